import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import reviewsTexts from '#shared/locales/es/reviews.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ publicProfile: publicProfileTexts, reviews: reviewsTexts });

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the nearest half-star of `rating`, named for screen readers ('4.5 de 5 estrellas'). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('reviews.ratingValue', { rating: rounded })}
      className={cn('inline-flex shrink-0 items-center', className)}
    >
      {STARS.map((star) => (
        <span key={star} aria-hidden className="relative inline-flex size-4">
          <Star className="size-4 text-amber-500" />
          {rounded >= star - 0.5 && (
            <span className={cn('absolute inset-0 overflow-hidden', rounded < star && 'w-1/2')}>
              <Star className="size-4 fill-amber-400 text-amber-500" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** '4.5 · 12 reseñas' with the stars, or 'Sin reseñas todavía'. */
export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t, i18n } = useTranslation();
  if (reviewCount === 0) {
    return <p className="text-sm text-muted-foreground">{t('publicProfile.noReviews')}</p>;
  }
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarRating rating={rating} />
      <span>{t('publicProfile.ratingSummary', { rating: shown, count: reviewCount })}</span>
    </p>
  );
}
