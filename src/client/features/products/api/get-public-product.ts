import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '#shared/sharing.ts';
import { api } from '#client/lib/api.ts';
import { publicProductQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/public/products/{id} → the listing as its shared link shows it; 404 unknown, 410 removed. */
export function usePublicProduct(productId: number) {
  return useQuery({
    queryKey: publicProductQueryKey(productId),
    queryFn: () => api.get<PublicProduct>(`/api/public/products/${productId}`),
  });
}
