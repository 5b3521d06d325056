import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import { api, hasStatus } from './api.ts';
import { currentUserQueryKey } from './query-keys.ts';

/** GET /api/user — the signed-in user, or null when there is no session (a 401 is an answer here, not an error). */
async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

const currentUserQueryOptions = queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
