import { MessageSquareText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Review } from '#shared/deals.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { LoadMoreTrigger } from '#client/components/ui/load-more-trigger.tsx';
import { SkeletonCards, SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { RelativeTime } from '#client/features/community/components/relative-time.tsx';
import { ReportButton } from '#client/features/moderation/components/report-button.tsx';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import { StarRating } from '#client/features/products/components/star-rating.tsx';
import { useUserReviews } from '#client/features/public-profile/api/list-user-reviews.ts';
import { ProfileSection } from './profile-section.tsx';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import reviewsTexts from '#shared/locales/es/reviews.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts, publicProfile: publicProfileTexts, reviews: reviewsTexts });

/** Who wrote it (a link to their profile), or 'Usuario eliminado' once their account is gone. */
function Reviewer({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { reviewer } = review;
  if (!reviewer) {
    return (
      <>
        <Avatar name="?" imageUrl={null} />
        <p className="font-semibold text-muted-foreground">{t('reviews.deletedUser')}</p>
      </>
    );
  }
  return (
    <>
      <Avatar name={reviewer.displayName} imageUrl={reviewer.profileImageUrl} />
      <Link
        href={`/users/${reviewer.id}`}
        className="inline-flex min-h-11 min-w-0 items-center truncate font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {reviewer.displayName}
      </Link>
    </>
  );
}

/** A review, which anyone but its author may report. */
function ReviewItem({ review, viewerId }: { review: Review; viewerId: number | null }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-2 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-center gap-2">
        <Reviewer review={review} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        <RelativeTime date={review.createdAt} />
      </div>
      {review.comment && <p className="break-words whitespace-pre-line">{review.comment}</p>}
      <p className="truncate text-sm text-muted-foreground">
        {review.productTitle}
        {review.confirmedVia === 'handover' && (
          <span className="font-medium text-accent"> · {t('reviews.handoverConfirmed')}</span>
        )}
      </p>
      {review.reviewer?.id !== viewerId && (
        <ReportButton
          target={{ type: 'review', id: review.id, userId: review.reviewedUserId }}
          label={t('moderation.reportReview')}
          className="-ml-3"
        />
      )}
    </li>
  );
}

/** The reviews the person received, newest first, page by page. */
export function ReviewList({ userId, viewerId }: { userId: number; viewerId: number | null }) {
  const { t } = useTranslation();
  const reviews = useUserReviews(userId);
  const items = useMemo(() => reviews.data?.pages.flat() ?? [], [reviews.data]);

  function content() {
    if (reviews.isPending) {
      return (
        <SkeletonCards
          label={t('publicProfile.loadingReviews')}
          count={2}
          className="space-y-3"
          cardClassName="p-4"
        >
          <SkeletonLines className="space-y-2" lines={['h-4 w-1/2', 'h-3 w-1/3', 'h-3 w-4/5']} />
        </SkeletonCards>
      );
    }
    if (reviews.error && !reviews.isFetchNextPageError) {
      return <ListError error={reviews.error} onRetry={() => void reviews.refetch()} />;
    }
    if (items.length === 0) {
      return (
        <EmptyState
          icon={MessageSquareText}
          title={t('publicProfile.noReviews')}
          description={t('publicProfile.noReviewsDescription')}
        />
      );
    }
    return (
      <>
        <ul className="space-y-3">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} viewerId={viewerId} />
          ))}
        </ul>
        {reviews.hasNextPage && (
          <LoadMoreTrigger
            isLoadingMore={reviews.isFetchingNextPage}
            failed={reviews.isFetchNextPageError}
            onLoadMore={() => void reviews.fetchNextPage()}
            label={t('publicProfile.moreReviews')}
            failure={
              <Alert variant="destructive" title={t('publicProfile.reviewsError')} className="w-full" />
            }
            className="py-4"
          />
        )}
      </>
    );
  }

  return <ProfileSection title={t('publicProfile.reviewsTitle')}>{content()}</ProfileSection>;
}
