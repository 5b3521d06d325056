import { RefreshCw, SearchX, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { PublicProfile } from '#shared/deals.ts';
import { AppBar } from '#client/components/app-bar.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { BlockButton } from '#client/features/moderation/components/block-button.tsx';
import { ReportButton } from '#client/features/moderation/components/report-button.tsx';
import { ProductUnavailable } from '#client/features/products/components/product-unavailable.tsx';
import { usePublicProfile } from '#client/features/public-profile/api/get-public-profile.ts';
import { ProfileHeader } from '#client/features/public-profile/components/profile-header.tsx';
import { ProfileListings } from '#client/features/public-profile/components/profile-listings.tsx';
import { ReviewList } from '#client/features/public-profile/components/review-list.tsx';
import { userIdOf } from '#client/features/public-profile/user-id.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({
  moderation: moderationTexts,
  productDetail: productDetailTexts,
  publicProfile: publicProfileTexts,
});

type ProfileTab = 'listings' | 'reviews';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-2xl border border-border bg-card p-5">
      <span className="sr-only">{t('publicProfile.loading')}</span>
      <div aria-hidden className="flex flex-col items-center gap-3">
        <div className="size-24 animate-pulse rounded-full bg-muted" />
        <SkeletonLines
          className="flex w-full flex-col items-center gap-2"
          lines={['h-6 w-1/2', 'h-4 w-1/3', 'h-4 w-2/5']}
        />
      </div>
    </div>
  );
}

function ProfileView({ profile, viewerId }: { profile: PublicProfile; viewerId: number | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProfileTab>('listings');
  const name = profile.displayName;
  const own = profile.id === viewerId;
  useDocumentTitle(name);
  return (
    <>
      <ProfileHeader profile={profile} own={own} />
      {!own && (
        <div className="-mt-3 flex flex-wrap items-center justify-center gap-x-2">
          <ReportButton
            target={{ type: 'user', id: profile.id }}
            label={t('moderation.reportUser', { name })}
          />
          <BlockButton person={profile} />
        </div>
      )}
      <Tabs
        label={t('publicProfile.tabsLabel')}
        items={[
          {
            value: 'listings',
            label: t('publicProfile.listingsTab', { count: profile.activeListingsCount }),
          },
          { value: 'reviews', label: t('publicProfile.reviewsTab', { count: profile.reviewCount }) },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'listings' ? (
          <ProfileListings userId={profile.id} name={name} />
        ) : (
          <ReviewList userId={profile.id} viewerId={viewerId} />
        )}
      </Tabs>
    </>
  );
}

function Profile({ userId, viewerId }: { userId: number; viewerId: number | null }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(userId);
  if (hasStatus(profile.error, 404)) {
    return (
      <ProductUnavailable
        icon={UserX}
        title={t('publicProfile.notFoundTitle')}
        description={t('publicProfile.notFoundDescription')}
      />
    );
  }
  if (profile.isError) {
    return (
      <Alert variant="destructive" title={t('publicProfile.loadError')}>
        {errorMessage(profile.error) && <p>{errorMessage(profile.error)}</p>}
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void profile.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('productDetail.retry')}
        </Button>
      </Alert>
    );
  }
  if (!profile.data) return <ProfileSkeleton />;
  return <ProfileView profile={profile.data} viewerId={viewerId} />;
}

/**
 * /users/{id}: what anyone, visitors too, sees of a person: who they are, their reputation, listings and reviews.
 */
export default function PublicProfileScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const userId = userIdOf(useParams<{ id: string }>().id);
  if (userId === null) {
    return (
      <ProductUnavailable
        icon={SearchX}
        title={t('publicProfile.invalidIdTitle')}
        description={t('publicProfile.invalidIdDescription')}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <AppBar parent="/" />
      <Profile key={userId} userId={userId} viewerId={user?.id ?? null} />
    </div>
  );
}
