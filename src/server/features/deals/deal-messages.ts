import { and, eq, sql } from 'drizzle-orm';
import type { Offer } from '#shared/deals.ts';
import type { DealEvent } from '#shared/deals-constants.ts';
import type { Transaction } from '#server/db/client.ts';
import { conversations, offers } from '#server/db/schema.ts';
import type { AfterCommit } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Notice } from '#server/features/notifications/notifier.ts';
import { announceMessage, appendMessage } from '#server/features/conversations/messages-service.ts';
import { toOffer } from '#server/features/conversations/offer-rows.ts';

/** What a deal's services use: the database, and the participants' sockets and people's notices its news reaches. */
export type DealDeps = Pick<AppDeps, 'db' | 'log' | 'realtime' | 'notifier'>;

/**
 * A deal's change under way, as its steps share it: the transaction, `transaction()`'s queue of duties for once it
 * committed (pushing to sockets, notifying), and the deps those duties use.
 */
export type DealWork = { tx: Transaction; afterCommit: AfterCommit; deps: DealDeps };

/** Notifies once the deal's change committed. */
export function notifyAfterCommit(work: DealWork, notices: readonly Notice[]) {
  if (notices.length === 0) return;
  work.afterCommit(async () => work.deps.notifier.notify(notices));
}

/** The product conversation between its seller and a buyer, locked for the caller's transaction; undefined if none. */
export async function dealConversation(
  tx: Transaction,
  productId: number,
  sellerId: number,
  buyerId: number,
) {
  const [participant1Id, participant2Id] = sellerId < buyerId ? [sellerId, buyerId] : [buyerId, sellerId];
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.productId, productId),
        eq(conversations.participant1Id, participant1Id),
        eq(conversations.participant2Id, participant2Id),
      ),
    )
    .for('update');
  return conversation;
}

/**
 * Tells the deal's news in a conversation (stored now, pushed to both participants once committed). Deal messages are
 * sent by the seller, so they count as unread for the buyer; the buyer's own news (confirming the purchase) is sent by
 * the buyer, unread for the seller.
 */
export async function postDealEvent(
  work: DealWork,
  deal: { conversationId: number; sellerId: number; buyerId: number; event: DealEvent; fromBuyer?: boolean },
) {
  const [senderId, recipientId] = deal.fromBuyer
    ? [deal.buyerId, deal.sellerId]
    : [deal.sellerId, deal.buyerId];
  const row = await appendMessage(work.tx, deal.conversationId, senderId, {
    type: 'deal',
    event: deal.event,
    content: deal.event,
  });
  announceAfterCommit(work, { row, offer: null }, recipientId);
}

/** Pushes an offer's new state to both sides of its conversation once committed, so its card changes at once. */
export function announceOffer(work: DealWork, offer: Offer) {
  const sides = [offer.buyerId, offer.sellerId].filter((id): id is number => id !== null);
  work.afterCommit(() =>
    work.deps.realtime.publish(sides, { type: 'offer_updated', conversationId: offer.conversationId, offer }),
  );
}

/** Pushes a message to both participants once committed, and the recipient's unread count. */
export function announceAfterCommit(
  work: DealWork,
  stored: Parameters<typeof announceMessage>[1],
  recipientId: number,
) {
  work.afterCommit(() => announceMessage(work.deps, stored, recipientId));
}

/**
 * Closes the product's open offers that can no longer be accepted (it was sold, or reserved for another buyer:
 * `exceptBuyerId`) as expired, and tells each conversation's sides once committed.
 */
export async function expireOpenOffers(work: DealWork, productId: number, exceptBuyerId?: number) {
  const expired = await work.tx
    .update(offers)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(
      and(
        eq(offers.productId, productId),
        eq(offers.status, 'open'),
        exceptBuyerId === undefined ? undefined : sql`${offers.buyerId} is distinct from ${exceptBuyerId}`,
      ),
    )
    .returning();
  for (const row of expired) announceOffer(work, toOffer(row));
}
