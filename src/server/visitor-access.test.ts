import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { useTestContext } from '#server/testing/use-test-context.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { approximateLocation } from '#shared/geo.ts';
import type { Product, ProductSummary } from '#shared/products.ts';
import * as schema from '#server/db/schema.ts';
import { products, users } from '#server/db/schema.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { listProduct, person, type Person } from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { favorite } from '#server/testing/test-world.ts';
import * as insert from '#server/testing/inserts.ts';

/** What a visitor (no session) may read, what they see of it, and that every write stays closed to them. */

const SELLER_PHONE = '7012-3481';
/** About 40 miles from San Salvador: outside a visitor's default home. */
const SANTA_ANA = { latitude: 13.9942, longitude: -89.5597 };

const ctx = useTestContext();
let seller: Person;
let buyer: Person;
let product: Product;
let farProduct: Product;
let postId: number;

beforeAll(async () => {
  seller = await person(ctx, 'Ana');
  buyer = await person(ctx, 'Beto');
  await ctx.db.update(users).set({ phone: SELLER_PHONE }).where(eq(users.id, seller.user.id));
  product = await listProduct(seller, {
    title: 'Licuadora Oster',
    meetupLatitude: 13.70567,
    meetupLongitude: -89.21153,
  });
  farProduct = await listProduct(seller, {
    title: 'Licuadora Santa Ana',
    meetupLatitude: SANTA_ANA.latitude,
    meetupLongitude: SANTA_ANA.longitude,
  });
  await favorite(buyer.client, product.id);
  await insert.review(ctx.db, buyer.user.id, seller.user.id, 5);
  postId = await insert.post(ctx.db, seller.user.id);
  await insert.comment(ctx.db, buyer.user.id, postId);
});

const visitorReads = () => [
  '/api/products',
  '/api/products/search?q=licuadora',
  `/api/products/${product.id}`,
  `/api/users/${seller.user.id}`,
  `/api/users/${seller.user.id}/reviews`,
  '/api/categories',
  '/api/places?q=soyapango',
  '/api/community',
  `/api/community/${postId}`,
  `/api/community/${postId}/comments`,
  `/api/price-hints?categoryId=${product.categoryId}&lat=13.7&lng=-89.2&q=licuadora`,
];

