import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { approximateLocation } from '#shared/geo.ts';
import { nearestDistrito } from '#shared/places/divisions.ts';
import { PLACE_NAMING_MAX_MILES } from '#shared/places/places.ts';
import type { ProductSummary } from '#shared/products.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { placeRowsOf } from '#server/features/places/service.ts';
import { TestClient } from '#server/testing/test-app.ts';

import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';
import { communityPosts, favorites, products, uploads, users } from '#server/db/schema.ts';
import { DEMO_PASSWORD, demoEmail } from './demo-content.ts';
import { seedBulk } from './bulk.ts';
import { seedDemoData, type DemoSummary } from './demo.ts';

const ctx = useTestContextWithUploads('demo');
let summary: DemoSummary | undefined;
beforeAll(async () => {
  summary = await seedDemoData(ctx.db, ctx.deps.uploads);
});

async function countOf(table: PgTable) {
  const [row] = await ctx.db.select({ value: count() }).from(table);
  return row?.value;
}

async function counts() {
  return {
    users: await countOf(users),
    products: await countOf(products),
    posts: await countOf(communityPosts),
    favourites: await countOf(favorites),
  };
}

/**
 * Listings whose own location is not the centre of its grid cell, those whose distrito is not the one nearest that
 * location (as a new listing gets it), and how many meetup points are on a centre (by chance).
 */
async function locationsOfListings() {
  const rows = await ctx.db.select().from(products);
  const places = await placeRowsOf(ctx.db);
  const nearest = (latitude: string | null, longitude: string | null) =>
    nearestDistrito(
      places,
      { latitude: Number(latitude), longitude: Number(longitude) },
      PLACE_NAMING_MAX_MILES,
    )?.id ?? null;
  const isCentre = (latitude: string | null, longitude: string | null) => {
    const point = { latitude: Number(latitude), longitude: Number(longitude) };
    const centre = approximateLocation(point);
    return centre.latitude === point.latitude && centre.longitude === point.longitude;
  };
  return {
    count: rows.length,
    offGrid: rows.filter((row) => !isCentre(row.latitude, row.longitude)).map((row) => row.id),
    misplaced: rows
      .filter((row) => row.distritoId === null || row.distritoId !== nearest(row.latitude, row.longitude))
      .map((row) => row.id),
    meetupsOnCentres: rows.filter((row) => isCentre(row.meetupLatitude, row.meetupLongitude)).length,
  };
}

async function signInAsDemoSeller() {
  const client = new TestClient(ctx.app);
  const response = await client.post('/api/login', { email: demoEmail('ana'), password: DEMO_PASSWORD });
  return { client, response };
}

describe('seedDemoData', () => {
  it('creates sellers, listings whose photos and thumbnails are files, and a few sold counted on their sellers', async () => {
    expect(summary).toMatchObject({ sellers: 13, listings: 80 });
    const listings = await ctx.db.select().from(products);
    expect(listings).toHaveLength(80);
    expect(new Set(listings.map((listing) => listing.categoryId)).size).toBe(11);

    const images = listings.flatMap((listing) => listing.images);
    expect(listings.every((listing) => listing.images.length >= 1 && listing.images.length <= 3)).toBe(true);
    for (const url of new Set(images)) {
      expect(await ctx.deps.uploads.exists(url)).toBe(true);
      expect(await readdir(ctx.config.uploadDir)).toContain(path.basename(thumbnailUrlOf(url)));
    }

    const sold = listings.filter((listing) => listing.isSold);
    expect(sold.length).toBeGreaterThanOrEqual(5);
    expect(sold.length).toBeLessThanOrEqual(12);
    expect(sold.every((listing) => !listing.isAvailable)).toBe(true);
    const [sales] = await ctx.db.select({ total: sum(users.soldItemsCount) }).from(users);
    expect(Number(sales?.total)).toBe(sold.length);

    const monthAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    expect(listings.every((listing) => listing.createdAt.getTime() > monthAgo)).toBe(true);
    expect(await counts()).toMatchObject({ users: 13, posts: 6 });
  });

  it('records every photo as an upload without an owner, so the sweep and the storage in use see them', async () => {
    const records = await ctx.db.select({ hash: uploads.hash, ownerId: uploads.ownerId }).from(uploads);
    expect(new Set(records.map((record) => record.hash)).size).toBe(summary?.photos);
    expect(records.every((record) => record.ownerId === null)).toBe(true);
  });

  it('lets a demo seller sign in and shows at least 24 listings within 3 miles of San Salvador', async () => {
    const { client, response } = await signInAsDemoSeller();
    expect(response.statusCode).toBe(200);
    const nearby = await client.get(
      `/api/products?latitude=${DEFAULT_LOCATION.latitude}&longitude=${DEFAULT_LOCATION.longitude}&maxDistance=3&limit=100`,
    );
    expect(nearby.statusCode).toBe(200);
    const list = nearby.json<ProductSummary[]>();
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(list.every((product) => (product.distance ?? Infinity) <= 3)).toBe(true);
    expect(list.every((product) => product.thumbnailUrl?.endsWith('.thumb.jpg'))).toBe(true);
  });

  it("marks the demo seller's favourites in the listing", async () => {
    const { client, response } = await signInAsDemoSeller();
    const userId = response.json<{ user: { id: number } }>().user.id;
    const favourites = await ctx.db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    expect(favourites.length).toBeGreaterThan(0);
    const list = (await client.get('/api/products?limit=100')).json<ProductSummary[]>();
    const marked = list.filter((product) => product.isFavorite).map((product) => product.id);
    expect(marked.sort()).toEqual(favourites.map((favourite) => favourite.productId).sort());
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const files = await readdir(ctx.config.uploadDir);
    expect(await seedDemoData(ctx.db, ctx.deps.uploads)).toBeUndefined();
    expect(await counts()).toEqual(before);
    expect(await readdir(ctx.config.uploadDir)).toEqual(files);
  });
});

describe('seeded locations', () => {
  it('store each listing at its grid cell’s centre in the distrito nearest it, demo and bulk alike, and keep meetup points exact', async () => {
    const demo = await locationsOfListings();
    expect(demo).toMatchObject({ count: 80, offGrid: [], misplaced: [] });
    expect(demo.meetupsOnCentres).toBeLessThan(demo.count);
    await seedBulk(ctx.db, { products: 200, users: 3, uploads: ctx.deps.uploads });
    const all = await locationsOfListings();
    expect(all).toMatchObject({ count: 280, offGrid: [], misplaced: [] });
    expect(all.meetupsOnCentres).toBeLessThan(20);
  });
});
