import { skipToken, useQuery } from '@tanstack/react-query';
import type { LatLng, ReverseGeocode } from '#shared/geo.ts';
import { api } from '#client/lib/api.ts';
import { reverseGeocodeQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/geo/reverse → the nearest known place in El Salvador, or all null far from every place. */
export function reverseGeocode({ latitude, longitude }: LatLng): Promise<ReverseGeocode> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return api.get<ReverseGeocode>(`/api/geo/reverse?${query}`);
}

/** The city of a point; idle while the point is unknown. */
export function useReverseGeocode(point: LatLng | null) {
  return useQuery({
    queryKey: reverseGeocodeQueryKey(point),
    queryFn: point ? () => reverseGeocode(point) : skipToken,
  });
}
