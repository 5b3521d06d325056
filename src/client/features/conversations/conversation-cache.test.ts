import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import {
  listWithMessage,
  markedRead,
  messagesOf,
  withMessage,
  withoutConversation,
  withoutMessage,
  withOffer,
  withPresence,
  type MessagePages,
} from './conversation-cache.ts';
import { chatMessageFixture } from '#client/lib/testing/chat-fixtures.ts';

const ME = 1;
const OTHER = 2;

const message = (id: number, senderId: number | null, conversationId = 10): ChatMessage =>
  chatMessageFixture({ id, senderId, conversationId });

const conversation = (id: number, unreadCount = 0): Conversation => ({
  id,
  productId: null,
  otherUser: {
    id: OTHER,
    displayName: 'Ana R.',
    badges: [],
    profileImageUrl: null,
    emailVerified: false,
    confirmedSalesCount: 0,
    isOnline: false,
    lastOnline: null,
  },
  product: null,
  lastMessage: null,
  lastMessageAt: null,
  unreadCount,
  role: null,
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
});

/** Newest page first, each page oldest first, as the chat's infinite query holds them. */
const pages = (...ids: number[][]): MessagePages => ({
  pages: ids.map((page) => ({ messages: page.map((id) => message(id, OTHER)), hasOlder: true })),
  pageParams: ids.map((_, index) => index),
});

const idsOf = (data: MessagePages | undefined) => messagesOf(data).map(({ id }) => id);

describe('chat messages cache', () => {
  it('lists pages oldest first and adds a new message at the end, once', () => {
    const data = pages([3, 4], [1, 2]);
    expect(idsOf(data)).toEqual([1, 2, 3, 4]);
    const added = withMessage(data, message(5, ME));
    expect(idsOf(added)).toEqual([1, 2, 3, 4, 5]);
    expect(withMessage(added, message(5, ME))).toBe(added);
    expect(withMessage(undefined, message(5, ME))).toBeUndefined();
  });

  it('keeps time order when answers arrive out of order, and removes a message wherever it is', () => {
    const data = withMessage(withMessage(pages([1]), message(3, ME)), message(2, OTHER));
    expect(idsOf(data)).toEqual([1, 2, 3]);
    expect(idsOf(withoutMessage(pages([3, 4], [1, 2]), 2))).toEqual([1, 3, 4]);
  });
});

describe('offers in the chat cache', () => {
  const offer = (id: number, status: Offer['status']): Offer => ({
    id,
    conversationId: 10,
    productId: 3,
    amount: '80.00',
    status,
    proposedById: OTHER,
    buyerId: OTHER,
    sellerId: ME,
    counterOfId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    closedAt: null,
  });
  const about = (id: number, offerId: number): ChatMessage => ({
    ...message(id, OTHER),
    type: 'offer',
    event: 'made',
    content: '80.00',
    offer: offer(offerId, 'open'),
  });

  it('gives every message about the offer its new state, on any page', () => {
    const data: MessagePages = {
      pages: [
        { messages: [about(3, 7), message(4, ME)], hasOlder: true },
        { messages: [about(1, 7), about(2, 8)], hasOlder: false },
      ],
      pageParams: [0, 3],
    };
    const statuses = messagesOf(withOffer(data, offer(7, 'accepted'))).map((each) => each.offer?.status);
    expect(statuses).toEqual(['accepted', 'open', 'accepted', undefined]);
  });

  it('leaves the chat as it is when no loaded message is about the offer', () => {
    const data = pages([1, 2]);
    expect(withOffer(data, offer(7, 'declined'))).toBe(data);
    expect(withOffer(undefined, offer(7, 'declined'))).toBeUndefined();
  });
});

describe('conversation list cache', () => {
  it('moves the conversation of a new message to the top with it as the last message', () => {
    const list = [conversation(11), conversation(10)];
    const updated = listWithMessage(list, message(7, OTHER, 10), ME, false);
    expect(updated?.map(({ id }) => id)).toEqual([10, 11]);
    expect(updated?.[0]?.lastMessage?.content).toBe('m7');
    expect(updated?.[0]?.lastMessageAt).toBe(message(7, OTHER).createdAt);
  });

  it('counts an incoming message unread unless the chat is on screen; the user’s own never', () => {
    const list = [conversation(10, 2)];
    expect(listWithMessage(list, message(7, OTHER), ME, false)?.[0]?.unreadCount).toBe(3);
    expect(listWithMessage(list, message(7, OTHER), ME, true)?.[0]?.unreadCount).toBe(0);
    expect(listWithMessage(list, message(7, ME), ME, false)?.[0]?.unreadCount).toBe(2);
  });

  it('says when the list does not hold the conversation (new, or hidden until now)', () => {
    expect(listWithMessage([conversation(11)], message(7, OTHER, 10), ME, false)).toBeNull();
  });

  it('updates the presence of that user only, removes and marks read', () => {
    const online = withPresence(conversation(10), {
      type: 'presence',
      userId: OTHER,
      isOnline: true,
      lastOnline: null,
    });
    expect(online.otherUser?.isOnline).toBe(true);
    const someoneElse = conversation(10);
    expect(
      withPresence(someoneElse, { type: 'presence', userId: 99, isOnline: true, lastOnline: null }),
    ).toBe(someoneElse);
    expect(withoutConversation([conversation(10), conversation(11)], 10)?.map(({ id }) => id)).toEqual([11]);
    expect(
      markedRead([conversation(10, 4), conversation(11, 1)], 10)?.map(({ unreadCount }) => unreadCount),
    ).toEqual([0, 1]);
  });
});
