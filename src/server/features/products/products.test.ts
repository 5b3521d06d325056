import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import { approximateLocation, LOCATION_GRID_DEGREES, type LatLng } from '#shared/geo.ts';
import type { ProductSummary } from '#shared/products.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { translate } from '#server/i18n.ts';
import { favorites, products, users } from '#server/db/schema.ts';
import { seededRandom } from '#server/seed/random.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { settleAccount, uploadPhoto } from '#server/testing/test-world.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const ctx = useTestContextWithUploads('products');
let categoryId: number;
beforeAll(async () => {
  categoryId = (await new TestClient(ctx.app).get('/api/categories')).json()[0].id;
});

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };

function listing(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bicicleta de montaña',
    description: 'Rin 26, frenos de disco, poco uso.',
    price: 85.5,
    categoryId,
    condition: 'like_new',
    location: 'San Salvador',
    latitude: SAN_SALVADOR.latitude,
    longitude: SAN_SALVADOR.longitude,
    meetupLocation: 'Metrocentro, entrada principal',
    meetupLatitude: 13.7055,
    meetupLongitude: -89.2115,
    images: [],
    ...overrides,
  };
}

async function createListing(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/products', listing(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; title: string }>();
}

/** A point `miles` away from `from` to the north-east, for radius checks. */
function pointAway(from: typeof SAN_SALVADOR, miles: number, bearingDegrees = 45) {
  const angular = miles / EARTH_RADIUS_MILES;
  const bearing = (bearingDegrees * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lng1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
}

function haversine(a: typeof SAN_SALVADOR, b: typeof SAN_SALVADOR) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

describe('POST /api/products', () => {
  it('creates a listing with photos and answers the product with its seller', async () => {
    const { client, user } = await registerUser(ctx.app);
    const photo = await uploadPhoto(client);
    const response = await client.post('/api/products', listing({ images: [photo], price: '85.5' }));
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      title: 'Bicicleta de montaña',
      price: '85.50',
      sellerId: user.id,
      images: [photo],
      isSold: false,
      isFavorite: false,
      meetupLocation: 'Metrocentro, entrada principal',
      meetupLatitude: 13.7055,
      meetupLongitude: -89.2115,
      seller: { id: user.id, displayName: 'María H.' },
    });
    expect(product.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.thumb\.jpg$/);
    // emailVerified is shown; the address never is.
    expect(JSON.stringify(product)).not.toContain('"email"');
    expect(JSON.stringify(product)).not.toContain(user.email);
  });

  it.each([
    ['title', { title: '  ' }, 'Escribe un título'],
    ['description', { description: '' }, 'Escribe una descripción'],
    ['price', { price: undefined }, 'Escribe el precio'],
    ['price', { price: 'gratis' }, 'Escribe el precio'],
    ['price', { price: -1 }, 'Escribe un precio válido, como 25 o 25.50'],
    ['price', { price: 1e9 }, 'Escribe un precio válido, como 25 o 25.50'],
    ['categoryId', { categoryId: undefined }, 'Elige una categoría'],
    ['condition', { condition: 'broken' }, 'Elige el estado'],
    ['location', { location: '' }, 'Escribe tu ciudad o elige tu municipio'],
    ['meetupLocation', { meetupLocation: ' ' }, 'Elige un punto de encuentro'],
    ['meetupLatitude', { meetupLatitude: 91 }, 'La ubicación no es válida. Elígela de nuevo.'],
    ['meetupLongitude', { meetupLongitude: -181 }, 'La ubicación no es válida. Elígela de nuevo.'],
    ['title', { title: 'x'.repeat(201) }, 'El texto es demasiado largo'],
    ['images.0', { images: ['https://evil.example/x.jpg'] }, 'Elige un archivo de imagen'],
  ])('refuses an invalid %s with its message', async (field, change, message) => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post('/api/products', listing(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses an unknown category, a photo that was never uploaded and more than 5 photos', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.post('/api/products', listing({ categoryId: 999_999 }))).statusCode).toBe(400);
    const missing = `/uploads/${'a'.repeat(64)}.jpg`;
    const notUploaded = await client.post('/api/products', listing({ images: [missing] }));
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().message).toBe('Elige un archivo de imagen');
    const photo = await uploadPhoto(client);
    const tooMany = await client.post('/api/products', listing({ images: Array(6).fill(photo) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Puedes subir hasta 5 fotos');
  });

  it('accepts coordinates as numeric strings', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(
      '/api/products',
      listing({ meetupLatitude: '13.70', meetupLongitude: '-89.21' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ meetupLatitude: 13.7, meetupLongitude: -89.21 });
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post('/api/products', listing());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('throttles one seller after 20 listings in an hour, storing nothing more; others still list', async () => {
    const { client, user } = await registerUser(ctx.app);
    await settleAccount(ctx.db, user.id);
    for (let index = 0; index < 20; index += 1) await createListing(client, { title: `Artículo ${index}` });
    const refused = await client.post('/api/products', listing(), { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Wait \d+ minutes/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    const stored = await ctx.db.select().from(products).where(eq(products.sellerId, user.id));
    expect(stored).toHaveLength(20);
    const other = await registerUser(ctx.app);
    expect((await client.post('/api/products', listing())).statusCode).toBe(429);
    expect((await createListing(other.client)).title).toBe('Bicicleta de montaña');
  });
});

describe('GET /api/products', () => {
  it('finds products within the radius, nearest first, exactly as haversine says from their stored point', async () => {
    const { client, user } = await registerUser(ctx.app);
    await settleAccount(ctx.db, user.id);
    const centre = { latitude: 13.3, longitude: -88.3 };
    const distances = [0.05, 0.9, 1.1, 2.95, 3.05, 5.9, 14.5, 29];
    const created = new Map<number, number>();
    for (const [index, miles] of distances.entries()) {
      const point = pointAway(centre, miles, index * 47);
      const product = await createListing(client, { title: `Radio ${miles}`, ...point });
      created.set(product.id, haversine(centre, approximateLocation(point)));
    }
    for (const radius of [1, 3, 6, 15, 30]) {
      const response = await client.get(
        `/api/products?latitude=${centre.latitude}&longitude=${centre.longitude}&maxDistance=${radius}&limit=100`,
      );
      expect(response.statusCode).toBe(200);
      const mine = response
        .json<{ id: number; distance: number }[]>()
        .filter((product) => created.has(product.id));
      const expected = [...created.entries()].filter(([, miles]) => miles <= radius).map(([id]) => id);
      expect(mine.map((product) => product.id).sort()).toEqual(expected.sort());
      for (const product of mine) expect(product.distance).toBeCloseTo(created.get(product.id) ?? -1, 6);
      const ordered = mine.map((product) => product.distance);
      expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    }
  });

  it('filters by category, seller and excluded id, newest first without a location, and pages', async () => {
    const { client, user } = await registerUser(ctx.app);
    const categories = (await client.get('/api/categories')).json<{ id: number }[]>();
    const otherCategory = categories[3]?.id;
    const first = await createListing(client, { title: 'Primero' });
    const second = await createListing(client, { title: 'Segundo', categoryId: otherCategory });
    const third = await createListing(client, { title: 'Tercero' });

    const bySeller = (await client.get(`/api/products?sellerId=${user.id}`)).json<{ id: number }[]>();
    expect(bySeller.map((product) => product.id)).toEqual([third.id, second.id, first.id]);
    const byCategory = (
      await client.get(`/api/products?sellerId=${user.id}&categoryId=${otherCategory}`)
    ).json();
    expect(byCategory.map((product: { id: number }) => product.id)).toEqual([second.id]);
    const excluding = (await client.get(`/api/products?sellerId=${user.id}&excludeId=${third.id}`)).json();
    expect(excluding.map((product: { id: number }) => product.id)).toEqual([second.id, first.id]);
    const page = (await client.get(`/api/products?sellerId=${user.id}&limit=1&offset=1`)).json();
    expect(page.map((product: { id: number }) => product.id)).toEqual([second.id]);
  });

  it.each([
    'latitude=abc&longitude=-89',
    'latitude=95&longitude=-89',
    'categoryId=abc',
    'limit=0',
    'limit=101',
    'offset=-1',
    'maxDistance=-3',
  ])('refuses %s with 400', async (query) => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers a visitor too', async () => {
    expect((await new TestClient(ctx.app).get('/api/products')).statusCode).toBe(200);
  });
});

describe('GET /api/products/search', () => {
  it('is accent- and case-insensitive, understands plurals and one typo, and ranks', async () => {
    const { client, user } = await registerUser(ctx.app);
    await settleAccount(ctx.db, user.id);
    const bike = await createListing(client, { title: 'Bicicleta de montaña Trek', description: 'Rin 29' });
    const bikes = await createListing(client, {
      title: 'Dos bicicletas para niños',
      description: 'Casi nuevas',
    });
    const table = await createListing(client, {
      title: 'Mesa de comedor',
      description: 'Madera de cedro, con sillas',
    });
    const phone = await createListing(client, {
      title: 'Teléfono Samsung',
      description: 'Pantalla sin rayones',
    });
    const search = async (q: string, extra = '') => {
      const response = await client.get(`/api/products/search?q=${encodeURIComponent(q)}&limit=100${extra}`);
      expect(response.statusCode).toBe(200);
      return response
        .json<{ id: number; sellerId: number }[]>()
        .filter((product) => product.sellerId === user.id)
        .map((product) => product.id);
    };
    expect(await search('telefono')).toEqual([phone.id]);
    expect(await search('TELÉFONO')).toEqual([phone.id]);
    expect(await search('bicicletas')).toEqual(expect.arrayContaining([bike.id, bikes.id]));
    expect(await search('bicicleta')).toEqual(expect.arrayContaining([bike.id, bikes.id]));
    expect(await search('bisicleta')).toEqual(expect.arrayContaining([bike.id, bikes.id]));
    expect(await search('silla')).toEqual([table.id]);
    expect(await search('montaña trek')).toEqual([bike.id]);
    expect((await search('bicicleta trek'))[0]).toBe(bike.id);
    expect(await search('refrigeradora')).toEqual([]);
    // Salvadoran synonyms, kept as data, in either direction and in the plural.
    expect(await search('celular')).toEqual([phone.id]);
    expect(await search('celulares samsung')).toEqual([phone.id]);
    expect(await search('bici')).toEqual(expect.arrayContaining([bike.id, bikes.id]));
    expect(await search('bicis trek')).toEqual([bike.id]);
    expect(await search('refri')).toEqual([]);
    expect(await search('¡¿!?')).toEqual([]);
  });

  it('combines with category and radius', async () => {
    const { client, user } = await registerUser(ctx.app);
    const categories = (await client.get('/api/categories')).json<{ id: number }[]>();
    const near = await createListing(client, { title: 'Guitarra acústica', ...pointAway(SAN_SALVADOR, 1) });
    await createListing(client, { title: 'Guitarra eléctrica', ...pointAway(SAN_SALVADOR, 20) });
    await createListing(client, {
      title: 'Guitarra clásica',
      categoryId: categories[5]?.id,
      ...pointAway(SAN_SALVADOR, 1),
    });
    const response = await client.get(
      `/api/products/search?q=guitarras&categoryId=${categoryId}&latitude=${SAN_SALVADOR.latitude}&longitude=${SAN_SALVADOR.longitude}&maxDistance=3`,
    );
    const mine = response
      .json<{ id: number; sellerId: number; distance: number }[]>()
      .filter((p) => p.sellerId === user.id);
    expect(mine.map((product) => product.id)).toEqual([near.id]);
    expect(mine[0]?.distance).toBeCloseTo(
      haversine(SAN_SALVADOR, approximateLocation(pointAway(SAN_SALVADOR, 1))),
      6,
    );
  });

  it('refuses an empty query, from a visitor too', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.get('/api/products/search?q=%20')).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).get('/api/products/search?q=%20')).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).get('/api/products/search?q=mesa')).statusCode).toBe(200);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product, 404 for an unknown id and 400 for a malformed one', async () => {
    const { client } = await registerUser(ctx.app);
    const product = await createListing(client);
    const viewer = (await registerUser(ctx.app)).client;
    const found = await viewer.get(`/api/products/${product.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: product.id, description: 'Rin 26, frenos de disco, poco uso.' });
    const unknown = await viewer.get('/api/products/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: translate('es', 'api.productNotFound') });
    for (const malformed of ['abc', '1.5', '-3', '0', '99999999999999']) {
      const response = await viewer.get(`/api/products/${malformed}`);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json().message).toBe('No encontramos ese producto');
    }
  });
});

describe('PATCH /api/products/:id/sold and DELETE /api/products/:id', () => {
  it('lets only the seller mark sold, once, counting the sale', async () => {
    const { client, user } = await registerUser(ctx.app);
    const product = await createListing(client);
    const other = (await registerUser(ctx.app)).client;
    const refused = await other.request({ method: 'PATCH', url: `/api/products/${product.id}/sold` });
    expect(refused.statusCode).toBe(403);
    const [unchanged] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(unchanged?.isSold).toBe(false);

    const sold = await client.request({ method: 'PATCH', url: `/api/products/${product.id}/sold` });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ id: product.id, isSold: true });
    const again = await client.request({ method: 'PATCH', url: `/api/products/${product.id}/sold` });
    expect(again.statusCode).toBe(409);
    const [seller] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(seller?.soldItemsCount).toBe(1);
    expect((await client.request({ method: 'PATCH', url: '/api/products/99999999/sold' })).statusCode).toBe(
      404,
    );
  });

  it('lets only the seller delete, and the product leaves every favourites list', async () => {
    const { client } = await registerUser(ctx.app);
    const product = await createListing(client);
    const fan = (await registerUser(ctx.app)).client;
    expect((await fan.post(`/api/products/${product.id}/favorite`)).json()).toEqual({ favorited: true });

    const refused = await fan.request({ method: 'DELETE', url: `/api/products/${product.id}` });
    expect(refused.statusCode).toBe(403);
    expect((await fan.get(`/api/products/${product.id}`)).statusCode).toBe(200);

    const deleted = await client.request({ method: 'DELETE', url: `/api/products/${product.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await fan.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await fan.get('/api/favorites')).json()).toEqual([]);
    expect(await ctx.db.select().from(favorites).where(eq(favorites.productId, product.id))).toEqual([]);
    expect((await client.request({ method: 'DELETE', url: `/api/products/${product.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await new TestClient(ctx.app).request({ method: 'DELETE', url: '/api/products/1' })).statusCode,
    ).toBe(401);
  });
  it('frees a deleted product’s photos, but keeps a photo another listing still shows', async () => {
    const { client } = await registerUser(ctx.app);
    const onlyHere = await uploadPhoto(client);
    const alsoElsewhere = await uploadPhoto(client);
    const product = await createListing(client, { images: [onlyHere, alsoElsewhere] });
    await createListing(client, { images: [alsoElsewhere] });

    expect((await client.request({ method: 'DELETE', url: `/api/products/${product.id}` })).statusCode).toBe(
      200,
    );
    expect((await client.get(onlyHere)).statusCode).toBe(404);
    expect((await client.get(thumbnailUrlOf(onlyHere))).statusCode).toBe(404);
    expect((await client.get(alsoElsewhere)).statusCode).toBe(200);
    expect((await client.get(thumbnailUrlOf(alsoElsewhere))).statusCode).toBe(200);
  });
});

describe('favourites', () => {
  it('toggles, lists with the product, and refuses to add a sold product', async () => {
    const { client } = await registerUser(ctx.app);
    const product = await createListing(client);
    const fan = (await registerUser(ctx.app)).client;
    expect((await fan.post(`/api/products/${product.id}/favorite`)).json()).toEqual({ favorited: true });
    const list = (await fan.get('/api/favorites')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ productId: product.id, product: { id: product.id, isFavorite: true } });
    expect((await fan.get(`/api/products/${product.id}`)).json().isFavorite).toBe(true);
    const listed = (await fan.get(`/api/products?limit=100`)).json<{ id: number; isFavorite: boolean }[]>();
    expect(listed.find((entry) => entry.id === product.id)?.isFavorite).toBe(true);
    expect((await fan.post(`/api/products/${product.id}/favorite`)).json()).toEqual({ favorited: false });
    expect((await fan.get('/api/favorites')).json()).toEqual([]);

    await client.request({ method: 'PATCH', url: `/api/products/${product.id}/sold` });
    const refused = await fan.post(`/api/products/${product.id}/favorite`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('es', 'api.productSoldCannotFavorite'));
    expect((await fan.get('/api/favorites')).json()).toEqual([]);
  });

  it('answers 404 for unknown products, 400 for malformed ids, 401 without a session', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.post('/api/products/99999999/favorite')).statusCode).toBe(404);
    expect((await client.post('/api/products/abc/favorite')).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).post('/api/products/1/favorite')).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).get('/api/favorites')).statusCode).toBe(401);
  });
});

describe('values the database cannot hold', () => {
  it('answer 400, never 5xx', async () => {
    const { client } = await registerUser(ctx.app);
    const created = await client.post('/api/products', listing({ title: 'Mesa\u0000de noche' }));
    expect(created.statusCode).toBe(400);
    const searched = await client.get('/api/products/search?q=a%00b');
    expect(searched.statusCode).toBe(400);
  });
});

describe("a listing's own location", () => {
  /** A phone's fix inside the cell whose centre is (13.6925, -89.2175); the meetup is a mall nearby. */
  const EXACT = { latitude: 13.69412345, longitude: -89.21654321 };
  const CELL_CENTRE = { latitude: 13.6925, longitude: -89.2175 };
  const MEETUP = { meetupLatitude: 13.70553219, meetupLongitude: -89.21150987 };

  const pointOf = (product: { latitude: number | null; longitude: number | null }) => ({
    latitude: product.latitude,
    longitude: product.longitude,
  });

  async function storedPoint(id: number) {
    const [row] = await ctx.db
      .select({ latitude: products.latitude, longitude: products.longitude })
      .from(products)
      .where(eq(products.id, id));
    return { latitude: Number(row?.latitude), longitude: Number(row?.longitude) };
  }

  it('is stored and served as its grid cell’s centre on every read, while the meetup point stays exact', async () => {
    const { client, user } = await registerUser(ctx.app);
    const title = `Refrigeradora ${Date.now()}`;
    const created = await client.post('/api/products', listing({ title, ...EXACT, ...MEETUP }));
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(pointOf(product)).toEqual(CELL_CENTRE);
    expect(product).toMatchObject({
      meetupLatitude: MEETUP.meetupLatitude,
      meetupLongitude: MEETUP.meetupLongitude,
    });
    expect(await storedPoint(product.id)).toEqual(CELL_CENTRE);

    const buyer = (await registerUser(ctx.app)).client;
    const near = `latitude=${EXACT.latitude}&longitude=${EXACT.longitude}`;
    const find = (list: ProductSummary[]) => list.find((entry) => entry.id === product.id);
    const detail = (await buyer.get(`/api/products/${product.id}`)).json();
    expect(pointOf(detail)).toEqual(CELL_CENTRE);
    expect(detail).toMatchObject({
      meetupLatitude: MEETUP.meetupLatitude,
      meetupLongitude: MEETUP.meetupLongitude,
    });
    const reads = {
      newest: `/api/products?limit=100`,
      nearest: `/api/products?${near}&maxDistance=1&limit=100`,
      seller: `/api/products?sellerId=${user.id}`,
      search: `/api/products/search?q=${encodeURIComponent(title)}&${near}`,
    };
    for (const [name, url] of Object.entries(reads)) {
      const found = find((await buyer.get(url)).json<ProductSummary[]>());
      expect(found && pointOf(found), name).toEqual(CELL_CENTRE);
    }
    await buyer.post(`/api/products/${product.id}/favorite`);
    const favourite = (await buyer.get('/api/favorites')).json<{ product: ProductSummary }[]>()[0]?.product;
    expect(favourite && pointOf(favourite)).toEqual(CELL_CENTRE);
  });

  it('measures distances from the stored point, so standing on the exact spot is not 0 away', async () => {
    const { client, user } = await registerUser(ctx.app);
    await createListing(client, { ...EXACT });
    const list = (
      await client.get(
        `/api/products?latitude=${EXACT.latitude}&longitude=${EXACT.longitude}&sellerId=${user.id}`,
      )
    ).json<ProductSummary[]>();
    expect(list[0]?.distance).toBeCloseTo(haversine(EXACT, CELL_CENTRE), 9);
    expect(list[0]?.distance).toBeGreaterThan(0.1);
  });

  it('gives two points of one cell the same stored point, and a point past the edge the next centre', async () => {
    const { client } = await registerUser(ctx.app);
    const southWest = await createListing(client, { latitude: 13.69000001, longitude: -89.21999999 });
    const northEast = await createListing(client, { latitude: 13.69499999, longitude: -89.21500001 });
    const pastEdge = await createListing(client, { latitude: 13.695, longitude: -89.21500001 });
    expect(await storedPoint(southWest.id)).toEqual(CELL_CENTRE);
    expect(await storedPoint(northEast.id)).toEqual(CELL_CENTRE);
    // The cell to the north: its centre is one cell (0.005°) further.
    expect(await storedPoint(pastEdge.id)).toEqual({ latitude: 13.6975, longitude: CELL_CENTRE.longitude });
  });

  it('falls back to the meetup point’s cell when the phone gave no position; the meetup itself stays exact', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(
      '/api/products',
      listing({ latitude: null, longitude: null, ...MEETUP }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json();
    const meetup = { latitude: MEETUP.meetupLatitude, longitude: MEETUP.meetupLongitude };
    expect(pointOf(product)).toEqual(approximateLocation(meetup));
    expect(await storedPoint(product.id)).toEqual({ latitude: 13.7075, longitude: -89.2125 });
    expect(product).toMatchObject({
      meetupLatitude: MEETUP.meetupLatitude,
      meetupLongitude: MEETUP.meetupLongitude,
    });
  });
});

describe('migration 0007 and approximateLocation', () => {
  const migration = new URL('../../db/migrations/0007_approximate_product_location.sql', import.meta.url);

  /** Coordinates as the numeric(10,8)/(11,8) columns hold them: random ones, cell edges and a hair either side, the limits. */
  function samplePoints(count: number): { latitude: string; longitude: string }[] {
    const random = seededRandom(20261123);
    const edge = (limit: number) =>
      Math.round((random() * 2 - 1) * (limit / LOCATION_GRID_DEGREES)) * LOCATION_GRID_DEGREES;
    const near = (value: number, limit: number) =>
      Math.min(limit, Math.max(-limit, value + (Math.floor(random() * 3) - 1) * 1e-8));
    const points = Array.from({ length: count }, (_, index) => {
      const latitude = index % 2 ? (random() * 2 - 1) * 90 : near(edge(90), 90);
      const longitude = index % 3 ? (random() * 2 - 1) * 180 : near(edge(180), 180);
      return { latitude: latitude.toFixed(8), longitude: longitude.toFixed(8) };
    });
    const limits = [-90, 90].flatMap((latitude) =>
      [-180, 0, 180].map((longitude) => ({ latitude, longitude })),
    );
    return [
      ...points,
      ...limits.map(({ latitude, longitude }) => ({ latitude: `${latitude}`, longitude: `${longitude}` })),
    ];
  }

  it('agree on 1,000 points: the migration’s own statement runs on a copy of the columns', async () => {
    const points = samplePoints(1000);
    const statement = await readFile(migration, 'utf8');
    const snapped = await ctx.db.transaction(async (tx) => {
      // A temporary table is found before public.products, so the migration's UPDATE runs on these rows only.
      await tx.execute(
        sql`create temporary table products (id integer primary key, latitude numeric(10, 8), longitude numeric(11, 8)) on commit drop`,
      );
      const rows = points.map(
        (point, id) => sql`(${id}, ${point.latitude}::numeric, ${point.longitude}::numeric)`,
      );
      await tx.execute(sql`insert into products (id, latitude, longitude) values ${sql.join(rows, sql`, `)}`);
      await tx.execute(sql.raw(statement));
      return tx
        .select({ latitude: sql<string>`latitude::text`, longitude: sql<string>`longitude::text` })
        .from(sql`products`)
        .orderBy(sql`id`);
    });
    expect(snapped).toHaveLength(points.length);
    const disagreements = points.flatMap((point, index) => {
      const bySql = {
        latitude: Number(snapped[index]?.latitude),
        longitude: Number(snapped[index]?.longitude),
      };
      const byCode: LatLng = approximateLocation({
        latitude: Number(point.latitude),
        longitude: Number(point.longitude),
      });
      return bySql.latitude === byCode.latitude && bySql.longitude === byCode.longitude
        ? []
        : [{ point, bySql, byCode }];
    });
    expect(disagreements).toEqual([]);
  });
});
