import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedPerson } from '#shared/blocks.ts';
import { api } from '#client/lib/api.ts';
import { blocksQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/blocks → the people the caller blocked, latest first. */
export function listBlocks(): Promise<BlockedPerson[]> {
  return api.get<BlockedPerson[]>('/api/blocks');
}

export const blocksQueryOptions = queryOptions({ queryKey: blocksQueryKey, queryFn: listBlocks });

export function useBlocks() {
  return useQuery(blocksQueryOptions);
}

/** Whether the signed-in user blocked this person; false for nobody, while the list loads or could not load. */
export function useIsBlocked(userId: number | undefined): boolean {
  const { data } = useQuery({
    ...blocksQueryOptions,
    enabled: userId !== undefined,
    select: (people) => people.some((person) => person.id === userId),
  });
  return data ?? false;
}
