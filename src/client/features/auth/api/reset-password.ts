import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#shared/auth.ts';
import type { MessageAnswer } from '#shared/contract.ts';
import { api } from '#client/lib/api.ts';
import { resetPasswordMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/reset-password — 400 'Token de recuperación inválido' for an unknown, used or expired token. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationKey: resetPasswordMutationKey, mutationFn: resetPassword });
}
