import { useMemo } from 'react';
import type { DistanceUnit } from '#shared/format.ts';
import type { ProductSummary } from '#shared/products.ts';
import type { BrowsingCentre } from '#client/lib/browsing-centre.ts';
import { useFavorites } from '#client/features/favorites/api/get-favorites.ts';
import { useProductList, type ProductFilters } from '#client/features/products/api/list-products.ts';
import { uniqueById } from '#client/lib/paging.ts';
import { useProductSearch } from '#client/features/products/api/search-products.ts';
import { applyChoices } from './choices.ts';
import type { MarketplaceParams } from './home-params.ts';
import { defaultRadius } from './radius.ts';

export interface ListingResults {
  products: ProductSummary[];
  /** First page on its way (or the position it needs). */
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/** 4 decimals (about 11 m): plenty for distances, and the same spot gives the same cached list. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

function nearFilters({ point }: BrowsingCentre): Pick<ProductFilters, 'latitude' | 'longitude'> {
  if (!point) return {};
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) };
}

/** The sheet's price range, conditions and order, as the API takes them. */
function choiceFilters(params: MarketplaceParams): ProductFilters {
  return {
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    condition: params.conditions,
    sort: params.sort,
  };
}

/**
 * The products the marketplace shows for its state: nearby `centre` (or newest without one), a search, the user's
 * own listings, or their favourites, each with the filter sheet's choices. Lists load page by page; the favourites
 * come whole. `awaitingPosition`: the device's position is on its way, so the lists wait for it instead of loading
 * twice.
 */
export function useListingResults(
  params: MarketplaceParams,
  { centre, awaitingPosition }: { centre: BrowsingCentre; awaitingPosition: boolean },
  userId: number | null,
  unit: DistanceUnit,
): ListingResults {
  const near = nearFilters(centre);
  const located = near.latitude !== undefined;
  const browseFilters: ProductFilters = {
    ...near,
    ...choiceFilters(params),
    categoryId: params.categoryId,
    maxDistance: located ? (params.radius ?? defaultRadius(unit)) : undefined,
  };
  const browsing = params.listing === 'all' && !params.query;
  const searching = params.listing === 'all' && Boolean(params.query);
  const mine = params.listing === 'mine' && userId !== null;

  const list = useProductList(browseFilters, { enabled: browsing && !awaitingPosition });
  const search = useProductSearch(params.query, browseFilters, { enabled: searching && !awaitingPosition });
  const own = useProductList(
    { ...near, ...choiceFilters(params), sellerId: userId ?? undefined, includeSold: true },
    { enabled: mine && !awaitingPosition },
  );
  const favorites = useFavorites({ enabled: params.listing === 'favorites' && userId !== null });
  const pages = browsing ? list : searching ? search : own;
  const pagedProducts = useMemo(() => uniqueById(pages.data?.pages.flat() ?? []), [pages.data]);
  const favoriteProducts = useMemo(
    () => applyChoices(favorites.data?.map((favorite) => favorite.product) ?? [], params),
    [favorites.data, params],
  );

  if (params.listing === 'favorites') {
    return {
      products: favoriteProducts,
      isLoading: favorites.isPending,
      error: favorites.error,
      retry: () => void favorites.refetch(),
      hasMore: false,
      isLoadingMore: false,
      loadMoreFailed: false,
      loadMore: () => undefined,
    };
  }
  return {
    products: pagedProducts,
    isLoading: awaitingPosition || pages.isPending,
    error: pages.isFetchNextPageError ? null : pages.error,
    retry: () => void pages.refetch(),
    hasMore: pages.hasNextPage,
    isLoadingMore: pages.isFetchingNextPage,
    loadMoreFailed: pages.isFetchNextPageError,
    loadMore: () => void pages.fetchNextPage(),
  };
}
