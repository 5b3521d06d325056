import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtendReservationInput } from '#shared/deals.ts';
import type { ReservationHours } from '#shared/deals-constants.ts';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { extendReservationMutationKey } from '#client/lib/query-keys.ts';

export interface ExtendVariables {
  productId: number;
  hours: ReservationHours;
}

/** POST /api/products/{id}/reserve/extend { hours } → the reservation `hours` longer; 409 the second time. */
export function extendReservation({ productId, hours }: ExtendVariables): Promise<Product> {
  const body: ExtendReservationInput = { hours };
  return api.post<Product>(`/api/products/${productId}/reserve/extend`, body);
}

export function useExtendReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: extendReservationMutationKey,
    mutationFn: extendReservation,
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}
