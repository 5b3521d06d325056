import type { LatLng, ReverseGeocode } from '#shared/geo.ts';
import { nearestPlace, PLACE_NAMING_MAX_MILES } from '#shared/places/places.ts';

const NOT_FOUND: ReverseGeocode = { city: null, department: null, distanceMiles: null };

/**
 * Offline reverse geocoding, with no third-party service: the nearest place of the shared gazetteer by haversine.
 * No third party sees the user's location.
 */
export function reverseGeocode(point: LatLng): ReverseGeocode {
  const { place, distanceMiles } = nearestPlace(point);
  if (distanceMiles > PLACE_NAMING_MAX_MILES) return NOT_FOUND;
  return {
    city: place.name,
    department: place.department,
    distanceMiles: Math.round(distanceMiles * 100) / 100,
  };
}
