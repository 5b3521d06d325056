import { skipToken, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, SIMILAR_LIMIT, SIMILAR_STALE_MS } from '#shared/constants.ts';
import type { ProductSummary } from '#shared/products.ts';
import { similarProductsQueryKey, type SimilarTo } from '#client/lib/query-keys.ts';
import { listProducts } from './list-products.ts';

/** The similar-products panel's radius, in miles. */
const SIMILAR_MAX_DISTANCE_MILES = 3;
/**
 * One request both fills the panel and counts the rest for '+N more' (docs/decisions/0010-listing-create-and-detail.md):
 * the first SIMILAR_LIMIT are shown, the others only counted, up to a page of the home list.
 */
const SIMILAR_FETCH_LIMIT = PAGE_SIZE_DEFAULT;

export interface SimilarProducts {
  shown: ProductSummary[];
  /** How many more there are beyond those shown. */
  more: number;
  /** True when the request's limit was reached: there may be even more than `more`. */
  moreIsAtLeast: boolean;
}

/** GET /api/products?categoryId&latitude&longitude&maxDistance=3&excludeId&limit — the same category near the user. */
export async function getSimilarProducts({
  productId,
  categoryId,
  near,
}: SimilarTo): Promise<SimilarProducts> {
  const found = await listProducts(
    { categoryId, excludeId: productId, maxDistance: SIMILAR_MAX_DISTANCE_MILES, ...near },
    { limit: SIMILAR_FETCH_LIMIT, offset: 0 },
  );
  return {
    shown: found.slice(0, SIMILAR_LIMIT),
    more: Math.max(0, found.length - SIMILAR_LIMIT),
    moreIsAtLeast: found.length >= SIMILAR_FETCH_LIMIT,
  };
}

/** Asked only once the user's position and the category are known; kept 5 minutes. */
export function useSimilarProducts(similarTo: SimilarTo | null) {
  return useQuery({
    queryKey: similarProductsQueryKey(similarTo),
    queryFn: similarTo ? () => getSimilarProducts(similarTo) : skipToken,
    staleTime: SIMILAR_STALE_MS,
  });
}
