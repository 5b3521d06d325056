import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealPerson } from '#shared/deals.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import reviewsTexts from '#shared/locales/es/reviews.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ reviews: reviewsTexts });

/** The dialog and its library load when the review is first opened, not with the listing. */
const ReviewDialog = lazy(() =>
  import('./review-dialog.tsx').then((module) => ({ default: module.ReviewDialog })),
);

interface ReviewPromptProps {
  productId: number;
  productTitle: string;
  reviewee: DealPerson;
  /** Open the dialog at once (the chat's 'sold' message links here with ?review=1). */
  openAtStart: boolean;
  onDialogClosed: () => void;
}

/** 'Califica a {name}' after a sale, until the viewer has reviewed the other side. */
export function ReviewPrompt({
  productId,
  productTitle,
  reviewee,
  openAtStart,
  onDialogClosed,
}: ReviewPromptProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const name = reviewee.displayName;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Star aria-hidden className="size-8 shrink-0 fill-amber-400 text-amber-500" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{t('reviews.prompt', { name })}</p>
          <p className="text-sm text-muted-foreground">{t('reviews.promptDescription')}</p>
        </div>
      </div>
      <Button className="w-full" onClick={() => setOpen(true)}>
        {t('reviews.rate')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog
            productId={productId}
            productTitle={productTitle}
            reviewee={reviewee}
            open
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) onDialogClosed();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
