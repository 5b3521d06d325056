import { useTranslation } from 'react-i18next';
import { Redirect, useSearchParams } from 'wouter';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useGeolocation } from '#client/lib/geolocation.ts';
import { VerifyEmailBanner } from '#client/features/auth/components/verify-email-banner.tsx';
import { MarketplaceTab } from '#client/features/home/components/marketplace-tab.tsx';
import homeTexts from '#shared/locales/es/home.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ home: homeTexts });

/** Home's views other than the marketplace (`?view=…`) are screens of their own, each an item of the bottom bar. */
const VIEW_SCREENS: Record<string, string> = {
  community: '/community',
  messages: '/messages',
  profile: '/profile',
};

/**
 * / — the marketplace, for visitors too; the location is asked for on load. Old links to `/?view=…` lead to that
 * view's screen.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [search] = useSearchParams();
  const title = t('home.title');
  useDocumentTitle(title);
  useGeolocation({ request: true });
  const viewScreen = VIEW_SCREENS[search.get('view') ?? ''];
  if (viewScreen) return <Redirect to={viewScreen} replace />;
  return (
    <div className="space-y-3">
      <h1 className="sr-only">{title}</h1>
      {user && <VerifyEmailBanner user={user} compact />}
      <MarketplaceTab userId={user?.id ?? null} />
    </div>
  );
}
