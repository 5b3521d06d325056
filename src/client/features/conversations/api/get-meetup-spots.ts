import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { LatLng } from '#shared/geo.ts';
import { api } from '#client/lib/api.ts';

/** How many safe spots the meetup sheet offers. */
const SPOTS_SHOWN = 8;

/**
 * The answer of `GET /api/meetup-spots` as this sheet reads it: approved safe spots, nearest first. The call belongs to
 * the safe spots' feature; the sheet checks the answer's shape itself and shows no list when it does not match.
 */
const meetupSpotsAnswerSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    placeName: z.string().nullish(),
    lat: z.number(),
    lng: z.number(),
    hours: z.string().nullish(),
    distanceKm: z.number(),
  }),
);
export type NearbySpot = z.infer<typeof meetupSpotsAnswerSchema>[number];

async function getMeetupSpots({ latitude, longitude }: LatLng): Promise<NearbySpot[]> {
  const query = new URLSearchParams({
    lat: String(latitude),
    lng: String(longitude),
    limit: String(SPOTS_SHOWN),
  });
  return meetupSpotsAnswerSchema.parse(await api.get<unknown>(`/api/meetup-spots?${query.toString()}`));
}

/** The safe spots nearest `centre`; a failure leaves the sheet with its pin instead of a list. */
export function useMeetupSpots(centre: LatLng) {
  return useQuery({
    queryKey: ['meetup-spots', centre.latitude, centre.longitude],
    queryFn: () => getMeetupSpots(centre),
    retry: false,
    staleTime: Infinity,
  });
}
