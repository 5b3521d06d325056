import { skipToken, useQuery } from '@tanstack/react-query';
import type { LatLng, ReverseGeocode } from '#shared/geo.ts';
import { api } from '#client/lib/api.ts';

/** Points this close (about 10 m) share a cached answer: the nearest town does not change within them. */
const KEY_DECIMALS = 4;

export const reverseGeocodeQueryKey = ({ latitude, longitude }: LatLng) =>
  ['geo', 'reverse', latitude.toFixed(KEY_DECIMALS), longitude.toFixed(KEY_DECIMALS)] as const;

/** GET /api/geo/reverse → the nearest known place in El Salvador, or all null far from every place. */
export function reverseGeocode({ latitude, longitude }: LatLng): Promise<ReverseGeocode> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return api.get<ReverseGeocode>(`/api/geo/reverse?${query}`);
}

/** The city of a point; idle while the point is unknown. */
export function useReverseGeocode(point: LatLng | null) {
  return useQuery({
    queryKey: point ? reverseGeocodeQueryKey(point) : (['geo', 'reverse'] as const),
    queryFn: point ? () => reverseGeocode(point) : skipToken,
  });
}
