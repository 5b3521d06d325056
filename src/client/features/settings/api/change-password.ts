import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#shared/contract.ts';
import type { ChangePasswordInput } from '#shared/users.ts';
import { api } from '#client/lib/api.ts';
import { changePasswordMutationKey } from '#client/lib/query-keys.ts';

/**
 * PATCH /api/user/password — ends the user's other sessions and answers a message. A wrong current
 * password is a 400 with its own message (not a 401: the session is fine); 429 after repeated failures.
 */
export function changePassword(input: ChangePasswordInput): Promise<MessageAnswer> {
  return api.patch<MessageAnswer>('/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationKey: changePasswordMutationKey, mutationFn: changePassword });
}
