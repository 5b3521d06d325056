import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { productQueryKey } from '#client/lib/query-keys.ts';
import { markProductCollectionsStale } from '#client/features/products/product-collections.ts';

export const markSoldMutationKey = ['products', 'mark-sold'] as const;

/** PATCH /api/products/{id}/sold → the sold product; 403 not the seller's, 404 gone, 409 already sold. */
export function markSold(productId: number): Promise<Product> {
  return api.patch<Product>(`/api/products/${productId}/sold`);
}

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markSoldMutationKey,
    mutationFn: markSold,
    onSuccess: async (product) => {
      await markProductCollectionsStale(queryClient);
      queryClient.setQueryData(productQueryKey(product.id), product);
    },
  });
}
