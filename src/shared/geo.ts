import { z } from 'zod';
import { EARTH_RADIUS_MILES } from './constants.ts';
import { COORDINATE_LIMITS, coordinateSchema, type CoordinateKind } from './contract.ts';

/** Distances, bounding boxes and the location grid; coordinate fields are in contract.ts. Pure: used by server and client. */
export type LatLng = { latitude: number; longitude: number };
export type BoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
};

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

/** `GET /api/geo/reverse` query. */
export const reverseGeocodeQuerySchema = z.object({
  latitude: coordinateSchema('latitude'),
  longitude: coordinateSchema('longitude'),
});

/**
 * `GET /api/geo/reverse` answer: the nearest known place, or all null when the point is far from every place
 * (outside El Salvador).
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
  const lastCentre = COORDINATE_LIMITS[kind] - LOCATION_GRID_DEGREES / 2;
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
