import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetAnswer, ResetBody, ResetScope } from '#shared/admin.ts';
import { api } from '#client/lib/api.ts';
import { resetDataMutationKey } from '#client/lib/query-keys.ts';

type ResetInput = ResetBody & { scope: ResetScope };

/**
 * DELETE /api/admin/reset/{scope} with the admin's password — 403 unless the caller's email is in ADMIN_EMAILS
 * and verified, 400 for a wrong password.
 */
export function resetData({ scope, password }: ResetInput): Promise<ResetAnswer> {
  return api.delete<ResetAnswer>(`/api/admin/reset/${scope}`, { password });
}

/** Any list on screen may now show deleted data: every cached answer is refetched when next used. */
export function useResetData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resetDataMutationKey,
    mutationFn: resetData,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
