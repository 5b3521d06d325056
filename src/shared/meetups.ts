import { z } from 'zod';
import type { Language } from './constants.ts';
import { idSchema } from './contract.ts';

/**
 * Meetups proposed in a chat: a place (a safe spot or a pin), a time, and whether the other side accepted it. Only the
 * two participants see the point; a listing keeps its coarse area. Messages are catalog keys.
 */
export const MEETUP_STATUSES = ['proposed', 'accepted', 'replaced'] as const;
export type MeetupStatus = (typeof MEETUP_STATUSES)[number];

export const MEETUP_NAME_MAX = 120;

/** El Salvador with a margin of a few kilometres, so a spot on the border (La Hachadura, El Amatillo) fits. */
export const MEETUP_AREA = { south: 12.9, north: 14.6, west: -90.3, east: -87.5 } as const;

/** How long after the meetup a shared plan still opens. */
export const PLAN_LINK_HOURS_AFTER = 24;

const latitudeSchema = z
  .number({ error: 'validation.meetupPlaceOutside' })
  .min(MEETUP_AREA.south, { error: 'validation.meetupPlaceOutside' })
  .max(MEETUP_AREA.north, { error: 'validation.meetupPlaceOutside' });

const longitudeSchema = z
  .number({ error: 'validation.meetupPlaceOutside' })
  .min(MEETUP_AREA.west, { error: 'validation.meetupPlaceOutside' })
  .max(MEETUP_AREA.east, { error: 'validation.meetupPlaceOutside' });

/** An ISO date and time with its offset, later than now. */
const futureTimeSchema = z.iso
  .datetime({ offset: true, error: 'validation.meetupTimeInvalid' })
  .refine((value) => Date.parse(value) > Date.now(), { error: 'validation.meetupTimeInPast' });

/** What a `meetup` message proposes: a safe spot (`spotId`) or a pin the person placed, named either way. */
export const meetupProposalSchema = z.object(
  {
    spotId: idSchema('validation.meetupSpotInvalid', 'numeric').optional(),
    name: z
      .string({ error: 'validation.meetupNameRequired' })
      .trim()
      .min(1, { error: 'validation.meetupNameRequired' })
      .max(MEETUP_NAME_MAX, { error: 'validation.meetupNameTooLong' })
      .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' }),
    lat: latitudeSchema,
    lng: longitudeSchema,
    at: futureTimeSchema,
  },
  { error: 'validation.meetupRequired' },
);
export type MeetupProposal = z.output<typeof meetupProposalSchema>;

/** A meetup as a message carries it: what was proposed and where it stands now. */
export const meetupSchema = z.object({
  spotId: z.number().int().nullable(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  at: z.string(),
  status: z.enum(MEETUP_STATUSES),
});
export type Meetup = z.infer<typeof meetupSchema>;

export const meetupIdParamsSchema = z.object({ messageId: idSchema('validation.invalidMessageId') });

/** `POST /api/meetups/{messageId}/plan`: the link to the shared plan and when it stops opening. */
export const sharedPlanLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SharedPlanLink = z.infer<typeof sharedPlanLinkSchema>;

/** Where a meetup opens in Google Maps and in Waze: plain links, so they work from a cached chat. */
export const googleMapsUrl = ({ lat, lng }: Pick<Meetup, 'lat' | 'lng'>) =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
export const wazeUrl = ({ lat, lng }: Pick<Meetup, 'lat' | 'lng'>) =>
  `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`;

/** El Salvador's clock: every meetup time is read in it, wherever the phone's own clock is set. */
export const EL_SALVADOR_TIME_ZONE = 'America/El_Salvador';

const MEETUP_TIME_LOCALES: Record<Language, string> = { es: 'es-SV', en: 'en-US' };

/** "sábado, 5 de diciembre, 10:00 a. m.": a meetup's day and time in El Salvador, in the reader's language. */
export function formatMeetupTime(at: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(MEETUP_TIME_LOCALES[language], {
    timeZone: EL_SALVADOR_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

/** El Salvador keeps UTC−6 all year (no summer time): a time picked on its clock is read with this offset. */
const EL_SALVADOR_OFFSET_MS = -6 * 3_600_000;

/** A `datetime-local` field's value ("2026-12-05T10:00"), read on El Salvador's clock, as an ISO instant; null if none. */
export function elSalvadorTimeToIso(localValue: string): string | null {
  const asUtc = Date.parse(`${localValue}:00Z`);
  return Number.isNaN(asUtc) ? null : new Date(asUtc - EL_SALVADOR_OFFSET_MS).toISOString();
}

/** An instant as a `datetime-local` field shows it on El Salvador's clock ("2026-12-05T10:00"). */
export const isoToElSalvadorTime = (instant: Date) =>
  new Date(instant.getTime() + EL_SALVADOR_OFFSET_MS).toISOString().slice(0, 16);
