import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMeetupSpot, UpdateMeetupSpotInput } from '#shared/meetup-spots.ts';
import { api } from '#client/lib/api.ts';
import { refreshMeetupSpots } from './refresh-meetup-spots.ts';

/** PATCH /api/admin/meetup-spots/{id}: edits the fields given; `status` approves or rejects a suggestion. */
export function updateMeetupSpot({ id, ...change }: UpdateMeetupSpotInput & { id: number }) {
  return api.patch<AdminMeetupSpot>(`/api/admin/meetup-spots/${id}`, change);
}

export function useUpdateMeetupSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeetupSpot,
    onSuccess: () => refreshMeetupSpots(queryClient),
  });
}
