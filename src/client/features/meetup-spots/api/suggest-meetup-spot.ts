import { useMutation } from '@tanstack/react-query';
import type { AdminMeetupSpot, SuggestMeetupSpotInput } from '#shared/meetup-spots.ts';
import { api } from '#client/lib/api.ts';

/** POST /api/meetup-spots/suggestions: waits, unseen by others, until an admin approves it. 429 past a few waiting. */
export function suggestMeetupSpot(input: SuggestMeetupSpotInput): Promise<AdminMeetupSpot> {
  return api.post<AdminMeetupSpot>('/api/meetup-spots/suggestions', input);
}

export function useSuggestMeetupSpot() {
  return useMutation({ mutationFn: suggestMeetupSpot });
}
