import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveReportInput } from '#shared/moderation.ts';
import { api } from '#client/lib/api.ts';
import { resolveReportMutationKey } from '#client/lib/query-keys.ts';

export interface ResolveVariables {
  reportId: number;
  action: ResolveReportInput['action'];
  /** Why, for the audit log; blank leaves none. */
  note: string;
}

/**
 * POST /api/admin/reports/{reportId}/resolve { action, note? }: dismiss leaves the content as it is, hide takes it
 * away from everyone, suspend closes its author's account. 403 unless the caller is an administrator.
 */
export async function resolveReport({ reportId, action, note }: ResolveVariables): Promise<void> {
  const trimmed = note.trim();
  await api.post<unknown>(`/api/admin/reports/${reportId}/resolve`, {
    action,
    ...(trimmed ? { note: trimmed } : {}),
  });
}

/** Hiding content or suspending an account changes what any list shows: every cached answer is fetched again. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resolveReportMutationKey,
    mutationFn: resolveReport,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
