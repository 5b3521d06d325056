import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import type { ProductStatus } from '#shared/products.ts';

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

/** A text message of conversation 10, unread, for unit tests; id, sender and anything else come from `changes`. */
export function chatMessageFixture(
  changes: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'senderId'>,
): ChatMessage {
  return {
    conversationId: 10,
    content: `m${changes.id}`,
    type: 'text',
    metadata: null,
    event: null,
    offer: null,
    meetup: null,
    warnings: [],
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, changes.id)).toISOString(),
    ...changes,
  };
}

/** Product 4, $100, as a conversation shows it, for unit tests. */
export function conversationProductFixture(
  sellerId: number,
  status: ProductStatus = 'available',
): Conversation['product'] {
  return {
    removed: false,
    id: 4,
    title: 'Bicicleta',
    price: '100.00',
    thumbnailUrl: null,
    sellerId,
    isSold: status === 'sold',
    status,
    reservedUntil: null,
  };
}

/**
 * Conversation 10 about product 4 with `otherUserId`, for unit tests: the caller buys (the other side sells) unless
 * `changes` say otherwise.
 */
export function conversationFixture(otherUserId: number, changes: Partial<Conversation> = {}): Conversation {
  return {
    id: 10,
    productId: 4,
    otherUser: {
      id: otherUserId,
      displayName: 'Ana R.',
      badges: [],
      profileImageUrl: null,
      emailVerified: true,
      confirmedSalesCount: 0,
      isOnline: false,
      lastOnline: null,
    },
    product: conversationProductFixture(otherUserId),
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    role: 'buyer',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}
