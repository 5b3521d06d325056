import { useQuery } from '@tanstack/react-query';
import type { AdminMeetupSpot } from '#shared/meetup-spots.ts';
import type { MeetupSpotStatus } from '#shared/meetup-spots-constants.ts';
import { api } from '#client/lib/api.ts';
import { adminMeetupSpotsQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/admin/meetup-spots?status= → the spots of that status, newest first; 403 unless an admin asks. */
export function listAdminMeetupSpots(status: MeetupSpotStatus): Promise<AdminMeetupSpot[]> {
  return api.get<AdminMeetupSpot[]>(`/api/admin/meetup-spots?${new URLSearchParams({ status })}`);
}

export function useAdminMeetupSpots(status: MeetupSpotStatus) {
  return useQuery({
    queryKey: adminMeetupSpotsQueryKey(status),
    queryFn: () => listAdminMeetupSpots(status),
    retry: false,
  });
}
