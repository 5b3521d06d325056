import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/products.ts';
import { ownerDealActions } from '#client/features/products/deal-view.ts';
import { ContactSellerButton } from './contact-seller-button.tsx';
import { ListingOfferButton } from './listing-offer-button.tsx';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

/** Only the seller sees it: its code loads for the seller's own listings, not for every visit. */
const OwnerBar = lazy(() => import('./owner-actions.tsx').then((module) => ({ default: module.OwnerBar })));

/**
 * Whether the product page has a bar for the viewer: the owner's actions until it is sold, messaging for others while
 * it is neither sold nor expired.
 */
export function hasMainAction(product: Product, viewerId: number | null): boolean {
  return product.sellerId === viewerId
    ? ownerDealActions(product).edit
    : !product.isSold && product.status !== 'expired';
}

/** Offers are for a listing anyone may still buy, or the one reserved for the viewer. */
const takesOffers = (product: Product) => product.status === 'available' || product.reservedForYou;

interface ProductActionBarProps {
  product: Product;
  viewerId: number | null;
  sellerName: string;
}

/**
 * The listing's actions, fixed to the bottom (the navigation steps aside on this page) so that they never scroll away:
 * 'Enviar mensaje' and 'Hacer oferta' for others, the owner's edit, reserve and sell. Nothing when there is no action.
 */
export function ProductActionBar({ product, viewerId, sellerName }: ProductActionBarProps) {
  const { t } = useTranslation();
  if (!hasMainAction(product, viewerId)) return null;
  return (
    <div
      role="region"
      aria-label={t('productDetail.actionsLabel')}
      className="fixed inset-x-0 bottom-(--nav-offset) z-30 border-t border-border bg-background/95 backdrop-blur"
    >
      <div className="mx-auto flex w-full max-w-3xl items-center gap-2 px-4 py-2">
        {product.sellerId === viewerId ? (
          <Suspense fallback={null}>
            <OwnerBar product={product} />
          </Suspense>
        ) : (
          <>
            <ContactSellerButton
              sellerId={product.sellerId}
              productId={product.id}
              className="flex-1 px-3 whitespace-nowrap"
            />
            {takesOffers(product) && <ListingOfferButton product={product} sellerName={sellerName} />}
          </>
        )}
      </div>
    </div>
  );
}
