import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonCards, SkeletonText } from '#client/components/ui/skeleton.tsx';
import productListTexts from '#shared/locales/es/productList.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productList: productListTexts });

/** 2 columns on the phone, more on wider screens; the loading cards line up with the real ones. */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

/** The responsive grid of product cards. Children are <li>s. */
export function ProductGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={GRID}>
      {children}
    </ul>
  );
}

/** Grey card shapes while the first page loads, line for line the card's photo, two-line title, price and place. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonCards
      label={t('productList.loading')}
      count={count}
      className={GRID}
      cardClassName="overflow-hidden"
    >
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="flex flex-col gap-1 p-3">
        <SkeletonText className="text-sm leading-snug" widths={['w-11/12', 'w-3/5']} />
        <SkeletonText className="text-base font-bold" widths={['w-2/5']} />
        <SkeletonText className="text-xs" widths={['w-4/5']} />
      </div>
    </SkeletonCards>
  );
}
