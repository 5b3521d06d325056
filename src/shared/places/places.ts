import { haversineMiles, type LatLng } from '../geo.ts';
import placesJson from './places-sv.json' with { type: 'json' };

/** A town of El Salvador with its department; the population is known for nearly all of them. */
export interface Place extends LatLng {
  name: string;
  department: string;
  population?: number;
}

/**
 * The offline gazetteer: El Salvador's places (a GeoNames extract, see ATTRIBUTION.md), sorted by name. Server and
 * client read the same list, so a place is found with no request and no third party ever sees a position.
 */
export const PLACES: readonly Place[] = placesJson;

export interface NearestPlace {
  place: Place;
  distanceMiles: number;
}

/**
 * Farther than this from every place, a point is taken to be outside El Salvador and has no town's name. Every point
 * of the country is within about 22 miles of a listed place (the emptiest corner, northern Chalatenango, is 21.5 mi
 * from Nueva Concepción); 15 miles would leave parts of Chalatenango without a name. Guatemala City and Tegucigalpa
 * are > 40 miles away.
 */
export const PLACE_NAMING_MAX_MILES = 25;

export function nearestPlace(point: LatLng, places: readonly Place[] = PLACES): NearestPlace {
  let best: NearestPlace | undefined;
  for (const place of places) {
    const distanceMiles = haversineMiles(point, place);
    if (!best || distanceMiles < best.distanceMiles) best = { place, distanceMiles };
  }
  if (!best) throw new Error('no places to choose from');
  return best;
}

/** The town a point is nearest to, or null outside El Salvador (farther than PLACE_NAMING_MAX_MILES from every town). */
export function placeNear(point: LatLng): Place | null {
  const { place, distanceMiles } = nearestPlace(point);
  return distanceMiles <= PLACE_NAMING_MAX_MILES ? place : null;
}

/**
 * Text as people type it on a phone keyboard: lower case, without accents (ñ counts as n) and with single spaces, so
 * 'ahuachapan' finds Ahuachapán and 'cabanas' Cabañas.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** How well a place answers a query: lower is better; undefined when it does not. */
function matchRank(place: Place, query: string): number | undefined {
  const name = normalizePlaceText(place.name);
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  if (normalizePlaceText(place.department).includes(query)) return 4;
  return undefined;
}

/**
 * The places whose name (or else department) contains the query, best first: the exact name, names starting with it,
 * a word starting with it, anywhere in the name, then the towns of a matching department. Ties keep the list's order
 * (by name). An empty query gives every place.
 */
export function searchPlaces(query: string, places: readonly Place[] = PLACES): Place[] {
  const wanted = normalizePlaceText(query);
  if (!wanted) return [...places];
  return places
    .flatMap((place) => {
      const rank = matchRank(place, wanted);
      return rank === undefined ? [] : [{ place, rank }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ place }) => place);
}

export interface DepartmentPlaces {
  department: string;
  places: Place[];
}

/** The places under their departments, departments in alphabetical order, places in the order given. */
export function groupByDepartment(places: readonly Place[]): DepartmentPlaces[] {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const group = groups.get(place.department);
    if (group) group.push(place);
    else groups.set(place.department, [place]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([department, grouped]) => ({ department, places: grouped }));
}

/**
 * The place a free text names, such as a profile's 'Santa Tecla' or 'santa tecla, La Libertad': its name before
 * any comma, without regard to case or accents; a department after the comma picks between places of one name.
 */
export function placeNamed(text: string, places: readonly Place[] = PLACES): Place | undefined {
  const [name = '', department = ''] = text.split(',').map(normalizePlaceText);
  if (!name) return undefined;
  const named = places.filter((place) => normalizePlaceText(place.name) === name);
  return named.find((place) => normalizePlaceText(place.department) === department) ?? named[0];
}
