import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import { api, hasStatus } from '#client/lib/api.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user — the signed-in user, or null when there is no session (a 401 is an answer here, not an error). */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}
