import { and, desc, eq, exists, ne, not, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DealPerson } from '#shared/deals.ts';
import {
  DEFAULT_RESERVATION_HOURS,
  SOLD_UNDO_WINDOW_MS,
  type DealEvent,
  type ReservationHours,
  type SaleConfirmation,
} from '#shared/deals-constants.ts';
import { EXPIRY_REMINDER_DAYS } from '#shared/products-constants.ts';
import type { Product, ProductStatus } from '#shared/products.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { conversations, favorites, messages, products, reviews, users } from '#server/db/schema.ts';
import { shownPersonColumns, withDisplayName } from '#server/features/users/display-name.ts';
import { transaction } from '#server/db/transaction.ts';
import { badRequest, conflict, forbidden } from '#server/plugins/errors.ts';
import { eitherBlocked, isEitherBlocked } from '#server/features/blocks/queries.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { getProduct, ownedProduct } from '#server/features/products/service.ts';
import { listingNotRemoved } from '#server/features/moderation/queries.ts';
import {
  dealConversation,
  expireOpenOffers,
  notifyAfterCommit,
  postDealEvent,
  type DealDeps,
  type DealWork,
} from './deal-messages.ts';
import { dropHandoverCodes, newHandoverCode } from './handover-codes.ts';

/**
 * Reserving and selling a product. `status` is the truth; the older flags follow it (isSold: sold, isAvailable:
 * available). A sale keeps who it was reserved for, so undoing it brings the reservation back.
 */
const statusColumns = (status: ProductStatus) => ({
  status,
  isSold: status === 'sold',
  isAvailable: status === 'available',
  updatedAt: sql`now()`,
});

/** A reservation held `hours` from now, not extended yet. */
const reservationHeld = (hours: ReservationHours) => ({
  reservedUntil: sql`now() + make_interval(hours => ${hours})`,
  reservationExtended: false,
});

/**
 * A reservation ended (released, lapsed, or its buyer left): the product available again, with at least
 * EXPIRY_REMINDER_DAYS before it expires, as it did not expire while reserved.
 */
export const reservationEnded = {
  ...statusColumns('available'),
  reservedForId: null,
  reservedUntil: null,
  reservationExtended: false,
  expiresAt: sql`greatest(${products.expiresAt}, now() + make_interval(days => ${EXPIRY_REMINDER_DAYS}))`,
};

type Owned = Awaited<ReturnType<typeof ownedProduct>>;

/** Messages `writerId` wrote in a conversation. */
function messagesBy(db: Executor, conversationId: number | PgColumn, writerId: number | PgColumn) {
  return db
    .select({ found: sql`1` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, writerId)));
}

/**
 * Whether the buyer wrote at least one message in the product's conversation with its seller: a sale or a reservation
 * is only ever recorded to such a person, and only such a sale is reviewed. A conversation alone does not do: the
 * seller may open one with anyone.
 */
export async function buyerWrote(
  tx: Transaction,
  sale: { productId: number; sellerId: number; buyerId: number },
) {
  const conversation = await dealConversation(tx, sale.productId, sale.sellerId, sale.buyerId);
  if (!conversation) return false;
  const [wrote] = await messagesBy(tx, conversation.id, sale.buyerId).limit(1);
  return wrote !== undefined;
}

/** Who may be reserved for or sold to: someone else, who wrote about the product, with no block between the two. */
async function assertMayBuy(work: DealWork, product: Owned, buyerId: number) {
  if (buyerId === product.sellerId) throw badRequest('api.cannotDealWithYourself');
  const sale = { productId: product.id, sellerId: product.sellerId, buyerId };
  if (!(await buyerWrote(work.tx, sale))) throw forbidden('api.buyerNeverWrote');
  await assertNeitherBlocked(work.tx, product.sellerId, buyerId);
}

/**
 * Tells the buyer's conversation what happened to the deal (or, `fromBuyer`, the seller what the buyer did): when they
 * still have one, and neither blocked the other since (the news would be a message across the block).
 */
export async function tellBuyer(
  work: DealWork,
  product: Pick<Owned, 'id' | 'sellerId'>,
  buyerId: number,
  event: DealEvent,
  options: { fromBuyer?: boolean } = {},
) {
  const conversation = await dealConversation(work.tx, product.id, product.sellerId, buyerId);
  if (!conversation || (await isEitherBlocked(work.tx, product.sellerId, buyerId))) return;
  await postDealEvent(work, {
    conversationId: conversation.id,
    sellerId: product.sellerId,
    buyerId,
    event,
    ...options,
  });
}

