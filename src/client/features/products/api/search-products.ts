import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductSummary } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { productSearchQueryKey } from '#client/lib/query-keys.ts';
import { queryString } from '#client/lib/paging.ts';
import { nextPageOffset, PRODUCTS_PAGE_SIZE } from './paging.ts';
import type { Page, ProductFilters } from './list-products.ts';

export type SearchFilters = Omit<ProductFilters, 'sellerId' | 'excludeId'>;

/** GET /api/products/search — Spanish-aware and typo-tolerant, best matches first, then nearest. */
export function searchProducts(q: string, filters: SearchFilters, page: Page): Promise<ProductSummary[]> {
  return api.get<ProductSummary[]>(`/api/products/search${queryString({ q, ...filters, ...page })}`);
}

export function productSearchQueryOptions(q: string, filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: productSearchQueryKey(q, filters),
    queryFn: ({ pageParam }) => searchProducts(q, filters, { limit: PRODUCTS_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

export function useProductSearch(
  q: string,
  filters: SearchFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...productSearchQueryOptions(q, filters), enabled });
}
