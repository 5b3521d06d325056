import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { successMessageSchema } from '#shared/contract.ts';
import type { DeleteAccountInput } from '#shared/users.ts';
import { api } from '#client/lib/api.ts';
import { forgetSession } from '#client/lib/sign-out.ts';
import { endingOwnSession } from '#client/lib/socket.ts';
import { deleteAccountMutationKey } from '#client/lib/query-keys.ts';

type DeleteAccountAnswer = z.infer<typeof successMessageSchema>;

/**
 * DELETE /api/user/account with the typed word and the password (decision 0004: the server checks both, 400
 * otherwise); removes the user's data and ends the session.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<DeleteAccountAnswer> {
  return endingOwnSession(() => api.delete<DeleteAccountAnswer>('/api/user/account', input));
}

/** Deletion ends the session like signing out: every cached answer goes. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteAccountMutationKey,
    mutationFn: deleteAccount,
    onSuccess: () => forgetSession(queryClient),
  });
}
