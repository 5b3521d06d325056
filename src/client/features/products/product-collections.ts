import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '#shared/products.ts';
import {
  currentUserQueryKey,
  productCollectionQueryKeys,
  productQueryKey,
  productsQueryKey,
  publicProfilesQueryKey,
} from '#client/lib/query-keys.ts';

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

/**
 * After a listing the outbox kept is published, perhaps long after it was made: every product list and the favourites
 * the person is looking at fetch again now, so the new listing appears where they are.
 */
export async function refreshProductCollections(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    productCollectionQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After a deal changes a product (reserved, released, sold, sale undone): the detail shows the answer at once, every
 * other product query and the people's counts (the user's own, public profiles) are fetched again.
 */
export async function refreshAfterDeal(queryClient: QueryClient, product: Product): Promise<void> {
  queryClient.setQueryData(productQueryKey(product.id), product);
  await Promise.all([
    markProductCollectionsStale(queryClient),
    queryClient.invalidateQueries({
      queryKey: productsQueryKey,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== product.id,
    }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicProfilesQueryKey }),
  ]);
}
