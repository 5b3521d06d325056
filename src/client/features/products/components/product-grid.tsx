import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The responsive grid of product cards: 2 columns on the phone, more on wider screens. Children are <li>s. */
export function ProductGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {children}
    </ul>
  );
}

/** Grey card shapes while the first page loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <span className="sr-only">{t('productList.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden className="overflow-hidden rounded-2xl border border-border bg-card">
          <div className="aspect-square animate-pulse bg-muted" />
          <div className="space-y-2 p-3">
            <div className="h-3.5 w-4/5 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
