import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useGeolocation } from '#client/lib/geolocation.ts';
import { VerifyEmailBanner } from '#client/features/auth/components/verify-email-banner.tsx';
import { HomeTabs } from '#client/features/home/components/home-tabs.tsx';
import { MarketplaceTab } from '#client/features/home/components/marketplace-tab.tsx';
import { readMarketplaceParams, type HomeView } from '#client/features/home/home-params.ts';

/** The other views are their features' own chunks, loaded when opened. */
const OTHER_TABS: Record<Exclude<HomeView, 'marketplace'>, LazyExoticComponent<ComponentType>> = {
  community: lazy(() => import('#client/features/community/components/community-tab.tsx')),
  messages: lazy(() => import('#client/features/conversations/components/messages-tab.tsx')),
  profile: lazy(() => import('#client/features/profile/components/profile-tab.tsx')),
};

/** / — home with four views chosen by ?view=; the location is asked for on load. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [search] = useSearchParams();
  const { view } = readMarketplaceParams(search);
  const title = t(`home.tabs.${view}`);
  useDocumentTitle(title);
  useGeolocation({ request: true });
  if (!user) return null;
  const OtherTab = view === 'marketplace' ? null : OTHER_TABS[view];
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{title}</h1>
      <VerifyEmailBanner user={user} />
      <HomeTabs current={view} />
      {OtherTab ? (
        <Suspense fallback={<PageSpinner />}>
          <OtherTab />
        </Suspense>
      ) : (
        <MarketplaceTab userId={user.id} />
      )}
    </div>
  );
}