/**
 * Tells those who favourited the product (not its seller, nor the buyer the news is about) that it sold or was
 * reserved; nobody when moderation removed the listing.
 */
async function tellFavouriters(
  work: DealWork,
  product: Owned,
  type: 'favorite_sold' | 'favorite_reserved',
  buyerId: number | null,
) {
  const favouriters = await work.tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(
      and(
        eq(favorites.productId, product.id),
        ne(favorites.userId, product.sellerId),
        buyerId === null ? undefined : ne(favorites.userId, buyerId),
        listingNotRemoved(),
      ),
    );
  notifyAfterCommit(
    work,
    favouriters.map(({ userId }) => ({
      userId,
      actorId: product.sellerId,
      type,
      params: { productTitle: product.title, productId: product.id },
      url: `/products/${product.id}`,
    })),
  );
}

/**
 * Keeps the product for one buyer (who must have a conversation about it) for `hours`: others' open offers expire and
 * nobody else may offer. Called by hand and by accepting an offer (`announce: false`: the acceptance says it already).
 * Reserving again for the same buyer changes nothing, its time included.
 */
export async function reserveFor(
  work: DealWork,
  product: Owned,
  buyerId: number,
  {
    announce = true,
    hours = DEFAULT_RESERVATION_HOURS,
  }: { announce?: boolean; hours?: ReservationHours } = {},
) {
  if (product.status === 'sold') throw conflict('api.productAlreadySold');
  await assertMayBuy(work, product, buyerId);
  if (product.status === 'reserved' && product.reservedForId === buyerId) return;
  const previous = product.status === 'reserved' ? product.reservedForId : null;
  await work.tx
    .update(products)
    .set({ ...statusColumns('reserved'), reservedForId: buyerId, ...reservationHeld(hours) })
    .where(eq(products.id, product.id));
  await newHandoverCode(work.tx, product.id, buyerId);
  await expireOpenOffers(work, product.id, buyerId);
  if (product.status === 'available') await tellFavouriters(work, product, 'favorite_reserved', buyerId);
  if (previous !== null) await tellBuyer(work, product, previous, 'released');
  if (announce) await tellBuyer(work, product, buyerId, 'reserved');
}

async function release(work: DealWork, product: Owned) {
  if (product.status === 'sold') throw conflict('api.productAlreadySold');
  if (product.status !== 'reserved') return;
  await work.tx.update(products).set(reservationEnded).where(eq(products.id, product.id));
  await dropHandoverCodes(work.tx, [product.id]);
  if (product.reservedForId !== null) await tellBuyer(work, product, product.reservedForId, 'released');
}

/**
 * A change the seller makes to their own product's deal, in one transaction on the locked product, answered with the
 * product as the seller now sees it.
 */
export async function sellerDealChange(
  deps: DealDeps,
  sellerId: number,
  productId: number,
  change: (work: DealWork, product: Owned) => Promise<void>,
): Promise<Product> {
  await transaction(deps, async (tx, afterCommit) => {
    const work = { tx, afterCommit, deps };
    await change(work, await ownedProduct(tx, sellerId, productId));
  });
  return getProduct(deps.db, sellerId, productId);
}

/** `PATCH /api/products/{id}/reserve`: the seller reserves for a buyer for `hours`, or releases with null. */
export async function setReservation(
  deps: DealDeps,
  sellerId: number,
  { productId, buyerId, hours }: { productId: number; buyerId: number | null; hours: ReservationHours },
): Promise<Product> {
  return sellerDealChange(deps, sellerId, productId, (work, product) =>
    buyerId === null ? release(work, product) : reserveFor(work, product, buyerId, { hours }),
  );
}

/**
 * `PATCH /api/products/{id}/sold`: records the sale by hand, to a buyer who wrote about it or to someone outside
 * Cerquita (no buyer). It stays unconfirmed until that buyer confirms it (confirm-purchase).
 */
export async function markSold(
  deps: DealDeps,
  sellerId: number,
  { productId, buyerId }: { productId: number; buyerId: number | null },
): Promise<Product> {
  return sellerDealChange(deps, sellerId, productId, async (work, product) => {
    if (product.status === 'sold') throw conflict('api.productAlreadySold');
    if (buyerId !== null) await assertMayBuy(work, product, buyerId);
    await recordSale(work, product, buyerId, null);
  });
}

