import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { approximateLocation, type LatLng } from '#shared/geo.ts';

/**
 * Seeded randomness for demo and benchmark data: the same seed gives the same marketplace on every machine, so a
 * screenshot, a test and a benchmark all see the same thing.
 */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for made-up data (not for anything secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

export function integerBetween(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A copy in random order. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** Picks items with probability proportional to their weight (binary search over the running totals). */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (random: Random) => T {
  const totals: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    totals.push(total);
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] ?? total) <= target) low = middle + 1;
      else high = middle;
    }
    return items[low] ?? pick(random, items);
  };
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** The point `miles` away in direction `bearing` (radians from north); flat-earth exact enough below ~50 miles. */
export function offsetPoint(from: LatLng, miles: number, bearing: number): LatLng {
  const latitude = from.latitude + (miles * Math.cos(bearing)) / MILES_PER_DEGREE;
  const longitude =
    from.longitude +
    (miles * Math.sin(bearing)) / (MILES_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** A point scattered around `center` as a 2-D normal distribution of `sigmaMiles` (dense middle, thin edges). */
export function scatter(random: Random, center: LatLng, sigmaMiles: number): LatLng {
  const radius = sigmaMiles * Math.sqrt(-2 * Math.log(1 - random()));
  return offsetPoint(center, radius, random() * 2 * Math.PI);
}

/** A point uniformly placed within `maxMiles` of `center`, at least `minMiles` away. */
export function pointWithin(random: Random, center: LatLng, minMiles: number, maxMiles: number): LatLng {
  const radius = Math.sqrt(between(random, minMiles ** 2, maxMiles ** 2));
  return offsetPoint(center, radius, random() * 2 * Math.PI);
}

/** Coordinates as the numeric(10,8)/(11,8) columns take them. */
export function coordinateText(value: number): string {
  return value.toFixed(6);
}

/**
 * A listing's own location as stored — its grid cell's centre (decision 0014) — and its distrito, the one whose centre
 * is nearest that stored point: both as POST /api/products keeps them for a listing whose distrito was not chosen.
 */
export function listingArea(
  point: LatLng,
  distritoNear: (point: LatLng) => number | null,
): { latitude: string; longitude: string; distritoId: number | null } {
  const area = approximateLocation(point);
  return {
    latitude: coordinateText(area.latitude),
    longitude: coordinateText(area.longitude),
    distritoId: distritoNear(area),
  };
}
