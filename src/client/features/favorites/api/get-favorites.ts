import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favorite } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { favoritesQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/favorites — the user's favourites, newest first, each wrapping its product. */
export function getFavorites(): Promise<Favorite[]> {
  return api.get<Favorite[]>('/api/favorites');
}

export const favoritesQueryOptions = queryOptions({ queryKey: favoritesQueryKey, queryFn: getFavorites });

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions, enabled });
}