describe('visitor reads', () => {
  it("answer 200 without a session, with nobody's email or phone", async () => {
    const visitor = new TestClient(ctx.app);
    for (const url of visitorReads()) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(200);
      for (const secret of [seller.user.email, buyer.user.email, SELLER_PHONE])
        expect(response.body, url).not.toContain(secret);
    }
  });

  it("give a listing's signed-in-only fields as nobody's and its meetup point coarse", async () => {
    const visitor = new TestClient(ctx.app);
    const page = (await visitor.get(`/api/products/${product.id}`)).json<Product>();
    expect(page).toMatchObject({
      description: product.description,
      isFavorite: false,
      reservedForYou: false,
      reservedFor: null,
      soldTo: null,
      undoSoldUntil: null,
      canReview: false,
    });
    const coarse = approximateLocation({ latitude: 13.70567, longitude: -89.21153 });
    expect({ latitude: page.meetupLatitude, longitude: page.meetupLongitude }).toEqual(coarse);
    const signedIn = (await buyer.client.get(`/api/products/${product.id}`)).json<Product>();
    expect([signedIn.isFavorite, signedIn.meetupLatitude]).toEqual([true, 13.70567]);
    const cards = (await visitor.get('/api/products')).json<ProductSummary[]>();
    expect(cards.find((card) => card.id === product.id)?.isFavorite).toBe(false);
  });

  it('show without a place the newest listings around San Salvador, and as asked with one or a seller', async () => {
    const visitor = new TestClient(ctx.app);
    const home = (await visitor.get('/api/products')).json<ProductSummary[]>();
    expect(home.map((card) => card.id)).toContain(product.id);
    expect(home.map((card) => card.id)).not.toContain(farProduct.id);
    expect(home.every((card) => card.distance !== undefined)).toBe(true);
    const near = `latitude=${SANTA_ANA.latitude}&longitude=${SANTA_ANA.longitude}&maxDistance=3`;
    const there = (await visitor.get(`/api/products?${near}`)).json<ProductSummary[]>();
    expect(there.map((card) => card.id)).toEqual([farProduct.id]);
    const profile = (await visitor.get(`/api/products?sellerId=${seller.user.id}`)).json<ProductSummary[]>();
    expect(profile.map((card) => card.id)).toContain(farProduct.id);
    const everywhere = (await seller.client.get('/api/products')).json<ProductSummary[]>();
    expect(everywhere.map((card) => card.id)).toEqual([farProduct.id, product.id]);
  });

  it('keep what moderation removed hidden, as from a stranger', async () => {
    const hidden = await listProduct(seller, { title: 'Oculto' });
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, hidden.id));
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get(`/api/products/${hidden.id}`)).statusCode).toBe(410);
    const cards = (await visitor.get('/api/products?includeSold=true')).json<ProductSummary[]>();
    expect(cards.map((card) => card.id)).not.toContain(hidden.id);
  });

  it("spend the address's budget of public reads, shared with /api/public/*", async () => {
    const visitor = new TestClient(ctx.app);
    for (let read = 1; read < THROTTLE_RULES.publicReadsPerAddress.limit; read += 1)
      expect((await visitor.get(`/api/public/products/${product.id}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await visitor.get('/api/community')).statusCode).toBe(429);
    expect((await seller.client.get(`/api/products/${product.id}`)).statusCode).toBe(200);
  });

  it('keep reads that are nobody’s business but the signed-in closed', async () => {
    const visitor = new TestClient(ctx.app);
    const closed = [
      '/api/user',
      '/api/favorites',
      '/api/conversations',
      `/api/products/${product.id}/buyers`,
    ];
    const statuses = await Promise.all(closed.map(async (url) => (await visitor.get(url)).statusCode));
    expect(statuses).toEqual(closed.map(() => 401));
  });
});

/** Writes anyone may make without a session: signing up and in, links from mails, the digest's unsubscribe. */
const OPEN_WRITES = new Set([
  'POST /api/register',
  'POST /api/login',
  // The second step of a sign-in: answers 401 itself without the password step's cookie (two-factor tests).
  'POST /api/login/2fa',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'POST /api/notifications/unsubscribe',
]);
const WRITE_METHODS = ['POST', 'PATCH', 'PUT', 'DELETE'];

/** Every route as "METHOD /path", read from Fastify's printed route tree (each line's segment extends its parent's). */
function routesOf(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (depth > 0 ? (paths[depth - 1] ?? '') : '') + segment;
    paths[depth] = path;
    for (const method of methods.split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A digest of every table's rows: equal before and after means nothing was written. */
async function databaseDigest(): Promise<string> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const digests = [];
  for (const table of tables) {
    const [row] = await ctx.db
      .select({ digest: sql<string | null>`md5(string_agg(${table}::text, ',' order by ${table}::text))` })
      .from(table);
    digests.push(`${getTableName(table)}:${row?.digest ?? ''}`);
  }
  return digests.join('\n');
}

describe('visitor writes', () => {
  it('every write under /api but signing in and mailed links answers 401 and changes nothing', async () => {
    const writes = routesOf(ctx.app.printRoutes({ commonPrefix: false })).filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return WRITE_METHODS.includes(method) && path.startsWith('/api/') && !OPEN_WRITES.has(route);
    });
    expect(writes).toEqual(expect.arrayContaining(['POST /api/products', 'DELETE /api/products/:id']));
    const before = await databaseDigest();
    const visitor = new TestClient(ctx.app);
    for (const route of writes) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replaceAll(/:\w+/g, String(product.id));
      const response = await visitor.request({ method, url, payload: { amount: 10, content: 'hola' } });
      expect(response.statusCode, route).toBe(401);
    }
    expect(await databaseDigest()).toBe(before);
  });
});
