import { describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/conversations.ts';
import { filterConversations, filterCounts, filterOf } from './conversation-filter.ts';

const withRole = (id: number, role: Conversation['role']): Conversation => ({
  id,
  productId: role ? id : null,
  otherUser: null,
  product: null,
  lastMessage: null,
  lastMessageAt: null,
  unreadCount: 0,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('conversation filters', () => {
  const list = [withRole(1, 'seller'), withRole(2, 'buyer'), withRole(3, null), withRole(4, 'buyer')];

  it('shows general chats only under all', () => {
    expect(filterConversations(list, 'all').map(({ id }) => id)).toEqual([1, 2, 3, 4]);
    expect(filterConversations(list, 'selling').map(({ id }) => id)).toEqual([1]);
    expect(filterConversations(list, 'buying').map(({ id }) => id)).toEqual([2, 4]);
    expect(filterCounts(list)).toEqual({ all: 4, selling: 1, buying: 2 });
  });

  it('reads the filter from the URL, all when unknown', () => {
    expect(filterOf('selling')).toBe('selling');
    expect(filterOf('vendiendo')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });
});
