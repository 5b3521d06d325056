import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { Conversation } from '#shared/conversations.ts';
import { api } from '#client/lib/api.ts';
import { conversationListQueryKey } from '#client/lib/query-keys.ts';
import { useRealtimeConnected } from '#client/lib/socket.ts';

/** GET /api/conversations → the caller's conversations they have not hidden, newest activity first. */
export function listConversations(): Promise<Conversation[]> {
  return api.get<Conversation[]>('/api/conversations');
}

export const conversationListQueryOptions = queryOptions({
  queryKey: conversationListQueryKey,
  queryFn: listConversations,
});

/** Kept current by the socket (realtime-events.ts); polled every 3 s only while it is down. */
export function useConversationList() {
  const connected = useRealtimeConnected();
  return useQuery({ ...conversationListQueryOptions, refetchInterval: connected ? false : POLL_INTERVAL_MS });
}
