import type { Offer } from '#shared/deals.ts';
import { offers } from '#server/db/schema.ts';

/** An offer row as the chat shows it: messages carry the offer they are about, read by the deals' calls too. */
export type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    conversationId: row.conversationId,
    productId: row.productId,
    amount: row.amount,
    status: row.status,
    proposedById: row.proposedById,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    counterOfId: row.counterOfId,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
