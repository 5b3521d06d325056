import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { toMiles } from '#shared/format.ts';
import type { LatLng } from '#shared/geo.ts';
import type { PriceHint } from '#shared/price-hints.ts';
import { offers, products, users } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { translate } from '#server/i18n.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';
import * as insert from '#server/testing/inserts.ts';

const ctx = useTestContext();
const DAY_MS = 24 * 60 * 60 * 1000;

let sellerId: number;
let buyerId: number;
let client: TestClient;
let categoryId: number;
let otherCategoryId: number;

/** Each case has a place of its own, a degree apart, far beyond 25 km of any other. */
const placeOf = (index: number): LatLng => ({ latitude: 10 + index, longitude: -80 });

/** `km` north of `place`. */
const north = (place: LatLng, km: number): LatLng => ({
  latitude: place.latitude + (toMiles('km', km) / EARTH_RADIUS_MILES) * (180 / Math.PI),
  longitude: place.longitude,
});

type Listing = {
  price: number;
  at: LatLng;
  title?: string;
  category?: number;
  seller?: number;
  ageDays?: number;
  sold?: { daysAgo: number; confirmed: boolean };
  hidden?: boolean;
};

async function listing({ price, at, title, category, seller, ageDays = 1, sold, hidden }: Listing) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      title: title ?? 'Silla de oficina',
      description: 'En buen estado',
      price: price.toFixed(2),
      categoryId: category ?? categoryId,
      sellerId: seller ?? sellerId,
      condition: 'good',
      status: sold ? 'sold' : 'available',
      isSold: sold !== undefined,
      isAvailable: sold === undefined,
      buyerId: sold ? buyerId : null,
      soldAt: sold ? new Date(Date.now() - sold.daysAgo * DAY_MS) : null,
      confirmedAt: sold?.confirmed ? new Date(Date.now() - sold.daysAgo * DAY_MS) : null,
      confirmedVia: sold?.confirmed ? 'handover' : null,
      hiddenAt: hidden ? new Date() : null,
      location: 'Lugar de prueba',
      latitude: at.latitude.toFixed(8),
      longitude: at.longitude.toFixed(8),
      createdAt: new Date(Date.now() - ageDays * DAY_MS),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no listing');
  return row.id;
}

const listings = (prices: readonly number[], at: LatLng, rest: Omit<Listing, 'price' | 'at'> = {}) =>
  Promise.all(prices.map((price) => listing({ price, at, ...rest })));

const hintsUrl = (at: LatLng, extra = '', category = categoryId) =>
  `/api/price-hints?categoryId=${category}&lat=${at.latitude}&lng=${at.longitude}${extra}`;

