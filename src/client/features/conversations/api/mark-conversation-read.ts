import type { QueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { markedRead } from '#client/features/conversations/conversation-cache.ts';
import { conversationQueryOptions } from './get-conversation.ts';
import { conversationListQueryOptions } from './list-conversations.ts';

/** The conversation's row and header show no unread messages any more (the server marked them read). */
export function showConversationRead(queryClient: QueryClient, conversationId: number): void {
  queryClient.setQueryData(conversationListQueryOptions.queryKey, (list) => markedRead(list, conversationId));
  queryClient.setQueryData(
    conversationQueryOptions(conversationId).queryKey,
    (conversation) => conversation && { ...conversation, unreadCount: 0 },
  );
}

/**
 * Marks the caller's incoming messages of a conversation read by reading its newest message
 * (GET /api/conversations/{id}/messages?limit=1: reading marks read, docs/decisions/0007). For messages that reach the
 * chat on screen through the socket; the server then pushes the lower unread count.
 */
export async function markConversationRead(queryClient: QueryClient, conversationId: number): Promise<void> {
  await api.get<unknown[]>(`/api/conversations/${conversationId}/messages?limit=1`);
  showConversationRead(queryClient, conversationId);
}
