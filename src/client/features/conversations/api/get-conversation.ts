import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { Conversation } from '#shared/conversations.ts';
import { api } from '#client/lib/api.ts';
import { conversationQueryKey } from '#client/lib/query-keys.ts';
import { useRealtimeConnected } from '#client/lib/socket.ts';
import { conversationListQueryOptions } from './list-conversations.ts';

/** GET /api/conversations/{id} → the conversation; 404 when it does not exist or the caller takes no part in it. */
export function getConversation(id: number): Promise<Conversation> {
  return api.get<Conversation>(`/api/conversations/${id}`);
}

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: conversationQueryKey(id), queryFn: () => getConversation(id) });

/** The chat's header. Opened from the list, it shows that row at once instead of waiting for the server. */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  const listKey = conversationListQueryOptions.queryKey;
  return useQuery({
    ...conversationQueryOptions(id),
    initialData: () => queryClient.getQueryData(listKey)?.find((conversation) => conversation.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
    refetchInterval: connected ? false : POLL_INTERVAL_MS,
  });
}
