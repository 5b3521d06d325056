import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonCards, SkeletonLines } from '#client/components/ui/skeleton.tsx';

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

/** Grey card shapes while the first page loads. */
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
      <SkeletonLines className="space-y-2 p-3" lines={['h-3.5 w-4/5', 'h-4 w-1/2', 'h-3 w-2/3']} />
    </SkeletonCards>
  );
}
