import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { ChatMessage } from '#shared/conversations.ts';
import { api } from '#client/lib/api.ts';
import { messagesQueryKey } from '#client/lib/query-keys.ts';
import { useRealtimeConnected } from '#client/lib/socket.ts';
import type { MessagePage } from '#client/features/conversations/conversation-cache.ts';
import { showConversationRead } from './mark-conversation-read.ts';

/** The first page's param: no `before`, the newest messages (ids start at 1). */
const NEWEST = 0;

/** Messages per request: a phone screen shows about a dozen; older ones come on request. */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * GET /api/conversations/{id}/messages?limit&before → the newest `limit` messages older than `before`, oldest first.
 * Reading marks the caller's incoming messages of the conversation read (the server pushes the new unread count).
 */
export async function listMessages(conversationId: number, before: number): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) });
  if (before !== NEWEST) query.set('before', String(before));
  const messages = await api.get<ChatMessage[]>(`/api/conversations/${conversationId}/messages?${query}`);
  return { messages, hasOlder: messages.length >= MESSAGES_PAGE_SIZE };
}

export const messagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: async ({ pageParam, client }) => {
      const page = await listMessages(conversationId, pageParam);
      showConversationRead(client, conversationId);
      return page;
    },
    initialPageParam: NEWEST,
    getNextPageParam: (oldest) => (oldest.hasOlder ? oldest.messages[0]?.id : undefined),
  });

/** The chat's messages, newest page first; polled every 3 s only while the socket is down. */
export function useMessages(conversationId: number) {
  const connected = useRealtimeConnected();
  return useInfiniteQuery({
    ...messagesQueryOptions(conversationId),
    refetchInterval: connected ? false : POLL_INTERVAL_MS,
  });
}
