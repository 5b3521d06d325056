import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '../../../../shared/constants.ts';
import { api, hasStatus } from '../../../lib/api.ts';
import { QUIET } from '../../../lib/query-client.ts';

export const unreadCountQueryKey = ['messages', 'unread-count'] as const;

interface UnreadCount {
  count: number;
}

/** GET /api/messages/unread-count → { count }. */
export async function getUnreadCount(): Promise<number> {
  const { count } = await api.get<UnreadCount>('/api/messages/unread-count');
  return count;
}

/** A route that does not exist yet (404) or a session that just ended (401): stop asking. */
function stopsPolling(error: Error | null): boolean {
  return hasStatus(error, 404) || hasStatus(error, 401);
}

/**
 * The nav badge's count, polled every 3 s (SPEC §9) until real-time pushes take over (DESIGN §5.8).
 * Failures are quiet: the badge simply shows nothing.
 */
export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: getUnreadCount,
  meta: QUIET,
  refetchInterval: (query) => (stopsPolling(query.state.error) ? false : POLL_INTERVAL_MS),
});

export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions).data ?? 0;
}
