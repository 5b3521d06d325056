/** The places and words the benchmarks ask about, the same in every run (seeded). */
import type { LatLng } from '#shared/geo.ts';
import { pick, pointWithin, seededRandom } from '#server/seed/random.ts';

/** San Salvador, Santa Ana and San Miguel. */
export const BENCH_CITIES = [
  { latitude: 13.6929, longitude: -89.2182 },
  { latitude: 13.9942, longitude: -89.5597 },
  { latitude: 13.4833, longitude: -88.1833 },
] as const;
/** Common searches, each also misspelt by one letter as people type on a phone. */
export const BENCH_WORDS = [
  'bicicleta',
  'bisicleta',
  'refrigeradora',
  'refrijeradora',
  'celular',
  'selular',
  'pupusas',
  'pupuzas',
  'zapatos',
  'sapatos',
  'mesa',
  'laptop',
  'taladro',
  'tamales',
  'hamaca',
  'guitarra',
];

export type Sample = { point: LatLng; word: string };

export const WARMUP_SEED = 7;
export const MEASURE_SEED = 8;

/** `count` samples: a point within 2 miles of each city in turn, and a word. */
export function samples(count: number, seed: number): Sample[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    point: pointWithin(random, BENCH_CITIES[index % BENCH_CITIES.length] ?? BENCH_CITIES[0], 0, 2),
    word: pick(random, BENCH_WORDS),
  }));
}
