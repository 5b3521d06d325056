import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityCheck } from '#shared/identity.ts';
import { api } from '#client/lib/api.ts';
import { identityChecksQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/admin/identity-checks → waiting checks first, then decided ones; 403 unless the caller is an admin. */
export function listIdentityChecks(): Promise<IdentityCheck[]> {
  return api.get<IdentityCheck[]>('/api/admin/identity-checks');
}

export const identityChecksQueryOptions = queryOptions({
  queryKey: identityChecksQueryKey,
  queryFn: listIdentityChecks,
  retry: false,
});

export function useIdentityChecks() {
  return useQuery(identityChecksQueryOptions);
}
