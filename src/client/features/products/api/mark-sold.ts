import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkSoldInput } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { markSoldMutationKey } from '#client/lib/query-keys.ts';

export interface MarkSoldVariables {
  productId: number;
  /** The buyer on Cerquita; null for someone outside it. */
  buyerId: number | null;
}

/**
 * PATCH /api/products/{id}/sold { buyerId? } → the sold product (with `undoSoldUntil`); 403 not the seller's, 404
 * gone, 409 already sold.
 */
export function markSold({ productId, buyerId }: MarkSoldVariables): Promise<Product> {
  const body: MarkSoldInput = buyerId === null ? {} : { buyerId };
  return api.patch<Product>(`/api/products/${productId}/sold`, body);
}

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markSoldMutationKey,
    mutationFn: markSold,
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}
