import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REFERENCE_CATEGORIES } from '#shared/categories.ts';
import type { LatLng } from '#shared/geo.ts';
import { PRODUCT_CONDITIONS } from '#shared/products-constants.ts';
import { hashPassword } from '#server/plugins/password.ts';
import { distritoFinder } from '#server/features/places/service.ts';
import { PLACES, type Place } from '#shared/places/places.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { products, users } from '#server/db/schema.ts';
import {
  CATEGORY_WORDS,
  DESCRIPTION_CLOSINGS,
  FIRST_NAMES,
  LAST_NAMES,
  TITLE_QUALIFIERS,
} from './bulk-words.ts';
import { DEMO_PASSWORD } from './demo-content.ts';
import { categoryIdLookup } from './demo.ts';
import { categoryPhotoPool, type CategoryName, type PhotoStore } from './photos.ts';
import {
  between,
  coordinateText,
  integerBetween,
  listingArea,
  pick,
  scatter,
  seededRandom,
  shuffled,
  weightedPicker,
  type Random,
} from './random.ts';

/**
 * Bulk data for benchmarks: N products spread over El Salvador as people are — heavier around the
 * big cities (population-weighted places, scattered more widely around bigger ones) — with varied Spanish titles,
 * plausible prices, 5–10 % sold and photos from a handful of generated uploads. Multi-row INSERTs of 1,000 rows.
 */
export type BulkOptions = { products: number; users: number; uploads: PhotoStore; seed?: number };
export type BulkSummary = { users: number; products: number; sold: number; seconds: number };

const BATCH_ROWS = 1000;
const SOLD_SHARE = 0.07;
const LISTING_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTO_VARIANTS = 3;
/** A place without a population in the extract still draws a few listings. */
const SMALL_PLACE_POPULATION = 2000;
const CONDITION_WEIGHTS: Record<(typeof PRODUCT_CONDITIONS)[number], number> = {
  new: 2,
  like_new: 3,
  good: 4,
  fair: 2,
  poor: 0.5,
};

type Context = {
  random: Random;
  now: number;
  place: (random: Random) => Place;
  condition: (random: Random) => (typeof PRODUCT_CONDITIONS)[number];
  categoryId: (name: CategoryName) => number;
  photos: Map<CategoryName, string[]>;
  distritoNear: (point: LatLng) => number | null;
  sellerIds: readonly number[];
};

const populationOf = (place: Place) => place.population ?? SMALL_PLACE_POPULATION;

/** Where listings of a place lie: a normal scatter about a mile wide for a town, about three for San Salvador. */
function pointNear(random: Random, place: Place): LatLng {
  return scatter(random, place, 0.4 + 1.1 * Math.sqrt(populationOf(place) / 100_000));
}

/** Log-uniform in the category's range: many cheap things, a few expensive ones; round like people do. */
function priceIn(random: Random, [min, max]: readonly [number, number]): string {
  const price = Math.exp(between(random, Math.log(min), Math.log(max)));
  const step = price >= 100 ? 5 : price >= 10 ? 1 : 0.25;
  return Math.max(step, Math.round(price / step) * step).toFixed(2);
}

function productRow(context: Context) {
  const { random } = context;
  const category = pick(random, REFERENCE_CATEGORIES).name;
  const words = CATEGORY_WORDS[category];
  const item = pick(random, words.items);
  const place = context.place(random);
  const point = pointNear(random, place);
  const meetup = scatter(random, place, 0.2);
  const createdAt = new Date(context.now - random() * LISTING_AGE_DAYS * DAY_MS);
  const isSold = random() < SOLD_SHARE;
  const pool = context.photos.get(category) ?? [];
  return {
    title: `${item}, ${pick(random, TITLE_QUALIFIERS)}`,
    description: `${item}. ${pick(random, words.details)} ${pick(random, words.details)} ${pick(random, DESCRIPTION_CLOSINGS)}`,
    price: priceIn(random, words.price),
    categoryId: context.categoryId(category),
    sellerId: pick(random, context.sellerIds),
    images: shuffled(random, pool).slice(0, integerBetween(random, 1, pool.length)),
    condition: context.condition(random),
    isSold,
    isAvailable: !isSold,
    status: isSold ? ('sold' as const) : ('available' as const),
    location: place.name,
    ...listingArea(point, context.distritoNear),
    meetupLocation: `Parque central de ${place.name}`,
    meetupLatitude: coordinateText(meetup.latitude),
    meetupLongitude: coordinateText(meetup.longitude),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Users named from common Salvadoran names, all with the demo password (one hash: this is benchmark data). */
async function insertUsers(
  db: Executor,
  context: Omit<Context, 'sellerIds'>,
  password: string,
  count: number,
) {
  const run = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const values = Array.from({ length: Math.min(BATCH_ROWS, count - start) }, (_, offset) => {
      const place = context.place(context.random);
      const home = pointNear(context.random, place);
      return {
        email: `vecino.${run}.${start + offset + 1}@cerquita.test`,
        password,
        firstName: pick(context.random, FIRST_NAMES),
        lastName: pick(context.random, LAST_NAMES),
        location: place.name,
        latitude: coordinateText(home.latitude),
        longitude: coordinateText(home.longitude),
      };
    });
    const rows = await db.insert(users).values(values).returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Sale counts on profiles match their sold listings, as marking a listing sold keeps them. */
async function countSales(db: Executor) {
  await db.execute(sql`update ${users} set sold_items_count = sales.count
    from (select ${products.sellerId} as seller_id, count(*)::int as count from ${products}
          where ${products.isSold} group by ${products.sellerId}) sales
    where ${users.id} = sales.seller_id`);
}

/**
 * Full-text and trigram (GIN) indexes cost more kept up row by row than built once: for the load they are dropped and
 * then rebuilt from their own definitions, inside the load's transaction (all of it lands, or none).
 */
async function withoutGinIndexes(tx: Executor, load: () => Promise<void>) {
  const indexes = await tx
    .select({ name: sql<string>`indexname`, definition: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(sql`schemaname = current_schema() and tablename = 'products' and indexdef like '% USING gin %'`);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

async function insertProducts(tx: Executor, context: Context, count: number) {
  let sold = 0;
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const rows = Array.from({ length: Math.min(BATCH_ROWS, count - start) }, () => productRow(context));
    sold += rows.filter((row) => row.isSold).length;
    await tx.insert(products).values(rows);
  }
  return sold;
}

export async function seedBulk(db: Database, options: BulkOptions): Promise<BulkSummary> {
  const started = performance.now();
  const base = {
    random: seededRandom(options.seed ?? 2026),
    now: Date.now(),
    place: weightedPicker(PLACES, populationOf),
    condition: weightedPicker(PRODUCT_CONDITIONS, (condition) => CONDITION_WEIGHTS[condition]),
    categoryId: await categoryIdLookup(db),
    photos: await categoryPhotoPool(options.uploads, PHOTO_VARIANTS),
    distritoNear: await distritoFinder(db),
  };
  const password = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    const context: Context = {
      ...base,
      sellerIds: await insertUsers(tx, base, password, Math.max(1, options.users)),
    };
    let sold = 0;
    await withoutGinIndexes(tx, async () => {
      sold = await insertProducts(tx, context, options.products);
    });
    await countSales(tx);
    return { users: context.sellerIds.length, products: options.products, sold };
  });
  // A live table is vacuumed by autovacuum; a fresh bulk load is not yet, and its first readers would set hint bits.
  await db.execute(sql`vacuum analyze`);
  return { ...summary, seconds: Math.round(performance.now() - started) / 1000 };
}
