import { useTranslation } from 'react-i18next';
import type { ListingStatus, ProductSummary } from '#shared/products.ts';
import { StatusBadge } from './status-badge.tsx';
import productConditionTexts from '#shared/locales/es/productCondition.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productCondition: productConditionTexts });

/** The product's condition and, unless it is available, its status (RESERVADO, VENDIDO). */
export function ProductBadges({
  product,
}: {
  product: Pick<ProductSummary, 'condition'> & { status: ListingStatus };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold">
        {t(`productCondition.${product.condition}`)}
      </span>
      <StatusBadge status={product.status} className="rounded-full px-2.5 text-xs" />
    </div>
  );
}
