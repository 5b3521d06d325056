import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetAnswer, ResetScope } from '../../../../shared/admin.ts';
import { api } from '../../../lib/api.ts';

export const resetDataMutationKey = ['admin', 'reset'] as const;

/** DELETE /api/admin/reset/{scope} — 403 unless the caller's email is in ADMIN_EMAILS (DESIGN §5.5). */
export function resetData(scope: ResetScope): Promise<ResetAnswer> {
  return api.delete<ResetAnswer>(`/api/admin/reset/${scope}`);
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
