import { and, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { DealPerson } from '#shared/deals.ts';
import { SOLD_UNDO_WINDOW_MS } from '#shared/deals-constants.ts';
import type { Product, ProductStatus } from '#shared/products.ts';
import type { Database } from '#server/db/client.ts';
import { conversations, favorites, messages, products, reviews, users } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/plugins/errors.ts';
import { getProduct, ownedProduct } from '#server/features/products/service.ts';
import {
  dealConversation,
  dealTransaction,
  expireOpenOffers,
  notifyAfterCommit,
  postDealEvent,
  type DealNews,
  type DealWork,
} from './deal-messages.ts';

/**
 * Reserving and selling a product. `status` is the truth; SPEC's flags follow it (isSold: sold, isAvailable:
 * available). A sale keeps who it was reserved for, so undoing it brings the reservation back.
 */
const statusColumns = (status: ProductStatus) => ({
  status,
  isSold: status === 'sold',
  isAvailable: status === 'available',
  updatedAt: sql`now()`,
});

type Owned = Awaited<ReturnType<typeof ownedProduct>>;

/** The buyer's conversation about the product with its seller: who may be reserved for or sold to must have one. */
async function buyerConversation(work: DealWork, product: Owned, buyerId: number) {
  if (buyerId === product.sellerId) throw badRequest('api.cannotDealWithYourself');
  const conversation = await dealConversation(work.tx, product.id, product.sellerId, buyerId);
  if (!conversation) throw conflict('api.buyerHasNoConversation');
  return conversation;
}

/** Tells the buyer's conversation (when they still have one) what happened to the deal. */
async function tellBuyer(
  work: DealWork,
  product: Owned,
  buyerId: number,
  event: 'reserved' | 'released' | 'sold' | 'sale_undone',
) {
  const conversation = await dealConversation(work.tx, product.id, product.sellerId, buyerId);
  if (conversation)
    await postDealEvent(work, {
      conversationId: conversation.id,
      sellerId: product.sellerId,
      buyerId,
      event,
    });
}

/** Tells those who favourited the product (not its seller, nor the buyer the news is about) that it sold or was reserved. */
async function tellFavouriters(
  work: DealWork,
  product: Owned,
  type: 'favorite_sold' | 'favorite_reserved',
  buyerId: number | null,
) {
  const favouriters = await work.tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(
      and(
        eq(favorites.productId, product.id),
        ne(favorites.userId, product.sellerId),
        buyerId === null ? undefined : ne(favorites.userId, buyerId),
      ),
    );
  notifyAfterCommit(
    work,
    favouriters.map(({ userId }) => ({
      userId,
      actorId: product.sellerId,
      type,
      text: type === 'favorite_sold' ? 'favoriteSold' : 'favoriteReserved',
      values: { title: product.title },
      url: `/products/${product.id}`,
    })),
  );
}

/**
 * Keeps the product for one buyer (who must have a conversation about it): others' open offers expire and nobody
 * else may offer. Called by hand and by accepting an offer (`announce: false`: the acceptance says it already).
 */
export async function reserveFor(
  work: DealWork,
  product: Owned,
  buyerId: number,
  options = { announce: true },
) {
  if (product.status === 'sold') throw conflict('api.productAlreadySold');
  await buyerConversation(work, product, buyerId);
  if (product.status === 'reserved' && product.reservedForId === buyerId) return;
  const previous = product.status === 'reserved' ? product.reservedForId : null;
  await work.tx
    .update(products)
    .set({ ...statusColumns('reserved'), reservedForId: buyerId })
    .where(eq(products.id, product.id));
  await expireOpenOffers(work, product.id, buyerId);
  if (product.status === 'available') await tellFavouriters(work, product, 'favorite_reserved', buyerId);
  if (previous !== null) await tellBuyer(work, product, previous, 'released');
  if (options.announce) await tellBuyer(work, product, buyerId, 'reserved');
}

async function release(work: DealWork, product: Owned) {
  if (product.status === 'sold') throw conflict('api.productAlreadySold');
  if (product.status !== 'reserved') return;
  await work.tx
    .update(products)
    .set({ ...statusColumns('available'), reservedForId: null })
    .where(eq(products.id, product.id));
  if (product.reservedForId !== null) await tellBuyer(work, product, product.reservedForId, 'released');
}

/** `PATCH /api/products/{id}/reserve`: the seller reserves for a buyer, or releases with null. */
export async function setReservation(
  db: Database,
  news: DealNews,
  sellerId: number,
  productId: number,
  buyerId: number | null,
): Promise<Product> {
  await dealTransaction(db, news, async (work) => {
    const product = await ownedProduct(work.tx, sellerId, productId);
    await (buyerId === null ? release(work, product) : reserveFor(work, product, buyerId));
  });
  return getProduct(db, sellerId, productId);
}

/**
 * `PATCH /api/products/{id}/sold`: records the sale, to a buyer who wrote about it or to someone outside Cerquita
 * (no buyer), and counts it on the seller's profile once. Open offers expire; the buyer is told, and reminded to review;
 * a buyer it was reserved for who did not buy it is told the reservation ended (and again that it holds, on undo).
 */
export async function markSold(
  db: Database,
  news: DealNews,
  sellerId: number,
  productId: number,
  buyerId: number | null,
): Promise<Product> {
  await dealTransaction(db, news, async (work) => {
    const product = await ownedProduct(work.tx, sellerId, productId);
    if (product.status === 'sold') throw conflict('api.productAlreadySold');
    if (buyerId !== null) await buyerConversation(work, product, buyerId);
    await work.tx
      .update(products)
      .set({ ...statusColumns('sold'), buyerId, soldAt: sql`now()` })
      .where(eq(products.id, productId));
    await work.tx
      .update(users)
      .set({ soldItemsCount: sql`${users.soldItemsCount} + 1` })
      .where(eq(users.id, sellerId));
    await expireOpenOffers(work, productId);
    await tellFavouriters(work, product, 'favorite_sold', buyerId);
    if (buyerId !== null) await tellBuyer(work, product, buyerId, 'sold');
    if (product.reservedForId !== null && product.reservedForId !== buyerId)
      await tellBuyer(work, product, product.reservedForId, 'released');
  });
  return getProduct(db, sellerId, productId);
}

/**
 * `DELETE /api/products/{id}/sold`: the seller takes a sale back within the undo window, unless either side has
 * reviewed it (a review is not erased by undoing). The reservation it had comes back.
 */
export async function undoSold(
  db: Database,
  news: DealNews,
  sellerId: number,
  productId: number,
): Promise<Product> {
  await dealTransaction(db, news, async (work) => {
    const product = await ownedProduct(work.tx, sellerId, productId);
    if (product.status !== 'sold' || !product.soldAt) throw conflict('api.productNotSold');
    if (Date.now() - product.soldAt.getTime() > SOLD_UNDO_WINDOW_MS) throw conflict('api.undoSoldTooLate');
    const [reviewed] = await work.tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .limit(1);
    if (reviewed) throw conflict('api.undoSoldReviewed');
    const restored = product.reservedForId === null ? 'available' : 'reserved';
    await work.tx
      .update(products)
      .set({ ...statusColumns(restored), buyerId: null, soldAt: null })
      .where(eq(products.id, productId));
    await work.tx
      .update(users)
      .set({ soldItemsCount: sql`greatest(${users.soldItemsCount} - 1, 0)` })
      .where(eq(users.id, sellerId));
    if (product.buyerId !== null) await tellBuyer(work, product, product.buyerId, 'sale_undone');
    if (product.reservedForId !== null && product.reservedForId !== product.buyerId)
      await tellBuyer(work, product, product.reservedForId, 'reserved');
  });
  return getProduct(db, sellerId, productId);
}

/**
 * `GET /api/products/{id}/buyers`: the people the seller may record the sale to or reserve for: those who wrote in a
 * conversation about the product, most recent first.
 */
export async function possibleBuyers(
  db: Database,
  sellerId: number,
  productId: number,
): Promise<DealPerson[]> {
  await ownedProduct(db, sellerId, productId, { lock: false });
  const buyerId = sql<number>`case when ${conversations.participant1Id} = ${sellerId}
    then ${conversations.participant2Id} else ${conversations.participant1Id} end`;
  const wrote = db
    .select({ found: sql`1` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.senderId, users.id)));
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, buyerId))
    .where(
      and(
        eq(conversations.productId, productId),
        or(eq(conversations.participant1Id, sellerId), eq(conversations.participant2Id, sellerId)),
        ne(users.id, sellerId),
        exists(wrote),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`));
}
