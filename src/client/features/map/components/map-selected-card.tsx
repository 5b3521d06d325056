import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatPrice } from '#shared/format.ts';
import type { ProductSummary } from '#shared/products.ts';
import { buttonClass, CloseButton } from '#client/components/ui/button.tsx';
import productMapTexts from '#shared/locales/es/productMap.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productMap: productMapTexts });

interface MapSelectedCardProps {
  product: ProductSummary;
  onDismiss: () => void;
}

/** The product picked on the map: title, price and two lines of description, dismissible. */
export function MapSelectedCard({ product, onDismiss }: MapSelectedCardProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={product.title}
      className="absolute inset-x-3 bottom-8 z-10 flex gap-3 rounded-2xl border border-border bg-card p-3 text-card-foreground shadow-xl"
    >
      {product.thumbnailUrl && (
        <img src={product.thumbnailUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate pr-8 font-semibold">{product.title}</p>
        <p className="font-bold text-primary">{formatPrice(product.price)}</p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <Link href={`/products/${product.id}`} className={buttonClass({ variant: 'link', size: 'inline' })}>
          {t('productMap.viewDetails')}
        </Link>
      </div>
      <CloseButton
        label={t('productMap.closeDetails')}
        onClick={onDismiss}
        className="absolute top-1 right-1"
      />
    </section>
  );
}
