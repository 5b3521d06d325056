import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#shared/auth.ts';
import type { MessageAnswer } from '#shared/contract.ts';
import { api } from '#client/lib/api.ts';
import { forgotPasswordMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/forgot-password — answers the same message whether or not the account exists. */
export function forgotPassword(input: ForgotPasswordInput): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationKey: forgotPasswordMutationKey, mutationFn: forgotPassword });
}
