import { beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { approximateLocation } from '#shared/geo.ts';
import type { ProductSummary } from '#shared/products.ts';
import { PRODUCT_SORTS, type ProductCondition } from '#shared/products-constants.ts';
import { products } from '#server/db/schema.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/** The listing and search calls take the same filters; each case runs on both. */
const CALLS = [
  { name: 'GET /api/products', path: '/api/products?' },
  { name: 'GET /api/products/search', path: '/api/products/search?q=lampara&' },
] as const;

const CENTRE = { latitude: 13.4, longitude: -88.5 };
const NEAR = `latitude=${CENTRE.latitude}&longitude=${CENTRE.longitude}&maxDistance=30`;

type Row = { id: number; price: number; condition: ProductCondition; sold: boolean; createdAt: number };

const ctx = useTestContext();
let client: TestClient;
let rows: Row[] = [];

/** A point `miles` north of the centre. */
const pointNorth = (miles: number) => ({
  latitude: CENTRE.latitude + (miles / EARTH_RADIUS_MILES) * (180 / Math.PI),
  longitude: CENTRE.longitude,
});

/**
 * 30 lamps around the centre with many ties, so that every order leans on its tie-breaks: 5 prices, several
 * listings in the same ~500 m cell (equal distances), pairs created at the same instant; 3 of them sold.
 */
const CONDITIONS: readonly ProductCondition[] = ['new', 'like_new', 'good', 'fair', 'poor'];
const PRICES = [5, 12.5, 12.5, 40, 99.99];

beforeAll(async () => {
  const seller = await registerUser(ctx.app);
  client = (await registerUser(ctx.app)).client;
  const categoryId = (await client.get('/api/categories')).json<{ id: number }[]>()[0]?.id ?? 1;
  const start = Date.parse('2026-01-01T12:00:00Z');
  const values = Array.from({ length: 30 }, (_, index) => {
    const point = approximateLocation(pointNorth([0.1, 0.8, 3, 9, 20][index % 5] ?? 0));
    return {
      title: `Lámpara de mesa ${index}`,
      description: 'Funciona bien',
      price: String(PRICES[index % PRICES.length]),
      categoryId,
      sellerId: seller.user.id,
      condition: CONDITIONS[Math.floor(index / 3) % CONDITIONS.length] ?? 'good',
      status: index % 10 === 7 ? ('sold' as const) : ('available' as const),
      isSold: index % 10 === 7,
      location: 'San Vicente',
      latitude: String(point.latitude),
      longitude: String(point.longitude),
      createdAt: new Date(start + Math.floor(index / 2) * 60_000),
    };
  });
  const inserted = await ctx.db.insert(products).values(values).returning({
    id: products.id,
    price: products.price,
    condition: products.condition,
    status: products.status,
    createdAt: products.createdAt,
  });
  rows = inserted.map((row) => ({
    id: row.id,
    price: Number(row.price),
    condition: row.condition,
    sold: row.status === 'sold',
    createdAt: row.createdAt.getTime(),
  }));
});

async function fetchIds(path: string, query: string): Promise<number[]> {
  const response = await client.get(`${path}${query}&limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductSummary[]>().map((product) => product.id);
}

const idsWhere = (keep: (row: Row) => boolean) =>
  rows
    .filter((row) => !row.sold && keep(row))
    .map((row) => row.id)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const newestFirst = (a: Row, b: Row) => b.createdAt - a.createdAt || b.id - a.id;
const EXPECTED_ORDERS = {
  newest: newestFirst,
  price_asc: (a: Row, b: Row) => a.price - b.price || newestFirst(a, b),
  price_desc: (a: Row, b: Row) => b.price - a.price || newestFirst(a, b),
};

describe.each(CALLS)('$name filters', ({ path }) => {
  it('keeps a price range, bound included, each bound alone or both', async () => {
    expect(sorted(await fetchIds(path, `${NEAR}&minPrice=12.5`))).toEqual(
      idsWhere((row) => row.price >= 12.5),
    );
    expect(sorted(await fetchIds(path, `${NEAR}&maxPrice=12.50`))).toEqual(
      idsWhere((row) => row.price <= 12.5),
    );
    expect(sorted(await fetchIds(path, `${NEAR}&minPrice=6&maxPrice=40`))).toEqual(
      idsWhere((row) => row.price >= 6 && row.price <= 40),
    );
    expect(await fetchIds(path, `${NEAR}&minPrice=100`)).toEqual([]);
  });

  it('keeps one condition, or several with the parameter repeated', async () => {
    expect(sorted(await fetchIds(path, `${NEAR}&condition=good`))).toEqual(
      idsWhere((row) => row.condition === 'good'),
    );
    expect(sorted(await fetchIds(path, `${NEAR}&condition=new&condition=poor`))).toEqual(
      idsWhere((row) => row.condition === 'new' || row.condition === 'poor'),
    );
  });

  it('combines price, condition, sort and sold listings', async () => {
    const ids = await fetchIds(
      path,
      `${NEAR}&minPrice=10&maxPrice=50&condition=like_new&condition=fair&sort=price_desc`,
    );
    const expected = rows
      .filter((row) => !row.sold && row.price >= 10 && row.price <= 50)
      .filter((row) => row.condition === 'like_new' || row.condition === 'fair')
      .sort(EXPECTED_ORDERS.price_desc)
      .map((row) => row.id);
    expect(ids).toEqual(expected);
    const withSold = await fetchIds(path, `${NEAR}&includeSold=true&minPrice=10&maxPrice=50`);
    expect(sorted(withSold)).toEqual(
      rows
        .filter((row) => row.price >= 10 && row.price <= 50)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
  });

  it.each(Object.entries(EXPECTED_ORDERS))(
    'orders %s with every tie broken the same way',
    async (sort, order) => {
      const expected = rows
        .filter((row) => !row.sold)
        .sort(order)
        .map((row) => row.id);
      expect(await fetchIds(path, `${NEAR}&sort=${sort}`)).toEqual(expected);
      expect(await fetchIds(path, `sort=${sort}`)).toEqual(expected);
    },
  );

  it('orders nearest first with sort=nearest, and newest first when there is no location', async () => {
    const response = await client.get(`${path}${NEAR}&sort=nearest&limit=100`);
    const distances = response.json<ProductSummary[]>().map((product) => product.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances).toHaveLength(idsWhere(() => true).length);
    const unlocated = rows
      .filter((row) => !row.sold)
      .sort(newestFirst)
      .map((row) => row.id);
    expect(await fetchIds(path, 'sort=nearest')).toEqual(unlocated);
  });

  it.each([undefined, ...PRODUCT_SORTS])(
    'pages sort=%s without skipping or repeating a product',
    async (sort) => {
      const query = `${NEAR}${sort ? `&sort=${sort}` : ''}`;
      const whole = await fetchIds(path, query);
      const paged: number[] = [];
      for (let offset = 0; ; offset += 4) {
        const response = await client.get(`${path}${query}&limit=4&offset=${offset}`);
        const page = response.json<ProductSummary[]>().map((product) => product.id);
        paged.push(...page);
        if (page.length < 4) break;
      }
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(paged.length);
      expect(sorted(paged)).toEqual(idsWhere(() => true));
    },
  );

  it.each([
    ['minPrice=-1', 'Escribe un precio de 0 en adelante, como 25 o 25.50'],
    ['maxPrice=abc', 'Escribe un precio de 0 en adelante, como 25 o 25.50'],
    ['maxPrice=100000000', 'Escribe un precio de 0 en adelante, como 25 o 25.50'],
    ['minPrice=50&maxPrice=10', 'Escribe un precio mínimo que no pase del máximo'],
    ['condition=broken', 'Elige un estado de la lista'],
    ['condition=new&condition=used', 'Elige un estado de la lista'],
    ['sort=cheapest', 'Elige un orden de la lista'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const response = await client.get(`${path}${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json<{ errors: Record<string, string> }>().errors)).toContain(message);
  });

  it('says why in English too', async () => {
    const response = await client.get(`${path}minPrice=50&maxPrice=10`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      maxPrice: "Enter a minimum price that isn't above the maximum",
    });
  });
});
