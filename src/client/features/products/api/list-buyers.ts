import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealPerson } from '#shared/deals.ts';
import { api } from '#client/lib/api.ts';
import { productBuyersQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/products/{id}/buyers (the seller only) → the people who wrote about it, most recent first. */
export function listBuyers(productId: number): Promise<DealPerson[]> {
  return api.get<DealPerson[]>(`/api/products/${productId}/buyers`);
}

export const buyersQueryOptions = (productId: number) =>
  queryOptions({ queryKey: productBuyersQueryKey(productId), queryFn: () => listBuyers(productId) });

/** Fetched when the dialog that picks the buyer opens. */
export function useBuyers(productId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...buyersQueryOptions(productId), enabled });
}
