import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#shared/contract.ts';
import { api, hasStatus } from '#client/lib/api.ts';
import { currentUserQueryKey, resendVerificationMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/verify-email/resend — a new link to the signed-in user's address; 409 when already verified, 429 throttled. */
export function resendVerification(): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/verify-email/resend');
}

/** A 409 means the address was verified elsewhere (another tab, another device): the user is read again. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resendVerificationMutationKey,
    mutationFn: resendVerification,
    onError: (error) => {
      if (hasStatus(error, 409)) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