/** Adds one confirmed sale to the seller and one confirmed purchase to the buyer. */
export async function countConfirmedSale(work: DealWork, sale: { sellerId: number; buyerId: number }) {
  await work.tx
    .update(users)
    .set({ confirmedSalesCount: sql`${users.confirmedSalesCount} + 1` })
    .where(eq(users.id, sale.sellerId));
  await work.tx
    .update(users)
    .set({ confirmedPurchasesCount: sql`${users.confirmedPurchasesCount} + 1` })
    .where(eq(users.id, sale.buyerId));
}

/**
 * Sells the locked, unsold product, counted on the seller's profile once; confirmed at once when the buyer's handover
 * code said so. The reservation's code goes, open offers expire, the buyer is told (and reminded to review), and a
 * buyer it was reserved for who did not buy it is told the reservation ended.
 */
export async function recordSale(
  work: DealWork,
  product: Owned,
  buyerId: number | null,
  confirmedVia: SaleConfirmation | null,
) {
  const confirmation = confirmedVia === null ? {} : { confirmedAt: sql`now()`, confirmedVia };
  await work.tx
    .update(products)
    .set({ ...statusColumns('sold'), buyerId, soldAt: sql`now()`, ...confirmation })
    .where(eq(products.id, product.id));
  await work.tx
    .update(users)
    .set({ soldItemsCount: sql`${users.soldItemsCount} + 1` })
    .where(eq(users.id, product.sellerId));
  if (confirmedVia !== null && buyerId !== null)
    await countConfirmedSale(work, { sellerId: product.sellerId, buyerId });
  await dropHandoverCodes(work.tx, [product.id]);
  await expireOpenOffers(work, product.id);
  await tellFavouriters(work, product, 'favorite_sold', buyerId);
  if (buyerId !== null) await tellBuyer(work, product, buyerId, confirmedVia ? 'handed_over' : 'sold');
  if (product.reservedForId !== null && product.reservedForId !== buyerId)
    await tellBuyer(work, product, product.reservedForId, 'released');
}

/**
 * `DELETE /api/products/{id}/sold`: the seller takes a sale back within the undo window, unless the buyer confirmed it
 * (its counts are the proof the profile shows) or either side has reviewed it (a review is not erased by undoing). The
 * reservation it had comes back, with a new handover code.
 */
export async function undoSold(
  deps: DealDeps,
  sellerId: number,
  { productId }: { productId: number },
): Promise<Product> {
  return sellerDealChange(deps, sellerId, productId, async (work, product) => {
    if (product.status !== 'sold' || !product.soldAt) throw conflict('api.productNotSold');
    if (product.confirmedAt !== null) throw conflict('api.undoSoldConfirmed');
    if (Date.now() - product.soldAt.getTime() > SOLD_UNDO_WINDOW_MS) throw conflict('api.undoSoldTooLate');
    const [reviewed] = await work.tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .limit(1);
    if (reviewed) throw conflict('api.undoSoldReviewed');
    const restored = product.reservedForId === null ? 'available' : 'reserved';
    const held = restored === 'reserved' ? reservationHeld(DEFAULT_RESERVATION_HOURS) : {};
    await work.tx
      .update(products)
      .set({ ...statusColumns(restored), ...held, buyerId: null, soldAt: null })
      .where(eq(products.id, productId));
    if (product.reservedForId !== null) await newHandoverCode(work.tx, productId, product.reservedForId);
    await work.tx
      .update(users)
      .set({ soldItemsCount: sql`greatest(${users.soldItemsCount} - 1, 0)` })
      .where(eq(users.id, sellerId));
    if (product.buyerId !== null) await tellBuyer(work, product, product.buyerId, 'sale_undone');
    if (product.reservedForId !== null && product.reservedForId !== product.buyerId)
      await tellBuyer(work, product, product.reservedForId, 'reserved');
  });
}

/**
 * `GET /api/products/{id}/buyers`: the people the seller may record the sale to or reserve for: those who wrote in
 * their conversation about the product (buyerWrote), with no block between the two, most recent first.
 */
export async function possibleBuyers(
  db: Database,
  sellerId: number,
  productId: number,
): Promise<DealPerson[]> {
  await ownedProduct(db, sellerId, productId, { lock: false });
  const buyerId = sql<number>`case when ${conversations.participant1Id} = ${sellerId}
    then ${conversations.participant2Id} else ${conversations.participant1Id} end`;
  const rows = await db
    .select(shownPersonColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, buyerId))
    .where(
      and(
        eq(conversations.productId, productId),
        or(eq(conversations.participant1Id, sellerId), eq(conversations.participant2Id, sellerId)),
        ne(users.id, sellerId),
        exists(messagesBy(db, conversations.id, users.id)),
        not(eitherBlocked(sellerId, users.id)),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`));
  return rows.map(withDisplayName);
}
