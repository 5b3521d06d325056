import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LatLng } from '#shared/geo.ts';
import { hashPassword } from '#server/plugins/password.ts';
import { distritoFinder } from '#server/features/places/service.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { categories, communityPosts, favorites, identityChecks, products, users } from '#server/db/schema.ts';
import {
  DEMO_LISTINGS,
  DEMO_PASSWORD,
  DEMO_POSTS,
  DEMO_SELLERS,
  MEETUP_SPOTS,
  demoEmail,
  type DemoListing,
  type DemoSeller,
} from './demo-content.ts';
import { categoryPhotoPool, storeListingPhoto, type CategoryName, type PhotoStore } from './photos.ts';
import {
  between,
  coordinateText,
  integerBetween,
  listingArea,
  pick,
  pointWithin,
  seededRandom,
  shuffled,
  type Random,
} from './random.ts';

/**
 * Demo data: on the first start of an empty database, a believable marketplace around El Salvador's
 * cities — sellers, listings with generated photos (a few sold), favourites and community posts. It runs only while
 * the database has no users, so later starts (and a second call) add nothing.
 */
export type DemoSummary = {
  sellers: number;
  listings: number;
  sold: number;
  photos: number;
  seconds: number;
};

type DemoLog = Pick<FastifyBaseLogger, 'info'>;

const SEED = 503;
const DAY_MS = 24 * 60 * 60 * 1000;
const LISTING_AGE_DAYS = 30;
const SOLD_SHARE = 0.1;
/** Things that are sold once; services and food are offered again and again. */
const SOLD_ONCE: ReadonlySet<CategoryName> = new Set([
  'Electrónicos',
  'Ropa',
  'Hogar',
  'Vehículos',
  'Deportes',
  'Libros',
  'Herramientas',
]);
const FAVOURITES_PER_SELLER = 3;
/** Serialises two instances starting on one empty database: the second waits, then sees the users. */
const ADVISORY_LOCK_KEY = 503_2026;

type PlannedListing = DemoListing & {
  seller: DemoSeller;
  location: string;
  point: LatLng;
  meetup: { name: string; latitude: number; longitude: number };
  createdAt: Date;
  soldAt: Date | undefined;
  extraPhotos: number;
};

async function hasUsers(db: Executor) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Hands the listings to the sellers (each gets `seller.listings`), near one of their city's meetup spots. */
function planListings(random: Random, now: Date): PlannedListing[] {
  const slots = DEMO_SELLERS.flatMap((seller) => Array.from({ length: seller.listings }, () => seller));
  if (slots.length !== DEMO_LISTINGS.length) throw new Error('demo sellers must hold every demo listing');
  const sellers = shuffled(random, slots);
  const soldOnce = shuffled(
    random,
    DEMO_LISTINGS.filter((listing) => SOLD_ONCE.has(listing.category)),
  ).slice(0, Math.round(DEMO_LISTINGS.length * SOLD_SHARE));
  return DEMO_LISTINGS.map((listing, index) => {
    const seller = sellers[index] ?? pick(random, DEMO_SELLERS);
    const meetup = pick(random, MEETUP_SPOTS[seller.city]);
    const createdAt = new Date(now.getTime() - between(random, 0.02, LISTING_AGE_DAYS) * DAY_MS);
    const soldAt = soldOnce.includes(listing)
      ? new Date(createdAt.getTime() + random() * (now.getTime() - createdAt.getTime()))
      : undefined;
    return {
      ...listing,
      seller,
      location: seller.city,
      point: pointWithin(random, meetup, 0.05, 0.6),
      meetup,
      createdAt,
      soldAt,
      extraPhotos: integerBetween(random, 0, 2),
    };
  });
}

/** One captioned photo per listing (its title), then 0–2 of its category's shared photos. */
async function listingPhotos(uploads: PhotoStore, plan: readonly PlannedListing[]) {
  const pool = await categoryPhotoPool(uploads, 2);
  return Promise.all(
    plan.map(async (listing) => {
      const main = await storeListingPhoto(uploads, listing.category, listing.title);
      return [main, ...(pool.get(listing.category) ?? []).slice(0, listing.extraPhotos)];
    }),
  );
}

async function insertSellers(db: Executor, random: Random, now: Date) {
  const values = await Promise.all(
    DEMO_SELLERS.map(async (seller) => {
      const home = pointWithin(random, pick(random, MEETUP_SPOTS[seller.city]), 0, 1);
      return {
        email: demoEmail(seller.key),
        password: await hashPassword(DEMO_PASSWORD),
        firstName: seller.firstName,
        lastName: seller.lastName,
        gender: seller.gender,
        phone: seller.phone,
        location: seller.city,
        latitude: coordinateText(home.latitude),
        longitude: coordinateText(home.longitude),
        isVerified: seller.isVerified,
        createdAt: new Date(now.getTime() - between(random, 45, 400) * DAY_MS),
      };
    }),
  );
  const rows = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, email: users.email, isVerified: users.isVerified });
  await insertDemoIdentityChecks(db, rows);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * The verified badge is earned only by an approved identity check: each verified demo seller gets one, without photos,
 * reviewer or DUI hash (nobody's real DUI was ever checked; a hash would block that number for a real person).
 */
async function insertDemoIdentityChecks(
  db: Executor,
  sellers: readonly { id: number; isVerified: boolean }[],
) {
  const verified = sellers.filter((seller) => seller.isVerified);
  if (verified.length === 0) return;
  await db
    .insert(identityChecks)
    .values(
      verified.map((seller) => ({ userId: seller.id, status: 'approved' as const, decidedAt: sql`now()` })),
    );
}

/** Category name → id, from the reference rows seedCategories wrote. */
export async function categoryIdLookup(db: Executor) {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return (name: CategoryName) => {
    const found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`category ${name} missing: seed categories first`);
    return found.id;
  };
}

