import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '#shared/products.ts';
import { cn } from '#client/lib/cn.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productCardTexts from '#shared/locales/es/productCard.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productCard: productCardTexts });

const BADGE_TEXTS = {
  reserved: 'deal.reserved',
  sold: 'productCard.sold',
  expired: 'deal.expiredBadge',
} as const;

/** 'RESERVADO' (amber), 'VENDIDO' (dark) or 'VENCIDO' (muted) for a listing that is not available; nothing otherwise. */
export function StatusBadge({ status, className }: { status: ListingStatus; className?: string }) {
  const { t } = useTranslation();
  if (status === 'available') return null;
  return (
    <span
      className={cn(
        'rounded-lg px-3 py-1 text-sm font-bold tracking-widest',
        status === 'reserved' && 'bg-amber-400 text-black',
        status === 'sold' && 'bg-black/80 text-white dark:bg-white/90 dark:text-black',
        status === 'expired' && 'bg-muted text-muted-foreground',
        className,
      )}
    >
      {t(BADGE_TEXTS[status])}
    </span>
  );
}
