import { useQuery } from '@tanstack/react-query';
import type { LatLng } from '#shared/geo.ts';
import type { MeetupSpot } from '#shared/meetup-spots.ts';
import { api } from '#client/lib/api.ts';
import { meetupSpotsQueryKey } from '#client/lib/query-keys.ts';

/** How many nearby spots the safety page shows. */
const NEARBY_COUNT = 5;

/** GET /api/meetup-spots?lat=&lng=&limit= → the approved spots nearest the point; by name without one. Visitors too. */
export function listMeetupSpots(point: LatLng | null): Promise<MeetupSpot[]> {
  const query = new URLSearchParams({ limit: String(NEARBY_COUNT) });
  if (point) {
    query.set('lat', String(point.latitude));
    query.set('lng', String(point.longitude));
  }
  return api.get<MeetupSpot[]>(`/api/meetup-spots?${query}`);
}

export function useMeetupSpots(point: LatLng | null) {
  return useQuery({ queryKey: meetupSpotsQueryKey(point), queryFn: () => listMeetupSpots(point) });
}
