import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatPrice } from '#shared/format.ts';
import type { Product } from '#shared/products.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ownerDealActions } from '#client/features/products/deal-view.ts';
import { ContactSellerButton } from './contact-seller-button.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** Whether the product page has a main action for the viewer: 'Editar' for its seller, 'Enviar mensaje' for others. */
export function hasMainAction(product: Product, viewerId: number | null): boolean {
  return product.sellerId === viewerId ? ownerDealActions(product).edit : !product.isSold;
}

/**
 * The product page's main action, fixed above the navigation so that it never scrolls away: the price beside
 * 'Enviar mensaje' and the heart for a buyer, 'Editar' for the seller. Nothing when there is no such action.
 */
export function ProductActionBar({ product, viewerId }: { product: Product; viewerId: number | null }) {
  const { t } = useTranslation();
  if (!hasMainAction(product, viewerId)) return null;
  const owner = product.sellerId === viewerId;
  return (
    <div
      role="region"
      aria-label={t('productDetail.actionsLabel')}
      className="fixed inset-x-0 bottom-(--nav-offset) z-30 border-t border-border bg-background/95 backdrop-blur"
    >
      <div className="mx-auto flex w-full max-w-3xl items-center gap-3 px-4 py-2">
        <p className="min-w-0 shrink-0 text-lg font-bold text-primary">{formatPrice(product.price)}</p>
        {owner ? (
          <Link href={`/products/${product.id}/edit`} className={buttonClass({ className: 'flex-1' })}>
            <Pencil aria-hidden className="size-5" />
            {t('deal.edit')}
          </Link>
        ) : (
          <>
            <ContactSellerButton sellerId={product.sellerId} productId={product.id} />
            <FavoriteButton product={product} className="border border-border" />
          </>
        )}
      </div>
    </div>
  );
}
