import { Heart, Mail, ScrollText, Settings, ShieldAlert, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { EmailVerifiedBadge } from '#client/components/email-verified-badge.tsx';
import { SignOutButton } from '#client/components/sign-out-button.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { VerifyEmailBanner } from '#client/features/auth/components/verify-email-banner.tsx';
import { AccountDetails } from '#client/features/profile/components/account-details.tsx';
import { AvatarPicker } from '#client/features/profile/components/avatar-picker.tsx';
import { MenuLinks, type MenuItem } from '#client/features/profile/components/menu-links.tsx';
import { UserLocation } from '#client/features/profile/components/user-location.tsx';
import { VerifiedBadge } from '#client/features/profile/components/verified-badge.tsx';
import { fullName } from '#client/features/profile/full-name.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import profileTexts from '#shared/locales/es/profile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, profile: profileTexts });

const SUPPORT_EMAIL = 'soporte@cerquita.sv';

function ProfileLinks({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const links: MenuItem[] = [
    { href: '/me/listings', label: t('profile.myListings'), Icon: Store },
    { href: '/favorites', label: t('profile.favorites'), Icon: Heart },
    { href: '/settings', label: t('profile.settings'), Icon: Settings },
    { href: '/terms', label: t('profile.terms'), Icon: ScrollText },
    { href: `mailto:${SUPPORT_EMAIL}`, label: t('profile.contact'), Icon: Mail },
  ];
  if (user.isAdmin) links.push({ href: '/admin', label: t('profile.admin'), Icon: ShieldAlert });
  return <MenuLinks label={t('profile.shortcuts')} items={links} />;
}

/** The products the user marked sold, not reviews, and how many sales and purchases were confirmed. */
function SoldCount({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const count = user.soldItemsCount;
  return (
    <div className="space-y-1 rounded-xl bg-muted px-4 py-3 text-center text-sm">
      <p>
        <span className="text-2xl font-bold text-foreground">{count}</span>{' '}
        <span className="text-muted-foreground">{t('profile.soldCount', { count })}</span>
      </p>
      <p className="text-muted-foreground">
        {t('deal.confirmedSales', { count: user.confirmedSalesCount })} ·{' '}
        {t('deal.confirmedPurchases', { count: user.confirmedPurchasesCount })}
      </p>
    </div>
  );
}

function Identity({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <h1 className="text-2xl font-bold tracking-tight break-words">{fullName(user)}</h1>
      <UserLocation location={user.location} />
      <div className="flex flex-wrap justify-center gap-1.5">
        {user.isVerified && <VerifiedBadge />}
        {user.emailVerified && <EmailVerifiedBadge />}
      </div>
    </div>
  );
}

/** /profile: picture upload, how much was sold, shortcuts (own listings, favourites…), sign-out and the account block. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('profile.title'));
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <VerifyEmailBanner user={user} />
      <section
        className="space-y-4 rounded-2xl border border-border bg-card p-5"
        aria-label={t('profile.title')}
      >
        <AvatarPicker user={user}>
          <Identity user={user} />
        </AvatarPicker>
        <SoldCount user={user} />
      </section>
      <ProfileLinks user={user} />
      <AccountDetails user={user} />
      <SignOutButton />
    </div>
  );
}
