import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#shared/contract.ts';
import { api } from '#client/lib/api.ts';
import { endingOwnSession } from '#client/lib/socket.ts';

export const logoutMutationKey = ['auth', 'logout'] as const;

/** POST /api/logout — ends the session. */
export function logout(): Promise<MessageAnswer> {
  return endingOwnSession(() => api.post<MessageAnswer>('/api/logout'));
}

/** SPEC §4: logging out clears every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSuccess: () => queryClient.clear(),
  });
}
