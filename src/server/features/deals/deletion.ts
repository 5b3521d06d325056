import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { offers, products } from '#server/db/schema.ts';

/** Closing deals whose product or person is going away, inside the caller's transaction. */

/** Open offers about products being deleted expire; their conversations stay. */
export async function expireOffersOfProducts(tx: Transaction, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  await tx
    .update(offers)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(and(inArray(offers.productId, [...productIds]), eq(offers.status, 'open')));
}

/**
 * Leaving users' open offers expire (nobody is left to answer or accept them) and products reserved for them are
 * available again.
 */
export async function closeDealsOfUsers(tx: Transaction, userIds: readonly number[]) {
  const ids = [...userIds];
  await tx
    .update(offers)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(and(eq(offers.status, 'open'), or(inArray(offers.buyerId, ids), inArray(offers.sellerId, ids))));
  await tx
    .update(products)
    .set({
      status: 'available',
      isAvailable: true,
      reservedForId: null,
      reservedUntil: null,
      reservationExtended: false,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.status, 'reserved'), inArray(products.reservedForId, ids)));
}
