import type { Meetup } from '#shared/meetups.ts';
import { meetups } from '#server/db/schema.ts';

/** A meetup row as the chat shows it: messages carry the meetup they propose, read by the meetups' calls too. */
export type MeetupRow = typeof meetups.$inferSelect;

export function toMeetup(row: MeetupRow): Meetup {
  return {
    spotId: row.spotId,
    name: row.name,
    lat: row.latitude,
    lng: row.longitude,
    at: row.at.toISOString(),
    status: row.status,
  };
}
