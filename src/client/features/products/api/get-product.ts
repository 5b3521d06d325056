import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { productQueryKey } from '#client/lib/query-keys.ts';

/**
 * GET /api/products/{id} — 404 when it does not exist (or was deleted), 410 when moderation removed it; `seller` is null
 * when the account is gone.
 */
export function getProduct(id: number): Promise<Product> {
  return api.get<Product>(`/api/products/${id}`);
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productQueryKey(id), queryFn: () => getProduct(id) });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
