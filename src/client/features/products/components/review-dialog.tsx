import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealPerson } from '#shared/deals.ts';
import { REVIEW_COMMENT_MAX } from '#shared/deals-constants.ts';
import { ChoiceGroup } from '#client/components/ui/choice-group.tsx';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreateReview } from '#client/features/products/api/create-review.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import reviewsTexts from '#shared/locales/es/reviews.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts, reviews: reviewsTexts });

const STARS = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars as a radio group: arrows move between them, each is named ('3 estrellas'). */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <ChoiceGroup legend={t('reviews.ratingLabel')} error={error}>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="inline-flex size-12 cursor-pointer items-center justify-center rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('reviews.star', { count: star })}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                'size-9',
                star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

interface ReviewDialogProps {
  productId: number;
  productTitle: string;
  reviewee: DealPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rates the other side of a sale: 1 to 5 stars and an optional comment of up to 500 characters. */
export function ReviewDialog({ productId, productTitle, reviewee, open, onOpenChange }: ReviewDialogProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string>();
  const review = useCreateReview();
  const name = reviewee.displayName;

  function submit() {
    if (rating === 0) {
      setRatingError(t('reviews.ratingRequired'));
      return;
    }
    void send();
  }

  // Awaited: once reviewed, the prompt holding this dialog goes away, before mutate's callbacks would run.
  async function send() {
    try {
      await review.mutateAsync({ productId, review: { rating, comment: comment.trim() || null } });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('reviews.error'),
        description: errorMessage(error) ?? t('productDetail.tryAgain'),
      });
      return;
    }
    onOpenChange(false);
    toast({ title: t('reviews.success') });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reviews.prompt', { name })}
      description={t('reviews.dialogDescription', { title: productTitle })}
      onSubmit={submit}
      cancelLabel={t('reviews.later')}
      submitLabel={t(review.isPending ? 'reviews.submitting' : 'reviews.submit')}
      pending={review.isPending}
    >
      <StarPicker
        value={rating}
        onChange={(next) => {
          setRating(next);
          setRatingError(undefined);
        }}
        error={ratingError}
      />
      <TextareaField
        label={t('reviews.commentLabel')}
        placeholder={t('reviews.commentPlaceholder')}
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        counter={t('reviews.commentCount', { count: comment.length, max: REVIEW_COMMENT_MAX })}
      />
    </FormDialog>
  );
}
