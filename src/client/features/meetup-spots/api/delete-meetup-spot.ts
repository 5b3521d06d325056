import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { refreshMeetupSpots } from './refresh-meetup-spots.ts';

/** DELETE /api/admin/meetup-spots/{id}: nobody sees the spot again. */
export async function deleteMeetupSpot(id: number): Promise<void> {
  await api.delete<unknown>(`/api/admin/meetup-spots/${id}`);
}

export function useDeleteMeetupSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeetupSpot,
    onSuccess: () => refreshMeetupSpots(queryClient),
  });
}
