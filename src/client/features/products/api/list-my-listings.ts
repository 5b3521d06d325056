import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyListing, myListingsQuerySchema } from '#shared/products.ts';
import type { MyListingStatus } from '#shared/products-constants.ts';
import { api } from '#client/lib/api.ts';
import { myListingsQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/me/listings?status=… → the signed-in seller's listings in that tab, each with its views, favourites and chats. */
export function listMyListings(status: MyListingStatus): Promise<MyListing[]> {
  const query: Pick<Required<z.input<typeof myListingsQuerySchema>>, 'status'> = { status };
  return api.get<MyListing[]>(`/api/me/listings?${new URLSearchParams(query).toString()}`);
}

export function useMyListings(status: MyListingStatus) {
  return useQuery({ queryKey: myListingsQueryKey(status), queryFn: () => listMyListings(status) });
}
