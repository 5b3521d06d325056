import { isAvailabilityQuestion } from '#shared/availability-question.ts';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Product } from '#shared/products.ts';

/** The seller's one-tap replies to "¿Sigue disponible?": still available, reserved, sold. */
export const QUICK_ANSWERS = ['available', 'reserved', 'sold'] as const;
export type QuickAnswer = (typeof QUICK_ANSWERS)[number];

const NONE: readonly QuickAnswer[] = [];
const NOT_AVAILABLE: readonly QuickAnswer[] = ['reserved', 'sold'];
const SOLD: readonly QuickAnswer[] = ['sold'];

/**
 * The buyer's question the seller has not answered: the latest message either side wrote (offers and the deal's news
 * included) is the buyer's, written, and asks whether the product is still available. Only the seller of a product
 * chat with a buyer who still has an account gets one.
 */
export function unansweredQuestion(
  conversation: Conversation,
  messages: readonly ChatMessage[],
): ChatMessage | null {
  const { role, product, otherUser } = conversation;
  if (role !== 'seller' || !product || product.removed || !otherUser) return null;
  const latest = messages.findLast((message) => message.senderId !== null);
  if (!latest || latest.senderId !== otherUser.id || latest.type !== 'text') return null;
  return isAvailabilityQuestion(latest.content) ? latest : null;
}

/**
 * The replies that are true of the product: all three while it is available; once reserved, "still available" only to
 * the buyer it is reserved for; once sold, only "sold".
 */
export function quickAnswersFor(
  product: Pick<Product, 'status' | 'reservedFor'>,
  buyerId: number,
): readonly QuickAnswer[] {
  switch (product.status) {
    case 'available':
      return QUICK_ANSWERS;
    case 'reserved':
      return product.reservedFor?.id === buyerId ? QUICK_ANSWERS : NOT_AVAILABLE;
    case 'sold':
      return SOLD;
    default:
      return NONE;
  }
}

/**
 * The deal dialog a reply needs first, when the product's state does not say it yet: reserving an available product
 * (for whom the seller picks), or recording the sale of an unsold one. Null when the reply can just be sent.
 */
export function dialogBefore(answer: QuickAnswer, status: Product['status']): 'reserve' | 'sell' | null {
  if (answer === 'reserved' && status === 'available') return 'reserve';
  if (answer === 'sold' && status !== 'sold') return 'sell';
  return null;
}
