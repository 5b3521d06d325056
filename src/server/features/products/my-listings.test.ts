import { eq, sql } from 'drizzle-orm';
import { useTestContext } from '#server/testing/use-test-context.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyListing, Product, ProductSummary } from '#shared/products.ts';
import { LISTING_LIFETIME_DAYS } from '#shared/products-constants.ts';
import { products, productViews } from '#server/db/schema.ts';
import { sweepExpired } from '#server/maintenance.ts';
import { deleteAccountOf, listProduct, patch, person, writeAbout } from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { favorite, settleAccount } from '#server/testing/test-world.ts';

const ctx = useTestContext();
beforeAll(async () => {});

const tab = async (client: TestClient, status: string) => {
  const response = await client.get(`/api/me/listings?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json<MyListing[]>();
};
const idsOf = (listings: readonly { id: number }[]) => listings.map((listing) => listing.id);
const viewCountOf = async (productId: number) => {
  const [row] = await ctx.db
    .select({ views: products.viewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row?.views;
};
const viewRowsOf = async (productId: number) =>
  ctx.db.select().from(productViews).where(eq(productViews.productId, productId));
const expire = (productId: number) =>
  ctx.db
    .update(products)
    .set({ expiresAt: sql`now() - interval '1 day'` })
    .where(eq(products.id, productId));

describe('views of a listing', () => {
  it('count each reader once a day, visitors once per address, never the seller', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const reader = await person(ctx, 'Beto');
    const read = (client: TestClient) => client.get(`/api/products/${product.id}`);
    for (const client of [seller.client, seller.client, reader.client, reader.client]) await read(client);
    const visitor = new TestClient(ctx.app);
    for (const client of [visitor, visitor, new TestClient(ctx.app)]) await read(client);
    await expect.poll(() => viewRowsOf(product.id).then((rows) => rows.length)).toBe(3);
    expect(await viewCountOf(product.id)).toBe(3);
    const keys = (await viewRowsOf(product.id)).map((row) => row.viewerKey);
    expect(keys).toContain(`user:${reader.user.id}`);
    expect(keys.join()).not.toContain(visitor.address);
  });

  it('are swept two days on, and go with the account of the reader', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const reader = await person(ctx, 'Beto');
    await reader.client.get(`/api/products/${product.id}`);
    await expect.poll(() => viewRowsOf(product.id).then((rows) => rows.length)).toBe(1);
    const day = (daysAgo: number) => sql<string>`current_date - ${daysAgo}::int`;
    await ctx.db.insert(productViews).values([
      { productId: product.id, viewerKey: 'address:old', day: day(3) },
      { productId: product.id, viewerKey: 'address:yesterday', day: day(1) },
    ]);
    await sweepExpired(ctx.db, ctx.deps.uploads);
    const kept = (await viewRowsOf(product.id)).map((row) => row.viewerKey).sort();
    expect(kept).toEqual(['address:yesterday', `user:${reader.user.id}`]);
    await deleteAccountOf(reader);
    expect((await viewRowsOf(product.id)).map((row) => row.viewerKey)).toEqual(['address:yesterday']);
    expect(await viewCountOf(product.id)).toBe(1);
  });
});

describe('GET /api/me/listings', () => {
  it('holds the caller’s listings by tab, each with its views, favourites and conversations', async () => {
    const seller = await person(ctx, 'Ana');
    await settleAccount(ctx.db, seller.user.id);
    const buyer = await person(ctx, 'Beto');
    const [forSale, reserved, sold, old] = [
      await listProduct(seller, { title: 'Mesa' }),
      await listProduct(seller, { title: 'Silla' }),
      await listProduct(seller, { title: 'Lámpara' }),
      await listProduct(seller, { title: 'Sofá' }),
    ];
    await favorite(buyer.client, forSale.id);
    await writeAbout(buyer, forSale);
    await buyer.client.get(`/api/products/${forSale.id}`);
    await writeAbout(buyer, reserved);
    await patch(seller.client, `/api/products/${reserved.id}/reserve`, { buyerId: buyer.user.id });
    await patch(seller.client, `/api/products/${sold.id}/sold`, {});
    await expire(old.id);
    await expect.poll(() => viewCountOf(forSale.id)).toBe(1);

    const available = await tab(seller.client, 'available');
    expect(idsOf(available)).toEqual([forSale.id]);
    expect(available[0]?.stats).toEqual({ views: 1, favorites: 1, conversations: 1 });
    expect(Date.parse(available[0]?.expiresAt ?? '')).toBeGreaterThan(
      Date.now() + (LISTING_LIFETIME_DAYS - 1) * 24 * 3600_000,
    );
    expect(idsOf(await tab(seller.client, 'reserved'))).toEqual([reserved.id]);
    expect(idsOf(await tab(seller.client, 'sold'))).toEqual([sold.id]);
    expect(idsOf(await tab(seller.client, 'expired'))).toEqual([old.id]);
    expect(idsOf((await seller.client.get('/api/me/listings')).json<MyListing[]>())).toEqual([forSale.id]);
    expect(idsOf((await seller.client.get('/api/me/listings?status=sold&limit=1&offset=1')).json())).toEqual(
      [],
    );
  });

  it('is always the caller’s own, refuses a bad tab or page (400) and visitors (401)', async () => {
    const seller = await person(ctx, 'Ana');
    await listProduct(seller);
    const outsider = await person(ctx, 'Carla');
    expect(await tab(outsider.client, 'available')).toEqual([]);
    const other = await outsider.client.get(`/api/me/listings?sellerId=${seller.user.id}`);
    expect(other.json()).toEqual([]);
    for (const [query, language, message] of [
      ['status=vencido', 'es', 'Elige una pestaña: en venta, reservados, vendidos o vencidos'],
      ['status=hidden', 'en', 'Choose a tab: for sale, reserved, sold or expired'],
    ] as const) {
      const refused = await seller.client.get(`/api/me/listings?${query}`, { 'accept-language': language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await seller.client.get('/api/me/listings?limit=0')).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).get('/api/me/listings')).statusCode).toBe(401);
  });
});

describe('expiry and POST /api/products/:id/renew', () => {
  const renew = (client: TestClient, id: number | string, language = 'es') =>
    client.request({
      method: 'POST',
      url: `/api/products/${id}/renew`,
      headers: { 'accept-language': language },
    });

  it('takes an expired listing out of the feed and search until its seller renews it', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller, { title: 'Bicicleta vencida' });
    const reader = await person(ctx, 'Beto');
    const feedIds = async () =>
      idsOf((await reader.client.get('/api/products?limit=100')).json<ProductSummary[]>());
    const searchIds = async () =>
      idsOf((await reader.client.get('/api/products/search?q=bicicleta')).json<ProductSummary[]>());
    await expire(product.id);
    expect(await feedIds()).not.toContain(product.id);
    expect(await searchIds()).not.toContain(product.id);
    expect((await reader.client.get(`/api/products/${product.id}`)).json<Product>().id).toBe(product.id);
    await expect.poll(() => viewCountOf(product.id)).toBe(1);

    const renewed = await renew(seller.client, product.id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<MyListing>()).toMatchObject({ id: product.id, stats: { views: 1 } });
    expect(Date.parse(renewed.json<MyListing>().expiresAt)).toBeGreaterThan(
      Date.now() + (LISTING_LIFETIME_DAYS - 1) * 24 * 3600_000,
    );
    expect(await feedIds()).toContain(product.id);
    expect(await searchIds()).toContain(product.id);
    expect(idsOf(await tab(seller.client, 'expired'))).toEqual([]);
  });

  it('refuses others (403), unknown listings (404), sold ones (409), bad ids (400) and visitors (401)', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const before = await ctx.db
      .select({ expiresAt: products.expiresAt })
      .from(products)
      .where(eq(products.id, product.id));
    const outsider = await person(ctx, 'Carla');
    expect((await renew(outsider.client, product.id)).statusCode).toBe(403);
    expect((await renew(new TestClient(ctx.app), product.id)).statusCode).toBe(401);
    expect((await renew(seller.client, 99_999_999)).statusCode).toBe(404);
    expect((await renew(seller.client, 'abc')).statusCode).toBe(400);
    await patch(seller.client, `/api/products/${product.id}/sold`, {});
    const sold = await renew(seller.client, product.id, 'en');
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ message: "This listing has been sold: it doesn't need renewing" });
    const after = await ctx.db
      .select({ expiresAt: products.expiresAt })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after).toEqual(before);
  });
});
