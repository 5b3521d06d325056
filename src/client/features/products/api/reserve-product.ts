import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReserveProductInput } from '#shared/deals.ts';
import type { ReservationHours } from '#shared/deals-constants.ts';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { reserveProductMutationKey } from '#client/lib/query-keys.ts';

export interface ReserveVariables {
  productId: number;
  /** Who it is kept for; null releases it. */
  buyerId: number | null;
  /** How long it holds; the server's default (48) when left out. */
  hours?: ReservationHours;
}

/**
 * PATCH /api/products/{id}/reserve { buyerId, hours } → the product reserved for that buyer until `reservedUntil`,
 * or available again with null.
 */
export function reserveProduct({ productId, buyerId, hours }: ReserveVariables): Promise<Product> {
  const body: ReserveProductInput = { buyerId, hours };
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
