import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LatLng } from '#shared/great-circle.ts';
import {
  nearestDistrito,
  searchDivisions,
  type PlaceMatch,
  type PlaceRow,
} from '#shared/places/divisions.ts';
import { PLACE_NAMING_MAX_MILES } from '#shared/places/places.ts';
import type { Executor } from '#server/db/client.ts';
import { places } from '#server/db/schema.ts';

/** How many places `GET /api/places` answers at most. */
export const PLACE_MATCHES_MAX = 20;

/** The whole `places` table (320 rows of reference data): small enough to rank in memory. */
export async function placeRowsOf(db: Executor): Promise<PlaceRow[]> {
  const rows = await db
    .select({
      id: places.id,
      type: places.type,
      name: places.name,
      parentId: places.parentId,
      aliases: places.aliases,
      lat: places.latitude,
      lng: places.longitude,
    })
    .from(places);
  return rows;
}

export async function searchPlaces(db: Executor, query: string): Promise<PlaceMatch[]> {
  return searchDivisions(await placeRowsOf(db), query, PLACE_MATCHES_MAX);
}
/** Whether the id is a distrito's. */
export async function isDistrito(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ type: places.type }).from(places).where(eq(places.id, id));
  return row?.type === 'distrito';
}

/** Names the distrito whose centre is nearest a point (null outside the country), reading the table once for many points. */
export async function distritoFinder(db: Executor): Promise<(point: LatLng) => number | null> {
  const rows = await placeRowsOf(db);
  return (point) => nearestDistrito(rows, point, PLACE_NAMING_MAX_MILES)?.id ?? null;
}

/** The distrito whose centre is nearest the point; null outside the country. */
export async function distritoNear(db: Executor, point: LatLng): Promise<number | null> {
  return (await distritoFinder(db))(point);
}

/** A distrito's name with its municipio's, as people say them ("Soyapango, San Salvador Este"); null without one. */
export function placeNameOf(distritoId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${sql.raw('distrito.name')} || ', ' || ${sql.raw('municipio.name')}
  from ${places} as distrito join ${places} as municipio on ${sql.raw('municipio.id = distrito.parent_id')}
  where ${sql.raw('distrito.id')} = ${distritoId})`;
}
