import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityStatus } from '#shared/identity.ts';
import { api } from '#client/lib/api.ts';
import { identityStatusQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/user/identity → the person's latest identity check (`none` before any). */
export function getIdentityStatus(): Promise<IdentityStatus> {
  return api.get<IdentityStatus>('/api/user/identity');
}

export const identityStatusQueryOptions = queryOptions({
  queryKey: identityStatusQueryKey,
  queryFn: getIdentityStatus,
});

export function useIdentityStatus() {
  return useQuery(identityStatusQueryOptions);
}
