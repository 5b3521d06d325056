import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { productsQueryKey, renewProductMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/products/{id}/renew → the owner's expired listing is for sale again, as if just posted; 403 for anyone else. */
export function renewProduct(productId: number): Promise<unknown> {
  return api.post<unknown>(`/api/products/${productId}/renew`);
}

/** Afterwards every product query fetches again: the listing moves from Vencidos to En venta and back into the lists. */
export function useRenewProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: renewProductMutationKey,
    mutationFn: renewProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
