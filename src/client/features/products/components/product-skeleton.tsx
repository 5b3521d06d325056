import { useTranslation } from 'react-i18next';
import { SkeletonText } from '#client/components/ui/skeleton.tsx';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

/** The listing's photo (edge to edge on a phone), title, price, condition and place in grey while it loads, where they will appear. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden className="space-y-5">
        <div className="-mx-4 -mt-4 sm:mx-0 sm:mt-0">
          <div
            data-testid="product-skeleton-photo"
            className="aspect-[4/3] animate-pulse bg-muted sm:rounded-2xl"
          />
        </div>
        <div className="space-y-2">
          <SkeletonText className="text-2xl font-bold" widths={['w-4/5']} />
          <SkeletonText className="text-3xl font-bold" widths={['w-1/3']} />
          <div className="h-6 w-24 animate-pulse rounded-full bg-muted" />
          <SkeletonText className="text-sm" widths={['w-1/2']} />
        </div>
      </div>
    </div>
  );
}
