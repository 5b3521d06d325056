import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '#shared/products.ts';
import { cn } from '#client/lib/cn.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productCardTexts from '#shared/locales/es/productCard.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productCard: productCardTexts });

/** 'RESERVADO' (amber) or 'VENDIDO' (dark) for a listing that is not available; nothing otherwise. */
export function StatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const { t } = useTranslation();
  if (status === 'available') return null;
  return (
    <span
      className={cn(
        'rounded-lg px-3 py-1 text-sm font-bold tracking-widest',
        status === 'reserved'
          ? 'bg-amber-400 text-black'
          : 'bg-black/80 text-white dark:bg-white/90 dark:text-black',
        className,
      )}
    >
      {t(status === 'reserved' ? 'deal.reserved' : 'productCard.sold')}
    </span>
  );
}
