import { placeNamed } from '#shared/places/places.ts';
import type { ChosenPlace } from './chosen-place.ts';

/**
 * The profile's city as a municipality of the gazetteer, or null. A module of its own because it brings the gazetteer
 * along: browsing imports it only when it needs the city, and home's first load preloads it with the screen
 * (src/shared/first-load.ts), so that the first list does not wait for one more round trip.
 */
export function profileCityPlace(city: string): ChosenPlace | null {
  return placeNamed(city) ?? null;
}
