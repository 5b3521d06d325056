import { z } from 'zod';
import { haversineMiles, type LatLng, type ReverseGeocode } from '#shared/geo.ts';
import placesJson from './places-sv.json' with { type: 'json' };

/**
 * Offline reverse geocoding, with no third-party service: the nearest of El Salvador's places (GeoNames extract, see
 * ATTRIBUTION.md) by haversine. No third party sees the user's location.
 */
const placeSchema = z.object({
  name: z.string().min(1),
  department: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  population: z.number().int().positive().optional(),
});
export type Place = z.infer<typeof placeSchema>;

/** Loaded and checked once, when the module is first imported. */
export const PLACES: readonly Place[] = z.array(placeSchema).min(1).parse(placesJson);

/**
 * Farther than this from every place, a point is taken to be outside El Salvador. Every point of the country is
 * within about 22 miles of a listed place (the emptiest corner, northern Chalatenango, is 21.5 mi from Nueva Concepción);
 * 15 miles would leave parts of Chalatenango without a name. Guatemala City and Tegucigalpa are > 40 miles away.
 */
export const REVERSE_GEOCODE_MAX_MILES = 25;

const NOT_FOUND: ReverseGeocode = { city: null, department: null, distanceMiles: null };

export function nearestPlace(point: LatLng): { place: Place; distanceMiles: number } {
  let best: { place: Place; distanceMiles: number } | undefined;
  for (const place of PLACES) {
    const distanceMiles = haversineMiles(point, place);
    if (!best || distanceMiles < best.distanceMiles) best = { place, distanceMiles };
  }
  if (!best) throw new Error('no places loaded');
  return best;
}

export function reverseGeocode(point: LatLng): ReverseGeocode {
  const { place, distanceMiles } = nearestPlace(point);
  if (distanceMiles > REVERSE_GEOCODE_MAX_MILES) return NOT_FOUND;
  return {
    city: place.name,
    department: place.department,
    distanceMiles: Math.round(distanceMiles * 100) / 100,
  };
}
