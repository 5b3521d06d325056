import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { UnreadCount } from '#shared/conversations.ts';
import { api, hasStatus } from '#client/lib/api.ts';
import { QUIET } from '#client/lib/query-client.ts';
import { unreadCountQueryKey } from '#client/lib/query-keys.ts';
import { useRealtimeConnected } from '#client/lib/socket.ts';

/** GET /api/messages/unread-count → { count }: the caller's unread incoming messages in the conversations they see. */
export async function getUnreadCount(): Promise<number> {
  const { count } = await api.get<UnreadCount>('/api/messages/unread-count');
  return count;
}

/** Quiet: the badge simply shows nothing when the count cannot be had. */
export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: getUnreadCount,
  meta: QUIET,
});

/**
 * The count kept current: the socket sets it (`unread_count` events); polling every 3 s runs only while the socket
 * is down, and stops for good once the session has ended (401). Mounted once (use-messages-realtime.ts):
 * every observer with an interval would poll on its own. A visitor has no count to ask for.
 */
export function usePolledUnreadCount(signedIn: boolean) {
  const connected = useRealtimeConnected();
  return useQuery({
    ...unreadCountQueryOptions,
    enabled: signedIn,
    refetchInterval: (query) => (connected || hasStatus(query.state.error, 401) ? false : POLL_INTERVAL_MS),
  });
}

/** The nav badge's count (0 until known). */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions).data ?? 0;
}
