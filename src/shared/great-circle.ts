import { EARTH_RADIUS_MILES } from './constants.ts';

/**
 * The distance between two points, apart from geo.ts so that what needs only this (the gazetteer's nearest town) does
 * not bring the contract's validation library into the client's first load.
 */
export type LatLng = { latitude: number; longitude: number };

const RADIANS = Math.PI / 180;

export const toRadians = (degrees: number) => degrees * RADIANS;

/** Great-circle distance in miles (haversine, R = 3958.8 mi). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}
