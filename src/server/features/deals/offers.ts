import { and, eq, sql } from 'drizzle-orm';
import type { ListingOffer, Offer } from '#shared/deals.ts';
import type { OfferEvent } from '#shared/deals-constants.ts';
import { offerUrl } from '#shared/notifications.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { conversations, offers, products } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import { badRequest, conflict, contentRemoved, forbidden, notFound } from '#server/plugins/errors.ts';
import { appendMessage, recipientOf } from '#server/features/conversations/messages-service.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { toOffer, type OfferRow } from '#server/features/conversations/offer-rows.ts';
import { actorNameOf } from '#server/features/notifications/actor-name.ts';
import { isParticipant } from '#server/features/conversations/queries.ts';
import { openConversationIn } from '#server/features/conversations/service.ts';
import { listingNotRemoved, notExpired } from '#server/features/products/queries.ts';
import { ownedProduct } from '#server/features/products/service.ts';
import {
  announceAfterCommit,
  announceOffer,
  notifyAfterCommit,
  type DealDeps,
  type DealWork,
} from './deal-messages.ts';
import { reserveFor } from './sales.ts';

/**
 * Offers in a product conversation. Locks are taken product first, then the offer and the conversation, in every
 * change here and in sales.ts, so concurrent changes of one deal wait for each other instead of deadlocking.
 */

/**
 * The product an offer is about, locked; 409 with the reason when it can no longer take an offer from `buyerId` (sold,
 * reserved for someone else, expired), 410
 * when moderation removed it (hidden, or its seller suspended).
 */
async function productOpenTo(work: DealWork, productId: number | null, buyerId: number | null) {
  if (productId === null) throw conflict('api.offerProductGone');
  const [product] = await work.tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      reservedForId: products.reservedForId,
      shown: listingNotRemoved,
      current: notExpired,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw conflict('api.offerProductGone');
  if (!product.shown) throw contentRemoved();
  if (product.status === 'sold') throw conflict('api.offerProductSold');
  if (product.status === 'reserved' && product.reservedForId !== buyerId)
    throw conflict('api.offerProductReserved');
  if (!product.current) throw conflict('api.offerProductExpired');
  return product;
}

/** Writes the offer's message (its card) in the conversation, pushed to both sides once committed. */
async function tellInChat(
  work: DealWork,
  offer: OfferRow,
  event: OfferEvent,
  actorId: number,
  recipientId: number,
) {
  const row = await appendMessage(work.tx, offer.conversationId, actorId, {
    type: 'offer',
    event,
    offerId: offer.id,
    content: offer.amount,
  });
  announceAfterCommit(work, { row, offer: toOffer(offer) }, recipientId);
  notifyAfterCommit(work, [
    {
      userId: recipientId,
      actorId,
      type: 'offer',
      params: {
        event,
        actorName: await actorNameOf(work.tx, actorId),
        amount: offer.amount,
        productTitle: await titleOf(work, offer.productId),
        productId: offer.productId,
        offerId: offer.id,
      },
      url: offerUrl(offer),
    },
  ]);
}

async function titleOf(work: DealWork, productId: number | null): Promise<string> {
  if (productId === null) return '';
  const [product] = await work.tx
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, productId));
  return product?.title ?? '';
}

/** The caller's conversation, locked; 404 for anyone else. */
async function lockedConversation(work: DealWork, userId: number, conversationId: number) {
  const [conversation] = await work.tx
    .select({
      id: conversations.id,
      productId: conversations.productId,
      aboutProduct: conversations.aboutProduct,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)))
    .for('update');
  if (!conversation) throw notFound('api.conversationNotFound');
  return conversation;
}

async function insertOffer(work: DealWork, values: typeof offers.$inferInsert): Promise<OfferRow> {
  try {
    const [row] = await work.tx.insert(offers).values(values).returning();
    if (!row) throw new Error('insert returned no offer');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('api.offerAlreadyOpen');
    throw error;
  }
}

/** `POST /api/conversations/{id}/offers`: the buyer offers an amount for the conversation's product. */
export async function makeOffer(
  deps: DealDeps,
  buyerId: number,
  input: { conversationId: number; amount: number },
): Promise<Offer> {
  return transaction(deps, (tx, afterCommit) => offerIn({ tx, afterCommit, deps }, buyerId, input));
}

/**
 * `POST /api/products/{id}/offers`: the buyer offers an amount from the listing. Their conversation about it is
 * opened when they have none, in the same transaction as the offer, so a refused offer opens no chat. The rules and
 * their answers are the chat's: the product first (its lock, sold, reserved for someone else), then the buyer's own
 * listing, blocks, an offer already open.
 */
export async function offerFromListing(
  deps: DealDeps,
  buyerId: number,
  { productId, amount }: { productId: number; amount: number },
): Promise<ListingOffer> {
  return transaction(deps, async (tx, afterCommit) => {
    const work = { tx, afterCommit, deps };
    const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!exists) throw notFound('api.productNotFound');
    const product = await productOpenTo(work, productId, buyerId);
    if (product.sellerId === buyerId) throw forbidden('api.onlyBuyersOffer');
    const conversation = await openConversationIn(tx, buyerId, { otherUserId: product.sellerId, productId });
    const offer = await offerIn(work, buyerId, { conversationId: conversation.id, amount });
    return { conversationId: conversation.id, offer };
  });
}

