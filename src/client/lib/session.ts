import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageAnswer } from '#shared/auth.ts';
import { api, hasStatus } from './api.ts';
import { currentUserQueryKey } from './query-keys.ts';
import { endingOwnSession } from './socket.ts';

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

/**
 * When the session ends in this tab (signing out, deleting the account) every cached answer goes: none of it belongs
 * to whoever signs in next.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
}

const logoutMutationKey = ['auth', 'logout'] as const;

/** POST /api/logout — ends the session. */
function logout(): Promise<MessageAnswer> {
  return endingOwnSession(() => api.post<MessageAnswer>('/api/logout'));
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSuccess: () => forgetSession(queryClient),
  });
}
