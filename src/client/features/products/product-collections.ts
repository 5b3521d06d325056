import type { QueryClient } from '@tanstack/react-query';
import { productCollectionQueryKeys } from '#client/lib/query-keys.ts';

/**
 * After a product is created, sold or deleted: every product list and the favourites refetch when next shown rather
 * than now — the screen that made the change updates itself or is leaving (a deleted product would answer 404).
 */
export async function markProductCollectionsStale(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    productCollectionQueryKeys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
}
