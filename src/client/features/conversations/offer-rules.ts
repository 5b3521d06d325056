import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';

/** What a person can do with an offer card. */
export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';

const ANSWERS: readonly OfferAction[] = ['accept', 'decline', 'counter'];
const PROPOSER: readonly OfferAction[] = ['withdraw'];
const NONE: readonly OfferAction[] = [];

/**
 * Only an open offer can be acted on: the side that did not propose the amount accepts, declines or counters it, the
 * side that proposed it may withdraw it. Someone outside the deal can do nothing.
 */
export function offerActions(offer: Offer, viewerId: number): readonly OfferAction[] {
  if (offer.status !== 'open') return NONE;
  if (offer.proposedById === viewerId) return PROPOSER;
  if (viewerId !== offer.buyerId && viewerId !== offer.sellerId) return NONE;
  return ANSWERS;
}

/** Whether the loaded messages hold an offer still waiting for an answer (a conversation has at most one). */
export function hasOpenOffer(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.offer?.status === 'open');
}

/**
 * Whether the chat says the product is reserved for the buyer: its latest news about a reservation is an accepted offer
 * or a reservation, not a release. Reservations for someone else are never told in this chat.
 */
function toldReservedForBuyer(messages: readonly ChatMessage[]): boolean {
  const latest = messages.findLast(
    ({ event }) => event === 'accepted' || event === 'reserved' || event === 'released',
  );
  return latest !== undefined && latest.event !== 'released';
}

/**
 * The buyer of a product chat may offer while the product is available, or reserved for them, the seller still has an
 * account and no offer is open. Should the chat not tell a reservation the server knows of, it refuses and says why.
 */
export function canMakeOffer(conversation: Conversation, messages: readonly ChatMessage[]): boolean {
  const { product, role, otherUser } = conversation;
  if (role !== 'buyer' || !product || product.removed || !otherUser || hasOpenOffer(messages)) return false;
  return product.status === 'available' || (product.status === 'reserved' && toldReservedForBuyer(messages));
}

/** The product's listed price, the offers' reference: none in a general chat or for a listing moderation removed. */
export function listedPriceOf(conversation: Conversation): string | null {
  const { product } = conversation;
  return product && !product.removed ? product.price : null;
}

/** An offer message shown as a card (a proposed amount) rather than a line telling what happened to one. */
export function isOfferCard(message: ChatMessage): boolean {
  return message.type === 'offer' && (message.event === 'made' || message.event === 'countered');
}
