import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { undoSoldMutationKey } from '#client/lib/query-keys.ts';

/**
 * DELETE /api/products/{id}/sold → the product on sale again; 409 (with its message) once the undo window passed or
 * the sale was reviewed.
 */
export function undoSold(productId: number): Promise<Product> {
  return api.delete<Product>(`/api/products/${productId}/sold`);
}

export function useUndoSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: undoSoldMutationKey,
    mutationFn: undoSold,
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}
