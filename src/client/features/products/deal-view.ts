import type { DealPerson } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

/** What the seller may do with their listing as it stands. */
export interface OwnerDealActions {
  edit: boolean;
  markSold: boolean;
  reserve: boolean;
  release: boolean;
  delete: boolean;
  /** The sale may still be undone (until `undoSoldUntil`). */
  undoSale: boolean;
}

/** Available: sell, reserve, edit, delete; reserved: sell, release, edit, delete; sold: only undo, within its window. */
export function ownerDealActions(
  product: Pick<Product, 'status' | 'undoSoldUntil'>,
  now: number = Date.now(),
): OwnerDealActions {
  const sold = product.status === 'sold';
  return {
    edit: !sold,
    markSold: !sold,
    reserve: product.status === 'available',
    release: product.status === 'reserved',
    delete: !sold,
    undoSale: sold && product.undoSoldUntil !== null && Date.parse(product.undoSoldUntil) > now,
  };
}

/** Whether the viewer has a part to play as the buyer: showing their handover code, or confirming the purchase. */
export const hasBuyerPart = (product: Pick<Product, 'reservedForYou' | 'canConfirmPurchase'>) =>
  product.reservedForYou || product.canConfirmPurchase;

/** How the sale was confirmed, as the listing says it to its two sides; null while unconfirmed or to others. */
export function confirmationNoteOf(
  product: Pick<Product, 'status' | 'confirmedVia' | 'soldTo'>,
): 'deal.handoverConfirmed' | 'deal.purchaseConfirmed' | null {
  if (product.status !== 'sold' || product.soldTo === null || product.confirmedVia === null) return null;
  return product.confirmedVia === 'handover' ? 'deal.handoverConfirmed' : 'deal.purchaseConfirmed';
}

/** Who the viewer reviews after a sale: the buyer when the viewer sold it, otherwise the seller. */
export function revieweeOf(
  product: Pick<Product, 'sellerId' | 'seller' | 'soldTo'>,
  viewerId: number,
): DealPerson | null {
  return product.sellerId === viewerId ? product.soldTo : product.seller;
}

/** The line about the deal under the price: the catalog key and the person it names, or null for nothing. */
export type DealNote =
  | { key: 'deal.reservedForYou' | 'deal.boughtByYou' | 'deal.soldOutside' }
  | { key: 'deal.reservedFor' | 'deal.soldTo'; person: DealPerson };

export function dealNoteOf(
  product: Pick<Product, 'status' | 'sellerId' | 'reservedForYou' | 'reservedFor' | 'soldTo'>,
  viewerId: number,
): DealNote | null {
  const owner = product.sellerId === viewerId;
  if (product.status === 'reserved') {
    if (product.reservedForYou) return { key: 'deal.reservedForYou' };
    return owner && product.reservedFor ? { key: 'deal.reservedFor', person: product.reservedFor } : null;
  }
  if (product.status !== 'sold') return null;
  if (product.soldTo?.id === viewerId) return { key: 'deal.boughtByYou' };
  if (!owner) return null;
  return product.soldTo ? { key: 'deal.soldTo', person: product.soldTo } : { key: 'deal.soldOutside' };
}
