import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReserveProductInput } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { reserveProductMutationKey } from '#client/lib/query-keys.ts';

export interface ReserveVariables {
  productId: number;
  /** Who it is kept for; null releases it. */
  buyerId: number | null;
}

/** PATCH /api/products/{id}/reserve { buyerId } → the product reserved for that buyer, or available again with null. */
export function reserveProduct({ productId, buyerId }: ReserveVariables): Promise<Product> {
  const body: ReserveProductInput = { buyerId };
  return api.patch<Product>(`/api/products/${productId}/reserve`, body);
}

export function useReserveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reserveProductMutationKey,
    mutationFn: reserveProduct,
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}