/** makeOffer inside the caller's transaction. */
async function offerIn(
  work: DealWork,
  buyerId: number,
  { conversationId, amount }: { conversationId: number; amount: number },
): Promise<Offer> {
  const [about] = await work.tx
    .select({ productId: conversations.productId, aboutProduct: conversations.aboutProduct })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(buyerId)));
  if (!about) throw notFound('api.conversationNotFound');
  if (!about.aboutProduct) throw badRequest('api.offerNeedsProduct');
  const product = await productOpenTo(work, about.productId, buyerId);
  if (product.sellerId === buyerId) throw forbidden('api.onlyBuyersOffer');
  const conversation = await lockedConversation(work, buyerId, conversationId);
  const sellerId = recipientOf(conversation, buyerId);
  await assertNeitherBlocked(work.tx, buyerId, sellerId);
  const offer = await insertOffer(work, {
    conversationId,
    productId: product.id,
    buyerId,
    sellerId,
    proposedById: buyerId,
    amount: amount.toFixed(2),
  });
  await tellInChat(work, offer, 'made', buyerId, sellerId);
  return toOffer(offer);
}

/** An open offer of the caller's conversation, with its product and conversation locked in that order. */
async function openOffer(work: DealWork, userId: number, offerId: number) {
  const [found] = await work.tx
    .select({ productId: offers.productId })
    .from(offers)
    .innerJoin(conversations, eq(conversations.id, offers.conversationId))
    .where(and(eq(offers.id, offerId), isParticipant(userId)));
  if (!found) throw notFound('api.offerNotFound');
  if (found.productId !== null) {
    await work.tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, found.productId))
      .for('update');
  }
  const [offer] = await work.tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound('api.offerNotFound');
  if (offer.status !== 'open') throw conflict('api.offerNotOpen');
  const conversation = await lockedConversation(work, userId, offer.conversationId);
  const otherId = recipientOf(conversation, userId);
  await assertNeitherBlocked(work.tx, userId, otherId);
  return { offer, otherId };
}

async function close(work: DealWork, offer: OfferRow, status: OfferRow['status']): Promise<OfferRow> {
  const [closed] = await work.tx
    .update(offers)
    .set({ status, closedAt: sql`now()` })
    .where(eq(offers.id, offer.id))
    .returning();
  if (!closed) throw new Error('offer vanished while locked');
  announceOffer(work, toOffer(closed));
  return closed;
}

/** Accept, decline and counter belong to the side that did not propose the amount; withdrawing to the side that did. */
function assertMayAnswer(offer: OfferRow, userId: number) {
  if (offer.proposedById === userId) throw forbidden('api.cannotAnswerOwnOffer');
}

export type OfferAnswer =
  { kind: 'accept' } | { kind: 'decline' } | { kind: 'withdraw' } | { kind: 'counter'; amount: number };

/**
 * Answers an open offer. Accepting reserves the product for the buyer (it must still be open to them); countering
 * closes the offer and opens one for the new amount, proposed by the side that countered. Answers the offer as it now
 * stands: the new one for a counter.
 */
export async function answerOffer(
  deps: DealDeps,
  userId: number,
  { offerId, answer }: { offerId: number; answer: OfferAnswer },
): Promise<Offer> {
  return transaction(deps, async (tx, afterCommit) => {
    const work = { tx, afterCommit, deps };
    const { offer, otherId } = await openOffer(work, userId, offerId);
    if (answer.kind === 'withdraw') {
      if (offer.proposedById !== userId) throw forbidden('api.onlyProposerWithdraws');
      const closed = await close(work, offer, 'withdrawn');
      await tellInChat(work, closed, 'withdrawn', userId, otherId);
      return toOffer(closed);
    }
    assertMayAnswer(offer, userId);
    if (answer.kind === 'decline') {
      const closed = await close(work, offer, 'declined');
      await tellInChat(work, closed, 'declined', userId, otherId);
      return toOffer(closed);
    }
    if (answer.kind === 'counter') {
      await productOpenTo(work, offer.productId, offer.buyerId);
      await close(work, offer, 'countered');
      const counter = await insertOffer(work, {
        conversationId: offer.conversationId,
        productId: offer.productId,
        buyerId: offer.buyerId,
        sellerId: offer.sellerId,
        proposedById: userId,
        amount: answer.amount.toFixed(2),
        counterOfId: offer.id,
      });
      await tellInChat(work, counter, 'countered', userId, otherId);
      return toOffer(counter);
    }
    const product = await productOpenTo(work, offer.productId, offer.buyerId);
    if (offer.buyerId === null || offer.sellerId === null) throw conflict('api.recipientGone');
    const accepted = await close(work, offer, 'accepted');
    const owned = await ownedProduct(work.tx, offer.sellerId, product.id);
    await reserveFor(work, owned, offer.buyerId, { announce: false });
    await tellInChat(work, accepted, 'accepted', userId, otherId);
    return toOffer(accepted);
  });
}
