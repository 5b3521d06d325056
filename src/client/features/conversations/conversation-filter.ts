import type { Conversation } from '#shared/conversations.ts';

/**
 * The list's filters: all, selling (the user sells the product) and buying (someone else does). Conversations without a
 * product appear only under all.
 */
export const CONVERSATION_FILTERS = ['all', 'selling', 'buying'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

const ROLE_OF_FILTER = { selling: 'seller', buying: 'buyer' } as const;

export function filterConversations(
  conversations: readonly Conversation[],
  filter: ConversationFilter,
): Conversation[] {
  if (filter === 'all') return [...conversations];
  return conversations.filter((conversation) => conversation.role === ROLE_OF_FILTER[filter]);
}

export function filterCounts(conversations: readonly Conversation[]): Record<ConversationFilter, number> {
  return {
    all: conversations.length,
    selling: filterConversations(conversations, 'selling').length,
    buying: filterConversations(conversations, 'buying').length,
  };
}

/** The filter named in the URL (`?filter=`), all when none or unknown. */
export function filterOf(value: string | null): ConversationFilter {
  return CONVERSATION_FILTERS.find((filter) => filter === value) ?? 'all';
}
