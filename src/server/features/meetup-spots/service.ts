import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MEETUP_SPOT_PENDING_MAX,
  type AdminMeetupSpot,
  type AdminMeetupSpotsQuery,
  type CreateMeetupSpot,
  type MeetupSpot,
  type MeetupSpotsQuery,
  type SuggestMeetupSpot,
  type UpdateMeetupSpot,
} from '#shared/meetup-spots.ts';
import type { Executor } from '#server/db/client.ts';
import { meetupSpots, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, HttpError, notFound } from '#server/plugins/errors.ts';
import { distritoNear, isDistrito, placeNameOf } from '#server/features/places/service.ts';
import { distanceMiles } from '#server/features/products/queries.ts';

const KM_PER_MILE = 1.609344;

const placeName = sql<string>`coalesce(${placeNameOf(meetupSpots.distritoId)}, '')`;

const publicColumns = {
  id: meetupSpots.id,
  name: meetupSpots.name,
  kind: meetupSpots.kind,
  distritoId: meetupSpots.distritoId,
  placeName,
  lat: meetupSpots.latitude,
  lng: meetupSpots.longitude,
  hours: meetupSpots.hours,
};

const adminColumns = {
  ...publicColumns,
  status: meetupSpots.status,
  sourceUrl: meetupSpots.sourceUrl,
  suggestedBy: meetupSpots.suggestedBy,
  createdAt: meetupSpots.createdAt,
};

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** `GET /api/meetup-spots`: approved spots nearest the point first, or by name without one. */
export async function listMeetupSpots(db: Executor, query: MeetupSpotsQuery): Promise<MeetupSpot[]> {
  const { lat, lng, limit } = query;
  const approved = eq(meetupSpots.status, 'approved');
  if (lat === undefined || lng === undefined) {
    const rows = await db
      .select(publicColumns)
      .from(meetupSpots)
      .where(approved)
      .orderBy(asc(meetupSpots.name), asc(meetupSpots.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, distanceKm: null }));
  }
  const miles = distanceMiles(
    { latitude: lat, longitude: lng },
    { latitude: sql`${meetupSpots.latitude}`, longitude: sql`${meetupSpots.longitude}` },
  );
  const rows = await db
    .select({ ...publicColumns, miles })
    .from(meetupSpots)
    .where(approved)
    .orderBy(asc(miles), asc(meetupSpots.id))
    .limit(limit);
  return rows.map(({ miles: rowMiles, ...row }) => ({ ...row, distanceKm: roundKm(rowMiles * KM_PER_MILE) }));
}

async function adminSpots(db: Executor, where: SQL | undefined, paging = { limit: 1, offset: 0 }) {
  const rows = await db
    .select(adminColumns)
    .from(meetupSpots)
    .where(where)
    .orderBy(desc(meetupSpots.createdAt), desc(meetupSpots.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** `GET /api/admin/meetup-spots`: every spot of the status asked for (all without one), newest first. */
export function adminMeetupSpots(db: Executor, { status, ...paging }: AdminMeetupSpotsQuery) {
  return adminSpots(db, status ? eq(meetupSpots.status, status) : undefined, paging);
}

async function adminSpot(db: Executor, id: number): Promise<AdminMeetupSpot> {
  const [spot] = await adminSpots(db, eq(meetupSpots.id, id));
  if (!spot) throw notFound('api.meetupSpotNotFound');
  return spot;
}

/** The distrito chosen (which must be one), or the one whose centre is nearest the point (which must be in the country). */
async function distritoFor(db: Executor, point: { lat: number; lng: number }, chosen?: number) {
  if (chosen !== undefined) {
    if (!(await isDistrito(db, chosen))) throw badRequest('validation.placeInvalid');
    return chosen;
  }
  const nearest = await distritoNear(db, { latitude: point.lat, longitude: point.lng });
  if (nearest === null) throw badRequest('validation.meetupSpotOutside');
  return nearest;
}

const spotValues = (input: SuggestMeetupSpot, distritoId: number) => ({
  name: input.name,
  kind: input.kind,
  distritoId,
  latitude: input.lat,
  longitude: input.lng,
  hours: input.hours ?? null,
});

async function insertSpot(tx: Executor, values: typeof meetupSpots.$inferInsert): Promise<AdminMeetupSpot> {
  const [created] = await tx.insert(meetupSpots).values(values).returning({ id: meetupSpots.id });
  if (!created) throw new Error('the meetup spot was not stored');
  return adminSpot(tx, created.id);
}

/** `POST /api/admin/meetup-spots`: a spot the admin adds, approved and reviewed by them. */
export async function createMeetupSpot(
  deps: Pick<AppDeps, 'db' | 'log'>,
  adminId: number,
  input: CreateMeetupSpot,
): Promise<AdminMeetupSpot> {
  return transaction(deps, async (tx) => {
    const distritoId = await distritoFor(tx, input, input.distritoId);
    return insertSpot(tx, {
      ...spotValues(input, distritoId),
      sourceUrl: input.sourceUrl ?? null,
      status: 'approved',
      reviewedBy: adminId,
    });
  });
}

/**
 * `PATCH /api/admin/meetup-spots/{id}`: changes the fields given. A new point without a distrito takes the nearest
 * distrito again; the admin becomes the spot's reviewer.
 */
export async function updateMeetupSpot(
  deps: Pick<AppDeps, 'db' | 'log'>,
  adminId: number,
  { id, change }: { id: number; change: UpdateMeetupSpot },
): Promise<AdminMeetupSpot> {
  return transaction(deps, async (tx) => {
    const current = await adminSpot(tx, id);
    const point = { lat: change.lat ?? current.lat, lng: change.lng ?? current.lng };
    const movedOrPlaced = change.lat !== undefined || change.distritoId !== undefined;
    const distritoId = movedOrPlaced ? await distritoFor(tx, point, change.distritoId) : current.distritoId;
    await tx
      .update(meetupSpots)
      .set({
        name: change.name,
        kind: change.kind,
        latitude: point.lat,
        longitude: point.lng,
        distritoId,
        hours: change.hours,
        sourceUrl: change.sourceUrl,
        status: change.status,
        reviewedBy: adminId,
        updatedAt: sql`now()`,
      })
      .where(eq(meetupSpots.id, id));
    return adminSpot(tx, id);
  });
}

/** `DELETE /api/admin/meetup-spots/{id}`. */
export async function deleteMeetupSpot(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(meetupSpots)
    .where(eq(meetupSpots.id, id))
    .returning({ id: meetupSpots.id });
  if (deleted.length === 0) throw notFound('api.meetupSpotNotFound');
}

/**
 * `POST /api/meetup-spots/suggestions`: stored `suggested` for an admin to review, in the distrito nearest the point.
 * One person has at most MEETUP_SPOT_PENDING_MAX waiting; the count is taken with the person's row locked so two
 * suggestions sent at once cannot both pass it.
 */
export async function suggestMeetupSpot(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: number,
  input: SuggestMeetupSpot,
): Promise<AdminMeetupSpot> {
  return transaction(deps, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select({ value: count() })
      .from(meetupSpots)
      .where(and(eq(meetupSpots.suggestedBy, userId), eq(meetupSpots.status, 'suggested')));
    if ((pending?.value ?? 0) >= MEETUP_SPOT_PENDING_MAX)
      throw new HttpError(429, 'api.meetupSpotsPendingLimit', { values: { limit: MEETUP_SPOT_PENDING_MAX } });
    const distritoId = await distritoFor(tx, input);
    return insertSpot(tx, { ...spotValues(input, distritoId), status: 'suggested', suggestedBy: userId });
  });
}
