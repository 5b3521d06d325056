import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/deals.ts';
import { api } from '#client/lib/api.ts';
import { publicProfileQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/users/{id} → what anyone signed in may see of that person; 404 when the account does not exist. */
export function getPublicProfile(userId: number): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/api/users/${userId}`);
}

export const publicProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: publicProfileQueryKey(userId), queryFn: () => getPublicProfile(userId) });

export function usePublicProfile(userId: number) {
  return useQuery(publicProfileQueryOptions(userId));
}
