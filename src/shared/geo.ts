import { z } from 'zod';
import { EARTH_RADIUS_MILES } from './constants.ts';

/** Distances, bounding boxes and coordinate parsing. Pure: used by server and client. */
export type LatLng = { latitude: number; longitude: number };
export type CoordinateKind = 'latitude' | 'longitude';
export type BoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
};

const LIMITS: Record<CoordinateKind, number> = { latitude: 90, longitude: 180 };
const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
/** Added on every side of a bounding box so that rounding never leaves a point exactly on the radius outside. */
const BOX_MARGIN_DEGREES = 1e-9;

const toRadians = (degrees: number) => degrees * RADIANS;

/** Great-circle distance in miles (haversine, R = 3958.8 mi). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusMiles` of `center` (the pre-filter before the
 * exact haversine check). A circle's widest longitude is not due east of its centre but towards the nearer pole:
 * half-width asin(sin d / cos φ), d the angular radius (Matuschek). When the circle reaches a pole, or crosses the
 * ±180° meridian, the box spans every longitude (one range, never two), which still holds every point.
 */
export function boundingBox(center: LatLng, radiusMiles: number): BoundingBox {
  if (!Number.isFinite(radiusMiles) || radiusMiles < 0) throw new RangeError('radiusMiles must be ≥ 0');
  const angular = radiusMiles / EARTH_RADIUS_MILES;
  const latitude = toRadians(center.latitude);
  const minLatitude = (latitude - angular) * DEGREES - BOX_MARGIN_DEGREES;
  const maxLatitude = (latitude + angular) * DEGREES + BOX_MARGIN_DEGREES;
  const everyLongitude = { minLongitude: -180, maxLongitude: 180 };
  const clamped = { minLatitude: Math.max(-90, minLatitude), maxLatitude: Math.min(90, maxLatitude) };
  if (minLatitude <= -90 || maxLatitude >= 90 || angular >= Math.PI / 2)
    return { ...clamped, ...everyLongitude };
  const ratio = Math.sin(angular) / Math.cos(latitude);
  if (ratio >= 1) return { ...clamped, ...everyLongitude };
  const halfWidth = Math.asin(ratio) * DEGREES + BOX_MARGIN_DEGREES;
  const minLongitude = center.longitude - halfWidth;
  const maxLongitude = center.longitude + halfWidth;
  if (minLongitude < -180 || maxLongitude > 180) return { ...clamped, ...everyLongitude };
  return { ...clamped, minLongitude, maxLongitude };
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A latitude or longitude from a number or a numeric string (clients send either), or null when
 * it is missing, not a plain decimal number, not finite or out of range (such points are not drawn on the map).
 */
export function parseCoordinate(value: unknown, kind: CoordinateKind): number | null {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) parsed = Number(value.trim());
  else return null;
  if (!Number.isFinite(parsed) || Math.abs(parsed) > LIMITS[kind]) return null;
  return parsed;
}

/** True when both parts are valid coordinates (numbers or numeric strings within range). */
export function isValidCoordinatePair(latitude: unknown, longitude: unknown): boolean {
  return parseCoordinate(latitude, 'latitude') !== null && parseCoordinate(longitude, 'longitude') !== null;
}

const COORDINATE_MESSAGES: Record<CoordinateKind, string> = {
  latitude: 'validation.invalidLatitude',
  longitude: 'validation.invalidLongitude',
};

/** A coordinate field: a number or numeric string in, a number within range out; catalog key as the message. */
export function coordinateSchema(kind: CoordinateKind) {
  const error = COORDINATE_MESSAGES[kind];
  return z.union([z.number(), z.string()], { error }).transform((value, context) => {
    const parsed = parseCoordinate(value, kind);
    if (parsed === null) {
      context.issues.push({ code: 'custom', message: error, input: value });
      return z.NEVER;
    }
    return parsed;
  });
}

/** `GET /api/geo/reverse` query. */
export const reverseGeocodeQuerySchema = z.object({
  latitude: coordinateSchema('latitude'),
  longitude: coordinateSchema('longitude'),
});

/**
 * `GET /api/geo/reverse` answer: the nearest known place, or all null when the point is far from every place
 * (outside El Salvador) and the client shows 'Ubicación actual' instead.
 */
export const reverseGeocodeSchema = z.object({
  city: z.string().nullable(),
  department: z.string().nullable(),
  distanceMiles: z.number().nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

/**
 * The grid a listing's own location is snapped to before it is stored: 0.005° cells, about 550 m north–south and
 * 540 m east–west in El Salvador. A point becomes its cell's centre, so the same place always gives the same point
 * and no number of reads narrows it down further. Migration 0007 snapped the rows stored before, with the same rule.
 */
export const LOCATION_GRID_DEGREES = 0.005;

function snapToGrid(degrees: number, kind: CoordinateKind): number {
  // The epsilon keeps a point that lies on a cell edge in the same cell as PostgreSQL's exact numeric floor does.
  const cell = Math.floor(degrees / LOCATION_GRID_DEGREES + 1e-9);
  const lastCentre = LIMITS[kind] - LOCATION_GRID_DEGREES / 2;
  const centre = Math.min(lastCentre, (cell + 0.5) * LOCATION_GRID_DEGREES);
  return Number(centre.toFixed(6));
}

/** A listing's approximate location: the centre of the grid cell holding the exact point. */
export function approximateLocation(point: LatLng): LatLng {
  return {
    latitude: snapToGrid(point.latitude, 'latitude'),
    longitude: snapToGrid(point.longitude, 'longitude'),
  };
}
