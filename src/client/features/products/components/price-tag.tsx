import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/format.ts';
import type { ListingStatus, ProductSummary } from '#shared/products.ts';
import { cn } from '#client/lib/cn.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

interface PriceTagProps {
  product: Pick<ProductSummary, 'price' | 'previousPrice'> & { status: ListingStatus };
  size: 'card' | 'detail';
}

/** The price with 2 decimals and, after a recent drop, the old one struck through ('Antes' for screen readers). */
export function PriceTag({ product, size }: PriceTagProps) {
  const { t } = useTranslation();
  const sold = product.status === 'sold';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={cn(
          'font-bold',
          size === 'card' ? 'text-base' : 'text-3xl',
          sold ? 'text-muted-foreground' : 'text-primary',
        )}
      >
        {formatPrice(product.price)}
      </span>
      {product.previousPrice !== null && !sold && (
        <s className={cn('text-muted-foreground', size === 'card' ? 'text-xs' : 'text-base')}>
          <span className="sr-only">{t('deal.was')} </span>
          {formatPrice(product.previousPrice)}
        </s>
      )}
    </p>
  );
}