function sellerId(sellerIds: Map<string, number>, key: string) {
  const id = sellerIds.get(demoEmail(key));
  if (id === undefined) throw new Error(`demo seller ${key} was not inserted`);
  return id;
}

async function insertListings(
  db: Executor,
  plan: readonly PlannedListing[],
  photos: readonly string[][],
  sellerIds: Map<string, number>,
) {
  const categoryId = await categoryIdLookup(db);
  const distritoNear = await distritoFinder(db);
  return db
    .insert(products)
    .values(
      plan.map((listing, index) => ({
        title: listing.title,
        description: listing.description,
        price: listing.price.toFixed(2),
        categoryId: categoryId(listing.category),
        sellerId: sellerId(sellerIds, listing.seller.key),
        images: photos[index] ?? [],
        condition: listing.condition,
        isAvailable: !listing.soldAt,
        isSold: Boolean(listing.soldAt),
        status: listing.soldAt ? ('sold' as const) : ('available' as const),
        soldAt: listing.soldAt ?? null,
        location: listing.location,
        ...listingArea(listing.point, distritoNear),
        meetupLocation: listing.meetup.name,
        meetupLatitude: coordinateText(listing.meetup.latitude),
        meetupLongitude: coordinateText(listing.meetup.longitude),
        createdAt: listing.createdAt,
        updatedAt: listing.soldAt ?? listing.createdAt,
      })),
    )
    .returning({ id: products.id, sellerId: products.sellerId, isSold: products.isSold });
}

/** The sale count on each profile matches its sold listings, as marking a listing sold keeps it. */
async function countSales(db: Executor, listings: readonly { sellerId: number; isSold: boolean }[]) {
  const sales = new Map<number, number>();
  for (const listing of listings.filter((each) => each.isSold))
    sales.set(listing.sellerId, (sales.get(listing.sellerId) ?? 0) + 1);
  for (const [id, count] of sales)
    await db.update(users).set({ soldItemsCount: count }).where(eq(users.id, id));
}

async function insertFavourites(
  db: Executor,
  random: Random,
  sellerIds: Map<string, number>,
  listings: readonly { id: number; sellerId: number; isSold: boolean }[],
) {
  const rows = [...sellerIds.values()].flatMap((userId) =>
    shuffled(
      random,
      listings.filter((listing) => listing.sellerId !== userId && !listing.isSold),
    )
      .slice(0, FAVOURITES_PER_SELLER)
      .map((listing) => ({ userId, productId: listing.id })),
  );
  await db.insert(favorites).values(rows);
}

async function insertPosts(db: Executor, random: Random, sellerIds: Map<string, number>, now: Date) {
  await db.insert(communityPosts).values(
    DEMO_POSTS.map((post) => {
      const point = pointWithin(random, pick(random, MEETUP_SPOTS[post.city]), 0, 0.5);
      return {
        authorId: sellerId(sellerIds, post.author),
        type: post.type,
        title: post.title,
        content: post.content,
        location: post.city,
        latitude: coordinateText(point.latitude),
        longitude: coordinateText(point.longitude),
        createdAt: new Date(now.getTime() - between(random, 0.1, 7) * DAY_MS),
      };
    }),
  );
}

/** Seeds the demo marketplace when the database has no users; answers what it did, or undefined when it did nothing. */
export async function seedDemoData(
  db: Database,
  uploads: PhotoStore,
  log?: DemoLog,
): Promise<DemoSummary | undefined> {
  if (await hasUsers(db)) return undefined;
  const started = performance.now();
  const random = seededRandom(SEED);
  const now = new Date();
  const plan = planListings(random, now);
  const photos = await listingPhotos(uploads, plan);
  const listings = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEY})`);
    if (await hasUsers(tx)) return undefined;
    const sellerIds = await insertSellers(tx, random, now);
    const inserted = await insertListings(tx, plan, photos, sellerIds);
    await countSales(tx, inserted);
    await insertFavourites(tx, random, sellerIds, inserted);
    await insertPosts(tx, random, sellerIds, now);
    return inserted;
  });
  if (!listings) return undefined;
  const summary: DemoSummary = {
    sellers: DEMO_SELLERS.length,
    listings: listings.length,
    sold: listings.filter((listing) => listing.isSold).length,
    photos: new Set(photos.flat()).size,
    seconds: Math.round(performance.now() - started) / 1000,
  };
  log?.info(
    summary,
    `Demo data seeded. Sign in as ${demoEmail('ana')} / ${DEMO_PASSWORD} (every demo.<name>@cerquita.sv seller has this password)`,
  );
  return summary;
}