async function hintAt(at: LatLng, extra = '', asker = client): Promise<PriceHint> {
  const response = await asker.get(hintsUrl(at, extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceHint>();
}

beforeAll(async () => {
  const seller = await registerUser(ctx.app);
  sellerId = seller.user.id;
  buyerId = (await registerUser(ctx.app)).user.id;
  client = seller.client;
  const ids = (await client.get('/api/categories')).json<{ id: number }[]>().map((category) => category.id);
  [categoryId = 1, otherCategoryId = 2] = ids;
});

describe('GET /api/price-hints', () => {
  it('says only the count under 5 comparables, and the quartiles from 5', async () => {
    const place = placeOf(0);
    await listings([10, 20, 30, 40], place);
    expect(await hintAt(place)).toEqual({ count: 4 });
    await listing({ price: 50, at: place });
    expect(await hintAt(place)).toEqual({ count: 5, low: '20.00', median: '30.00', high: '40.00' });
  });

  it('interpolates the 25th, 50th and 75th percentiles, rounded to cents', async () => {
    const place = placeOf(1);
    await listings([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], place);
    expect(await hintAt(place)).toEqual({ count: 10, low: '32.50', median: '55.00', high: '77.50' });
    await listing({ price: 10.01, at: place });
    expect(await hintAt(place)).toEqual({ count: 11, low: '25.00', median: '50.00', high: '75.00' });
    const thirds = placeOf(2);
    await listings([1, 1, 1, 2, 2, 2.01], thirds);
    expect(await hintAt(thirds)).toMatchObject({ low: '1.00', median: '1.50', high: '2.00' });
  });

  it('counts listings within 25 km, not beyond', async () => {
    const place = placeOf(3);
    await listings([10, 10, 10, 10], north(place, 24.5));
    await listing({ price: 10, at: north(place, 25.5) });
    expect(await hintAt(place)).toEqual({ count: 4 });
    await listing({ price: 10, at: north(place, -24.5) });
    expect((await hintAt(place)).count).toBe(5);
  });

  it('counts listings posted in the last 180 days', async () => {
    const place = placeOf(4);
    await listings([10, 10, 10, 10], place, { ageDays: 179 });
    await listing({ price: 10, at: place, ageDays: 181 });
    expect(await hintAt(place)).toEqual({ count: 4 });
  });

  it("counts the category's listings only", async () => {
    const place = placeOf(5);
    await listings([10, 10, 10, 10], place);
    await listings([10, 10], place, { category: otherCategoryId });
    expect(await hintAt(place)).toEqual({ count: 4 });
    expect((await client.get(hintsUrl(place, '', otherCategoryId))).json()).toEqual({ count: 2 });
  });

  it('narrows to listings with the words of q, through stems and typos as search does', async () => {
    const place = placeOf(6);
    await listings([100, 120, 140, 160, 180], place, { title: 'Bicicleta de montaña rin 26' });
    await listings([20, 25, 30], place, { title: 'Licuadora Oster' });
    expect((await hintAt(place)).count).toBe(8);
    expect(await hintAt(place, '&q=bicicletas')).toEqual({
      count: 5,
      low: '120.00',
      median: '140.00',
      high: '160.00',
    });
    expect(await hintAt(place, '&q=bisicleta%20montana')).toMatchObject({ count: 5 });
    expect(await hintAt(place, '&q=licuadora')).toEqual({ count: 3 });
    expect(await hintAt(place, '&q=refrigeradora')).toEqual({ count: 0 });
  });

  it('counts a sale only once confirmed, at its sale date and at the accepted offer', async () => {
    const place = placeOf(7);
    await listings([10, 20, 30, 40], place);
    await listing({ price: 1000, at: place, sold: { daysAgo: 2, confirmed: false } });
    expect(await hintAt(place)).toEqual({ count: 4 });
    const sold = await listing({
      price: 1000,
      at: place,
      ageDays: 300,
      sold: { daysAgo: 10, confirmed: true },
    });
    const conversationId = await insert.conversation(ctx.db, sellerId, buyerId, sold);
    await ctx.db.insert(offers).values([
      { conversationId, productId: sold, buyerId, sellerId, amount: '900.00', status: 'declined' },
      { conversationId, productId: sold, buyerId, sellerId, amount: '5.00', status: 'accepted' },
    ]);
    expect(await hintAt(place)).toEqual({ count: 5, low: '10.00', median: '20.00', high: '30.00' });
    await listing({ price: 10, at: place, sold: { daysAgo: 181, confirmed: true } });
    expect((await hintAt(place)).count).toBe(5);
  });

  it('counts a confirmed sale without an offer at its asking price', async () => {
    const place = placeOf(8);
    await listings([10, 20, 30, 40], place);
    await listing({ price: 50, at: place, sold: { daysAgo: 1, confirmed: true } });
    expect(await hintAt(place)).toEqual({ count: 5, low: '20.00', median: '30.00', high: '40.00' });
  });

  it('leaves out listings moderation removed and those of suspended sellers', async () => {
    const place = placeOf(9);
    await listings([10, 10, 10, 10], place);
    await listing({ price: 10, at: place, hidden: true });
    const suspended = await registerUser(ctx.app);
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await listing({ price: 10, at: place, seller: suspended.user.id });
    expect(await hintAt(place)).toEqual({ count: 4 });
  });

  it('answers a visitor, on the budget of public reads', async () => {
    const place = placeOf(0);
    const visitor = new TestClient(ctx.app);
    expect((await hintAt(place, '', visitor)).count).toBe(5);
    for (let read = 2; read <= THROTTLE_RULES.publicReadsPerAddress.limit; read += 1)
      expect((await visitor.get(hintsUrl(place))).statusCode).toBe(200);
    const refused = await visitor.get(hintsUrl(place));
    expect(refused.statusCode).toBe(429);
    expect((await client.get(hintsUrl(place))).statusCode).toBe(200);
  });

  it.each([
    ['categoryId=abc&lat=13&lng=-89', 'categoryId', 'validation.categoryRequired'],
    ['lat=13&lng=-89', 'categoryId', 'validation.categoryRequired'],
    ['categoryId=1&lat=91&lng=-89', 'lat', 'validation.invalidLatitude'],
    ['categoryId=1&lat=13&lng=-181', 'lng', 'validation.invalidLongitude'],
    ['categoryId=1&lng=-89', 'lat', 'validation.invalidLatitude'],
    [`categoryId=1&lat=13&lng=-89&q=${'a'.repeat(101)}`, 'q', 'validation.priceHintWordsInvalid'],
  ] as const)('refuses %s with 400 and says why', async (query, field, key) => {
    for (const language of ['es', 'en'] as const) {
      const response = await client.get(`/api/price-hints?${query}`, { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(
        translate(language, key),
      );
    }
  });

  it('refuses a category that does not exist', async () => {
    const response = await client.get('/api/price-hints?categoryId=999999&lat=13&lng=-89');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'validation.categoryRequired'));
  });
});
