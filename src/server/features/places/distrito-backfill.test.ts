import { readFile } from 'node:fs/promises';
import { eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nearestDistrito } from '#shared/places/divisions.ts';
import { PLACE_NAMING_MAX_MILES } from '#shared/places/places.ts';
import { places, products } from '#server/db/schema.ts';
import { listProduct, person, type Person } from '#server/testing/deal-world.ts';
import { settleAccount } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';
import { placeRowsOf } from './service.ts';

/** Migration 0034: listings stored without a distrito get the one whose centre is nearest their point. */

const migration = new URL('../../db/migrations/0035_products_distrito_backfill.sql', import.meta.url);
const ctx = useTestContext();
let seller: Person;

beforeAll(async () => {
  seller = await person(ctx, 'Rosa');
  await settleAccount(ctx.db, seller.user.id);
});

/** A listing at the point, stored as older listings were: without a distrito. */
async function olderListing(title: string, latitude: number, longitude: number) {
  const listing = await listProduct(seller, { title, meetupLatitude: latitude, meetupLongitude: longitude });
  await ctx.db.update(products).set({ distritoId: null }).where(eq(products.id, listing.id));
  return listing.id;
}

async function distritoNames(ids: number[]) {
  const rows = await ctx.db
    .select({ id: products.id, name: places.name })
    .from(products)
    .leftJoin(places, eq(places.id, products.distritoId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

describe('the distrito backfill', () => {
  it('gives each listing without a distrito the nearest one, as a new listing gets it, and leaves the others', async () => {
    const perquin = await olderListing('Hamaca de Perquín', 13.9578, -88.1622);
    const cinquera = await olderListing('Miel de Cinquera', 13.8867, -88.9564);
    const soyapango = await olderListing('Comal de Soyapango', 13.7023, -89.1522);
    const atSea = await olderListing('Red de pesca', 13.7023, -89.1522);
    await ctx.db
      .update(products)
      .set({ latitude: '12.00000000', longitude: '-89.00000000' })
      .where(eq(products.id, atSea));
    const [santaTecla] = await ctx.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.name, 'Santa Tecla'));
    // Chosen with the picker although its point is in Santa Ana: the backfill leaves it.
    const chosen = await listProduct(seller, {
      title: 'Olla de Santa Tecla',
      meetupLatitude: 13.9942,
      meetupLongitude: -89.5597,
      distritoId: santaTecla?.id,
    });

    await ctx.db.execute(await readFile(migration, 'utf8'));

    const names = await distritoNames([perquin, cinquera, soyapango, atSea, chosen.id]);
    expect(names.get(perquin)).toBe('Perquín');
    expect(names.get(cinquera)).toBe('Cinquera');
    expect(names.get(soyapango)).toBe('Soyapango');
    expect(names.get(atSea)).toBeNull();
    expect(names.get(chosen.id)).toBe('Santa Tecla');

    const rows = await placeRowsOf(ctx.db);
    const stored = await ctx.db
      .select({ latitude: products.latitude, longitude: products.longitude, distritoId: products.distritoId })
      .from(products)
      .where(inArray(products.id, [perquin, cinquera, soyapango, atSea]));
    for (const listing of stored) {
      const point = { latitude: Number(listing.latitude), longitude: Number(listing.longitude) };
      expect(listing.distritoId).toBe(nearestDistrito(rows, point, PLACE_NAMING_MAX_MILES)?.id ?? null);
    }
    expect(await ctx.db.select().from(products).where(isNull(products.distritoId))).toEqual([
      expect.objectContaining({ id: atSea }),
    ]);
  });
});
