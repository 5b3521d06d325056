import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductSummary } from '#shared/products.ts';
import type { ProductCondition, ProductSort } from '#shared/products-constants.ts';
import { api } from '#client/lib/api.ts';
import { productListQueryKey } from '#client/lib/query-keys.ts';
import { queryString } from '#client/lib/paging.ts';
import { nextPageOffset, PRODUCTS_PAGE_SIZE } from './paging.ts';

/** Filters of GET /api/products (and of search). With latitude/longitude the answer is nearest first with `distance`. */
export interface ProductFilters {
  categoryId?: number;
  sellerId?: number;
  excludeId?: number;
  latitude?: number;
  longitude?: number;
  /** Miles; 999 is the whole country. Only with latitude/longitude. */
  maxDistance?: number;
  /** Sold listings are left out unless asked for: a seller's own list shows them. */
  includeSold?: boolean;
  /** Dollars, both bounds included. */
  minPrice?: number;
  maxPrice?: number;
  /** Any of these conditions; empty or left out: any. */
  condition?: readonly ProductCondition[];
  /** Left out: nearest first (newest first without a location); best match first in search. */
  sort?: ProductSort;
}

export interface Page {
  limit: number;
  offset: number;
}

/** GET /api/products — one page of products; nearest first with a location, otherwise newest first. */
export function listProducts(filters: ProductFilters, page: Page): Promise<ProductSummary[]> {
  return api.get<ProductSummary[]>(`/api/products${queryString({ ...filters, ...page })}`);
}

export function productListQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: productListQueryKey(filters),
    queryFn: ({ pageParam }) => listProducts(filters, { limit: PRODUCTS_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

/** Products page by page as the user scrolls. */
export function useProductList(filters: ProductFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...productListQueryOptions(filters), enabled });
}
