import { z } from 'zod';
import { coordinateSchema, idSchema, pageLimitSchema, pagingSchema } from './contract.ts';
import { MEETUP_SPOT_KINDS, MEETUP_SPOT_STATUSES } from './meetup-spots-constants.ts';

/**
 * Safe meetup spots: `GET /api/meetup-spots` (anyone, nearest first), suggestions by signed-in people and the admins'
 * `/api/admin/meetup-spots`. The kinds and statuses are in meetup-spots-constants.ts.
 */
export const MEETUP_SPOTS_DEFAULT = 20;
export const MEETUP_SPOTS_MAX = 50;
export const MEETUP_SPOT_NAME_MAX = 120;
export const MEETUP_SPOT_HOURS_MAX = 120;
export const MEETUP_SPOT_SOURCE_MAX = 500;
/** Suggestions one person may have waiting for an admin at once: a few real places, never a flood of the queue. */
export const MEETUP_SPOT_PENDING_MAX = 5;
export const ADMIN_MEETUP_SPOTS_DEFAULT = 100;
export const ADMIN_MEETUP_SPOTS_MAX = 200;

const bothOrNeither = (query: { lat?: number | undefined; lng?: number | undefined }) =>
  (query.lat === undefined) === (query.lng === undefined);
const coordinatesTogether = { error: 'validation.invalidLongitude', path: ['lng'] };

/** `GET /api/meetup-spots`: `lat` and `lng` together order them nearest first; without them, by name. */
export const meetupSpotsQuerySchema = z
  .object({
    lat: coordinateSchema('latitude').optional(),
    lng: coordinateSchema('longitude').optional(),
    limit: pageLimitSchema(MEETUP_SPOTS_DEFAULT, MEETUP_SPOTS_MAX),
  })
  .refine(bothOrNeither, coordinatesTogether);
export type MeetupSpotsQuery = z.output<typeof meetupSpotsQuerySchema>;

/** An approved spot as everyone sees it; `distanceKm` from the point asked about, null when none was given. */
export const meetupSpotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MEETUP_SPOT_KINDS),
  distritoId: z.number().int(),
  /** "Soyapango, San Salvador Este", as product cards show a place. */
  placeName: z.string(),
  lat: z.number(),
  lng: z.number(),
  hours: z.string().nullable(),
  distanceKm: z.number().nullable(),
});
export type MeetupSpot = z.infer<typeof meetupSpotSchema>;
export const meetupSpotsSchema = z.array(meetupSpotSchema);

/** What an admin sees of a spot: besides the public fields, where it can be checked and who suggested it. */
export const adminMeetupSpotSchema = meetupSpotSchema.omit({ distanceKm: true }).extend({
  status: z.enum(MEETUP_SPOT_STATUSES),
  sourceUrl: z.string().nullable(),
  suggestedBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminMeetupSpot = z.infer<typeof adminMeetupSpotSchema>;
export const adminMeetupSpotsSchema = z.array(adminMeetupSpotSchema);

const text = (requiredKey: string, tooLongKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: tooLongKey })
    .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' });

/** Opening hours as people write them; empty means not known. */
const hoursSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(MEETUP_SPOT_HOURS_MAX, { error: 'validation.meetupSpotHoursTooLong' })
  .transform((value) => value || null)
  .nullable();

const spotFields = {
  name: text('validation.meetupSpotNameRequired', 'validation.meetupSpotNameTooLong', MEETUP_SPOT_NAME_MAX),
  kind: z.enum(MEETUP_SPOT_KINDS, { error: 'validation.meetupSpotKindInvalid' }),
  lat: coordinateSchema('latitude'),
  lng: coordinateSchema('longitude'),
  hours: hoursSchema.optional(),
};

/** `POST /api/meetup-spots/suggestions`: a place a signed-in person proposes; its distrito is the nearest to the point. */
export const suggestMeetupSpotSchema = z.object(spotFields);
export type SuggestMeetupSpotInput = z.input<typeof suggestMeetupSpotSchema>;
export type SuggestMeetupSpot = z.output<typeof suggestMeetupSpotSchema>;

const sourceUrlSchema = z
  .url({ protocol: /^https?$/, error: 'validation.meetupSpotSourceInvalid' })
  .max(MEETUP_SPOT_SOURCE_MAX, { error: 'validation.meetupSpotSourceInvalid' })
  .nullable();

const adminFields = {
  ...spotFields,
  sourceUrl: sourceUrlSchema.optional(),
  /** The distrito, when not the one nearest the point. */
  distritoId: idSchema('validation.placeInvalid').optional(),
};

/** `POST /api/admin/meetup-spots`: a spot an admin adds, approved at once. */
export const createMeetupSpotSchema = z.object(adminFields);
export type CreateMeetupSpot = z.output<typeof createMeetupSpotSchema>;

/** `PATCH /api/admin/meetup-spots/{id}`: any field; `status` approves or rejects a suggestion. */
export const updateMeetupSpotSchema = z
  .object({
    ...adminFields,
    name: adminFields.name.optional(),
    kind: adminFields.kind.optional(),
    lat: adminFields.lat.optional(),
    lng: adminFields.lng.optional(),
    status: z.enum(MEETUP_SPOT_STATUSES, { error: 'validation.meetupSpotStatusInvalid' }).optional(),
  })
  .refine(bothOrNeither, coordinatesTogether)
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'validation.nothingToChange',
  });
export type UpdateMeetupSpotInput = z.input<typeof updateMeetupSpotSchema>;
export type UpdateMeetupSpot = z.output<typeof updateMeetupSpotSchema>;

export const meetupSpotIdParamsSchema = z.object({ id: idSchema('validation.meetupSpotInvalid') });

/** `GET /api/admin/meetup-spots`: one status, or every spot; newest first. */
export const adminMeetupSpotsQuerySchema = z.object({
  status: z.enum(MEETUP_SPOT_STATUSES, { error: 'validation.meetupSpotStatusInvalid' }).optional(),
  ...pagingSchema(ADMIN_MEETUP_SPOTS_DEFAULT, ADMIN_MEETUP_SPOTS_MAX),
});
export type AdminMeetupSpotsQuery = z.output<typeof adminMeetupSpotsQuerySchema>;
