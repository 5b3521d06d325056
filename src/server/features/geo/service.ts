import type { LatLng, ReverseGeocode } from '#shared/geo.ts';
import { nearestPlace } from '#shared/places/places.ts';

/**
 * Farther than this from every place, a point is taken to be outside El Salvador. Every point of the country is
 * within about 22 miles of a listed place (the emptiest corner, northern Chalatenango, is 21.5 mi from Nueva Concepción);
 * 15 miles would leave parts of Chalatenango without a name. Guatemala City and Tegucigalpa are > 40 miles away.
 */
export const REVERSE_GEOCODE_MAX_MILES = 25;

const NOT_FOUND: ReverseGeocode = { city: null, department: null, distanceMiles: null };

/**
 * Offline reverse geocoding, with no third-party service: the nearest place of the shared gazetteer by haversine.
 * No third party sees the user's location.
 */
export function reverseGeocode(point: LatLng): ReverseGeocode {
  const { place, distanceMiles } = nearestPlace(point);
  if (distanceMiles > REVERSE_GEOCODE_MAX_MILES) return NOT_FOUND;
  return {
    city: place.name,
    department: place.department,
    distanceMiles: Math.round(distanceMiles * 100) / 100,
  };
}
