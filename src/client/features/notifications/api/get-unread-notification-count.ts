import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { UnreadCount } from '#shared/conversations.ts';
import { api, hasStatus } from '#client/lib/api.ts';
import { QUIET } from '#client/lib/query-client.ts';
import { notificationUnreadCountQueryKey } from '#client/lib/query-keys.ts';
import { useRealtimeConnected } from '#client/lib/socket.ts';

/** GET /api/notifications/unread-count → { count }. */
export async function getUnreadNotificationCount(): Promise<number> {
  const { count } = await api.get<UnreadCount>('/api/notifications/unread-count');
  return count;
}

/** Quiet: the bell simply shows no number when the count cannot be had. */
export const unreadNotificationCountQueryOptions = queryOptions({
  queryKey: notificationUnreadCountQueryKey,
  queryFn: getUnreadNotificationCount,
  meta: QUIET,
});

/** The bell's count: `notification` events refresh it; polled only while the socket is down. */
export function useUnreadNotificationCount(): number {
  const connected = useRealtimeConnected();
  const { data } = useQuery({
    ...unreadNotificationCountQueryOptions,
    refetchInterval: (query) =>
      connected || hasStatus(query.state.error, 401) ? false : POLL_INTERVAL_MS * 10,
  });
  return data ?? 0;
}
