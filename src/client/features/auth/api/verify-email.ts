import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailInput } from '#shared/auth.ts';
import type { MessageAnswer } from '#shared/contract.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey, verifyEmailMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/verify-email — 400 with a translated message for an unknown, used or expired link. No session needed. */
export function verifyEmail(input: VerifyEmailInput): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/verify-email', input);
}

/**
 * The signed-in user (if it is them) is read again, so the banner leaves and the badge shows. A read already under way
 * (the page's first, sent with this call) may have been answered before the address was verified: it is cancelled, not
 * joined.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: verifyEmailMutationKey,
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
