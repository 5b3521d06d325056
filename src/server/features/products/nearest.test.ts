import { and, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approximateLocation, type LatLng } from '#shared/geo.ts';
import type { ProductSummary } from '#shared/products.ts';
import { products } from '#server/db/schema.ts';
import { pick, seededRandom } from '#server/seed/random.ts';
import { registerUser, type TestClient } from '#server/testing/test-app.ts';
import { distanceMiles, matchesSearch, sortOrder } from './queries.ts';
import { correctedTsQuery } from './spelling.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/**
 * A nearest-first page comes from the index's flat order of degrees, cut at the page's last row and widened: it must
 * hold exactly the rows that sorting every row by its distance in miles gives, ties included. Near El Salvador a
 * degree of longitude is 3 % shorter than one of latitude; at 60° north it is half as long, so a cut that forgot the
 * difference would miss the nearer rows to the east and west there. A search's page comes from rings read through the
 * word-cell index (the products of its words in the grid cells covering the ring): it must hold exactly the matching
 * rows that the same sort gives.
 */
const PLACES = [
  { name: 'San Salvador', centre: { latitude: 13.69, longitude: -89.22 } },
  { name: '60° north', centre: { latitude: 60.17, longitude: 24.94 } },
] as const;
const PER_PLACE = 300;
/** Listings fall within this many degrees of the centre, on the ~500 m grid: many share a cell, so ties are common. */
const SPREAD_DEGREES = 0.12;
const SOLD_EVERY = 9;
const TITLES = ['Silla de madera', 'Mesa plegable', 'Bicicleta roja', 'Sillas y mesa'] as const;

const ctx = useTestContext();
let client: TestClient;
let categoryIds: number[] = [];

beforeAll(async () => {
  const seller = await registerUser(ctx.app);
  client = (await registerUser(ctx.app)).client;
  categoryIds = (await client.get('/api/categories')).json<{ id: number }[]>().map((category) => category.id);
  const random = seededRandom(25);
  const start = Date.parse('2026-03-01T12:00:00Z');
  const values = PLACES.flatMap(({ centre }) =>
    Array.from({ length: PER_PLACE }, (_, index) => {
      const point = approximateLocation({
        latitude: centre.latitude + (random() * 2 - 1) * SPREAD_DEGREES,
        longitude: centre.longitude + (random() * 2 - 1) * SPREAD_DEGREES,
      });
      const sold = index % SOLD_EVERY === 0;
      return {
        title: `${pick(random, TITLES)} ${index}`,
        description: 'Madera',
        price: String(5 + (index % 7) * 10),
        categoryId: pick(random, categoryIds.slice(0, 2)),
        sellerId: seller.user.id,
        condition: 'good' as const,
        status: sold ? ('sold' as const) : ('available' as const),
        isSold: sold,
        location: 'Centro',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        // Pairs share an instant, so the last tie-break (the id) decides too.
        createdAt: new Date(start + Math.floor(index / 2) * 60_000),
      };
    }),
  );
  await ctx.db.insert(products).values(values);
});

type Ask = {
  from: LatLng;
  maxDistance?: number;
  categoryId?: number;
  limit: number;
  offset: number;
  /** A search's words: the page is then search's. */
  q?: string;
};

/** The page as sorting every eligible row by its distance in miles gives it, in the listing's own expressions. */
async function sortedEveryRow({ from, maxDistance, categoryId, limit, offset, q }: Ask): Promise<number[]> {
  const tsQuery = q === undefined ? undefined : await correctedTsQuery(ctx.db, q);
  const distance = distanceMiles(from);
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        ne(products.status, 'sold'),
        maxDistance === undefined ? undefined : sql`${distance} <= ${maxDistance}::float8`,
        categoryId === undefined ? undefined : sql`${products.categoryId} = ${categoryId}`,
        tsQuery ? matchesSearch(sql`${tsQuery}`) : undefined,
      ),
    )
    .orderBy(...sortOrder('nearest', distance))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

async function listed({ from, maxDistance, categoryId, limit, offset, q }: Ask): Promise<number[]> {
  const query = new URLSearchParams({
    latitude: String(from.latitude),
    longitude: String(from.longitude),
    limit: String(limit),
    offset: String(offset),
  });
  if (maxDistance !== undefined) query.set('maxDistance', String(maxDistance));
  if (categoryId !== undefined) query.set('categoryId', String(categoryId));
  if (q !== undefined) query.set('q', q);
  const response = await client.get(`/api/products${q === undefined ? '' : '/search'}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductSummary[]>().map((product) => product.id);
}

describe.each(PLACES)('nearest first around $name', ({ centre }) => {
  it('pages hold exactly what sorting every row by miles gives, ties and filters included', async () => {
    const random = seededRandom(centre.latitude);
    for (let round = 0; round < 12; round += 1) {
      const from = {
        latitude: centre.latitude + (random() * 2 - 1) * SPREAD_DEGREES,
        longitude: centre.longitude + (random() * 2 - 1) * SPREAD_DEGREES,
      };
      // 0 stands for no radius and for every category.
      const maxDistance = pick(random, [0, 1, 3, 10]);
      const categoryId = pick(random, [0, categoryIds[0] ?? 0]);
      const ask: Ask = {
        from,
        maxDistance: maxDistance || undefined,
        categoryId: categoryId || undefined,
        limit: pick(random, [1, 7, 24]),
        offset: pick(random, [0, 7, 24, 48]),
      };
      expect(await listed(ask), JSON.stringify(ask)).toEqual(await sortedEveryRow(ask));
    }
  });

  it("search pages hold exactly the matching rows sorting every row by miles gives, from each ring's cells", async () => {
    const random = seededRandom(centre.longitude);
    for (let round = 0; round < 16; round += 1) {
      const ask: Ask = {
        from: {
          latitude: centre.latitude + (random() * 2 - 1) * SPREAD_DEGREES,
          longitude: centre.longitude + (random() * 2 - 1) * SPREAD_DEGREES,
        },
        // Half a mile to 6 miles read the word-cell index through each grid; 500 miles, the location index.
        maxDistance: pick(random, [0.5, 2, 6, 500]),
        limit: pick(random, [1, 7, 24]),
        offset: pick(random, [0, 7, 24]),
        q: pick(random, ['silla', 'mesas', 'bicicleta roja', 'sila']),
      };
      expect(await listed(ask), JSON.stringify(ask)).toEqual(await sortedEveryRow(ask));
    }
  });

  it('searches of one to seven words page as sorting every matching row gives', async () => {
    const words = ['sillas', 'de', 'madera', 'roja', 'y', 'mesa', 'plegable'];
    for (let count = 1; count <= words.length; count += 1) {
      const ask: Ask = {
        from: centre,
        maxDistance: 6,
        limit: 7,
        offset: 0,
        q: words.slice(0, count).join(' '),
      };
      expect(await listed(ask), JSON.stringify(ask)).toEqual(await sortedEveryRow(ask));
    }
  });

  it('answers the few rows there are when fewer than a page lie within the radius', async () => {
    const ask: Ask = { from: centre, maxDistance: 0.3, limit: 100, offset: 0 };
    const expected = await sortedEveryRow(ask);
    expect(expected.length).toBeLessThan(100);
    expect(await listed(ask)).toEqual(expected);
    expect(await listed({ ...ask, offset: expected.length })).toEqual([]);
  });
});
