import { Heart, Store, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { EmailVerifiedBadge } from '#client/components/email-verified-badge.tsx';
import { SignOutButton } from '#client/components/sign-out-button.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { fullName } from '#client/features/profile/full-name.ts';
import { MenuLinks, type MenuItem } from './menu-links.tsx';
import { UserLocation } from './user-location.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/** The marketplace view's listing switch (home's `list` parameter), and the full profile page. */
const LINKS: readonly (Omit<MenuItem, 'label'> & { labelKey: string })[] = [
  { href: '/?list=mine', labelKey: 'profile.myListings', Icon: Store },
  { href: '/?list=favorites', labelKey: 'profile.favorites', Icon: Heart },
  { href: '/profile', labelKey: 'profile.viewProfile', Icon: UserRound },
];

function SoldCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl bg-muted px-4 py-3 text-sm">
      <span className="text-2xl font-bold text-foreground">{count}</span>{' '}
      <span className="text-muted-foreground">{t('profile.soldCount', { count })}</span>
    </p>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <div className="space-y-4 rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center gap-4">
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
          size="lg"
        />
        <div className="min-w-0 space-y-1">
          <h2 className="truncate text-xl font-bold tracking-tight">{fullName(user)}</h2>
          <UserLocation location={user.location} />
          <div className="flex flex-wrap gap-1.5">
            {user.isVerified && <VerifiedBadge />}
            {user.emailVerified && <EmailVerifiedBadge />}
          </div>
        </div>
      </div>
      {/* The products the user marked sold, not reviews. */}
      <SoldCount count={user.soldItemsCount} />
    </div>
  );
}

/** Home's profile view: who the user is, how much they sold, shortcuts and sign-out. */
export default function ProfileTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const links = LINKS.map(({ labelKey, ...item }) => ({ ...item, label: t(labelKey) }));
  return (
    <section aria-label={t('profile.title')} className="space-y-4">
      <ProfileCard user={user} />
      <MenuLinks label={t('profile.shortcuts')} items={links} />
      <SignOutButton />
    </section>
  );
}
