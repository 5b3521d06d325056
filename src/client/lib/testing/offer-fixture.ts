import type { Offer } from '#shared/deals.ts';

/** An open offer of $80 in conversation 10 about product 4, for unit tests; the parties come from `changes`. */
export function offerFixture(
  changes: Partial<Offer> & Pick<Offer, 'proposedById' | 'buyerId' | 'sellerId'>,
): Offer {
  return {
    id: 7,
    conversationId: 10,
    productId: 4,
    amount: '80.00',
    status: 'open',
    counterOfId: null,
    createdAt: '2026-01-01T12:00:00.000Z',
    closedAt: null,
    ...changes,
  };
}
