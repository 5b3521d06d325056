import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Handover, HandoverCodeInput } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import {
  confirmHandoverMutationKey,
  confirmPurchaseMutationKey,
  handoverQueryKey,
} from '#client/lib/query-keys.ts';

/** GET /api/products/{id}/handover → the code the reserved buyer shows at the meetup; 403 for anyone else. */
export function useHandover(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: handoverQueryKey(productId),
    queryFn: () => api.get<Handover>(`/api/products/${productId}/handover`),
    enabled,
  });
}

/**
 * POST /api/products/{id}/handover { code } → the product sold to its reserved buyer, confirmed; a wrong code answers
 * 400 with the tries left, too many 429.
 */
export function useConfirmHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmHandoverMutationKey,
    mutationFn: ({ productId, code }: { productId: number } & HandoverCodeInput) =>
      api.post<Product>(`/api/products/${productId}/handover`, { code }),
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}

/** POST /api/products/{id}/confirm-purchase → the recorded buyer confirms a sale marked by hand. */
export function useConfirmPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmPurchaseMutationKey,
    mutationFn: (productId: number) => api.post<Product>(`/api/products/${productId}/confirm-purchase`),
    onSuccess: (product) => refreshAfterDeal(queryClient, product),
  });
}
