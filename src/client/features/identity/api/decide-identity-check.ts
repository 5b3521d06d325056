import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityStatus } from '#shared/identity.ts';
import { api } from '#client/lib/api.ts';
import { identityChecksQueryKey } from '#client/lib/query-keys.ts';

/** An admin's decision on a check: approve with the DUI number read off the photos, or reject with a reason. */
export type IdentityDecision =
  | { checkId: number; action: 'approve'; duiNumber: string }
  | { checkId: number; action: 'reject'; reason: string };

/** POST /api/admin/identity-checks/{id}/approve `{ duiNumber }` or /reject `{ reason }`. */
export function decideIdentityCheck(decision: IdentityDecision): Promise<IdentityStatus> {
  const url = `/api/admin/identity-checks/${decision.checkId}/${decision.action}`;
  return decision.action === 'approve'
    ? api.post<IdentityStatus>(url, { duiNumber: decision.duiNumber })
    : api.post<IdentityStatus>(url, { reason: decision.reason });
}

export function useDecideIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIdentityCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityChecksQueryKey }),
  });
}
