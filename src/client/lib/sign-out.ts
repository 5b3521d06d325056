import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#shared/contract.ts';
import { api } from './api.ts';
import { forgetSavedAnswers } from './offline/saved-answers.ts';
import { dropPushBeforeSignOut } from './push-subscription.ts';
import { logoutMutationKey } from './query-keys.ts';
import { endingOwnSession } from './socket.ts';

/**
 * When the session ends in this tab (signing out, deleting the account) every cached answer goes, and the copy kept for
 * offline reading with it: none of it belongs to whoever signs in next.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  void forgetSavedAnswers().catch(() => undefined);
}

/**
 * POST /api/logout — ends the session. This phone's push subscription is dropped first, while the session can still
 * name it; a failure there does not stop the sign-out.
 */
async function logout(): Promise<MessageAnswer> {
  await dropPushBeforeSignOut().catch(() => undefined);
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
