import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ReservationHours } from '#shared/deals-constants.ts';
import type { Product } from '#shared/products.ts';
import { products } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import { actorNameOf } from '#server/features/notifications/actor-name.ts';
import { conflict } from '#server/plugins/errors.ts';
import { notifyAfterCommit, type DealDeps, type DealWork } from './deal-messages.ts';
import { dropHandoverCodes } from './handover-codes.ts';
import { reservationEnded, sellerDealChange, tellBuyer } from './sales.ts';

/** How many lapsed reservations one transaction of the sweep ends. */
const LAPSE_BATCH = 50;

/**
 * `POST /api/products/{id}/reserve/extend`: the seller gives the reservation `hours` more, once per reservation (a
 * new reservation may be extended again); the buyer is told in their chat.
 */
export async function extendReservation(
  deps: DealDeps,
  sellerId: number,
  { productId, hours }: { productId: number; hours: ReservationHours },
): Promise<Product> {
  return sellerDealChange(deps, sellerId, productId, async (work, product) => {
    if (product.status !== 'reserved' || product.reservedForId === null)
      throw conflict('api.productNotReserved');
    if (product.reservationExtended) throw conflict('api.reservationAlreadyExtended');
    await work.tx
      .update(products)
      .set({
        reservedUntil: sql`greatest(${products.reservedUntil}, now()) + make_interval(hours => ${hours})`,
        reservationExtended: true,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    await tellBuyer(work, product, product.reservedForId, 'reservation_extended');
  });
}

type Lapsed = { id: number; sellerId: number; title: string; buyerId: number | null };

/** Both sides of a lapsed reservation hear of it: the buyer's chat, and a notification to each, in their language. */
async function tellLapsed(work: DealWork, lapsed: Lapsed) {
  const { buyerId } = lapsed;
  if (buyerId === null) return;
  await tellBuyer(work, lapsed, buyerId, 'reservation_lapsed');
  const about = { productTitle: lapsed.title, productId: lapsed.id };
  const url = `/products/${lapsed.id}`;
  notifyAfterCommit(work, [
    {
      userId: lapsed.sellerId,
      actorId: buyerId,
      type: 'reservation_lapsed',
      params: { ...about, side: 'seller', actorName: await actorNameOf(work.tx, buyerId) },
      url,
    },
    {
      userId: buyerId,
      actorId: lapsed.sellerId,
      type: 'reservation_lapsed',
      params: { ...about, side: 'buyer', actorName: await actorNameOf(work.tx, lapsed.sellerId) },
      url,
    },
  ]);
}

/**
 * Ends up to LAPSE_BATCH reservations whose time ran out by `now`. The rows are claimed with SKIP LOCKED, so two
 * instances sweeping at once end and tell each one once. Answers how many ended.
 */
async function lapseBatch(deps: DealDeps, now: Date): Promise<number> {
  return transaction(deps, async (tx, afterCommit) => {
    const due = await tx
      .select({
        id: products.id,
        sellerId: products.sellerId,
        title: products.title,
        buyerId: products.reservedForId,
      })
      .from(products)
      .where(and(eq(products.status, 'reserved'), lte(products.reservedUntil, now)))
      .orderBy(asc(products.reservedUntil))
      .limit(LAPSE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const lapsedIds = due.map((row) => row.id);
    await tx.update(products).set(reservationEnded).where(inArray(products.id, lapsedIds));
    await dropHandoverCodes(tx, lapsedIds);
    const work = { tx, afterCommit, deps };
    for (const lapsed of due) await tellLapsed(work, lapsed);
    return due.length;
  });
}

/**
 * The reservation sweep: every reservation past its time by `now` ends, the product available again. maintenance.ts
 * runs it every few minutes on each instance. Answers how many ended.
 */
export async function lapseReservations(deps: DealDeps, now: Date): Promise<number> {
  let ended = 0;
  for (;;) {
    const batch = await lapseBatch(deps, now);
    ended += batch;
    if (batch < LAPSE_BATCH) return ended;
  }
}
