import type { QueryClient } from '@tanstack/react-query';
import { adminMeetupSpotsRootKey, meetupSpotsRootKey } from '#client/lib/query-keys.ts';

/** A spot approved, rejected, edited or deleted changes both the admins' lists and what everyone sees. */
export async function refreshMeetupSpots(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meetupSpotsRootKey }),
    queryClient.invalidateQueries({ queryKey: adminMeetupSpotsRootKey }),
  ]);
}
