import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyListing, myListingsQuerySchema, MyListingStatus } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { myListingsQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/me/listings?status=… → the signed-in seller's listings in that tab, each with its views, favourites and chats. */
export function listMyListings(status: MyListingStatus): Promise<MyListing[]> {
  const query: Required<z.input<typeof myListingsQuerySchema>> = { status };
  return api.get<MyListing[]>(`/api/me/listings?${new URLSearchParams(query).toString()}`);
}

export function useMyListings(status: MyListingStatus) {
  return useQuery({ queryKey: myListingsQueryKey(status), queryFn: () => listMyListings(status) });
}
