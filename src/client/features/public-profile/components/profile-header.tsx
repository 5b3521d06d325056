import { CircleCheck, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BadgeType } from '#shared/badges.ts';
import type { PublicProfile } from '#shared/deals.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { BadgeList } from '#client/components/badge-list.tsx';
import { ContactSellerButton } from '#client/features/products/components/contact-seller-button.tsx';
import { RatingSummary } from '#client/features/products/components/star-rating.tsx';
import { responseTimeKey } from '#client/features/public-profile/response-time.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, publicProfile: publicProfileTexts });

/** Badges the header already tells in its own lines (member since, confirmed sales with purchases beside them). */
const TOLD_IN_LINES: ReadonlySet<BadgeType> = new Set(['member_since', 'confirmed_sales']);

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** The viewer is looking at their own profile: no message button. */
  own: boolean;
}

/** Picture, name, member since, the other earned badges, rating, items sold, typical answer time, and the message button. */
export function ProfileHeader({ profile, own }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(profile.memberSince),
  );
  const responseKey = responseTimeKey(profile.responseMinutes);
  return (
    <section
      className="space-y-4 rounded-2xl border border-border bg-card p-5"
      aria-labelledby="profile-name"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} size="xl" />
        <h1 id="profile-name" className="text-2xl font-bold tracking-tight break-words">
          {profile.displayName}
        </h1>
        <p className="text-sm text-muted-foreground">{t('publicProfile.memberSince', { date: since })}</p>
        <div className="flex justify-center">
          <BadgeList badges={profile.badges.filter((badge) => !TOLD_IN_LINES.has(badge.type))} />
        </div>
        <RatingSummary rating={profile.rating} reviewCount={profile.reviewCount} />
      </div>
      <ul className="space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-accent" />
          {t('publicProfile.soldCount', { count: profile.soldItemsCount })}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent" />
          {t('deal.confirmedSales', { count: profile.confirmedSalesCount })}
          {profile.confirmedPurchasesCount > 0 &&
            ` · ${t('deal.confirmedPurchases', { count: profile.confirmedPurchasesCount })}`}
        </li>
        {responseKey && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-accent" />
            {t(responseKey)}
          </li>
        )}
      </ul>
      {own ? (
        <p className="text-center text-sm text-muted-foreground">{t('publicProfile.yourProfile')}</p>
      ) : (
        <ContactSellerButton sellerId={profile.id} className="w-full" />
      )}
    </section>
  );
}
