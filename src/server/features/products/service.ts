import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DealPerson } from '#shared/deals.ts';
import { REVIEW_WINDOW_MS, SOLD_UNDO_WINDOW_MS, type SaleConfirmation } from '#shared/deals-constants.ts';
import type { CreateProduct, Product, ProductStatus, UpdateProduct } from '#shared/products.ts';
import { approximateLocation } from '#shared/geo.ts';
import type { Executor } from '#server/db/client.ts';
import { firstRow, type RowLock } from '#server/db/first-row.ts';
import { categories, favorites, products, reviews, users } from '#server/db/schema.ts';
import { badgeFactColumns, badgesOf } from '#server/features/users/badges.ts';
import { withDisplayName } from '#server/features/users/display-name.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, conflict, contentRemoved, forbidden, notFound } from '#server/plugins/errors.ts';
import type { Notice } from '#server/features/notifications/notifier.ts';
import { matchNewListing } from '#server/features/saved-searches/matching.ts';
import { findUserById, hasAdminRights } from '#server/features/users/service.ts';
import { listingNotRemoved } from '#server/features/moderation/queries.ts';
import { distritoNear, isDistrito } from '#server/features/places/service.ts';
import { deleteProductById } from './deletion.ts';
import { toNumber, toSummary } from './present.ts';
import { isFavoriteOf, notExpired, placeName, shownPreviousPrice } from './queries.ts';

/** The columns a product's page shows: not the search vector (search alone reads it), promotion or payment. */
const pageColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  price: products.price,
  categoryId: products.categoryId,
  sellerId: products.sellerId,
  images: products.images,
  condition: products.condition,
  isSold: products.isSold,
  status: products.status,
  previousPrice: shownPreviousPrice,
  reservedForId: products.reservedForId,
  reservedUntil: products.reservedUntil,
  reservationExtended: products.reservationExtended,
  expiresAt: products.expiresAt,
  buyerId: products.buyerId,
  soldAt: products.soldAt,
  confirmedAt: products.confirmedAt,
  confirmedVia: products.confirmedVia,
  isAvailable: products.isAvailable,
  isPromoted: products.isPromoted,
  location: products.location,
  placeName,
  latitude: products.latitude,
  longitude: products.longitude,
  meetupLocation: products.meetupLocation,
  meetupLatitude: products.meetupLatitude,
  meetupLongitude: products.meetupLongitude,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const reservedUser = alias(users, 'reserved_user');
const buyerUser = alias(users, 'buyer_user');

/** Whether `reviewerId` has reviewed the other side of this product's sale. */
const hasReviewed = (reviewerId: number) =>
  sql<boolean>`exists (select 1 from ${reviews} where ${reviews.productId} = ${products.id}
    and ${reviews.reviewerId} = ${reviewerId})`;
const isReviewed = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.productId} = ${products.id})`;

type DealRow = {
  sellerId: number;
  status: ProductStatus;
  reservedForId: number | null;
  reservedUntil: Date | null;
  reservationExtended: boolean;
  expiresAt: Date;
  buyerId: number | null;
  soldAt: Date | null;
  confirmedAt: Date | null;
  confirmedVia: SaleConfirmation | null;
};

/** Whether a sale confirmed then is still open to reviews. */
export const mayStillReview = (confirmedAt: Date | null) =>
  confirmedAt !== null && Date.now() - confirmedAt.getTime() <= REVIEW_WINDOW_MS;

/**
 * Until when the seller may undo a sale: a short while after recording it, and never once either side reviewed it or
 * the buyer confirmed it.
 */
function undoSoldUntil(product: DealRow, viewerId: number, reviewed: boolean): string | null {
  if (product.sellerId !== viewerId || product.status !== 'sold' || !product.soldAt || reviewed) return null;
  if (product.confirmedAt !== null) return null;
  const until = product.soldAt.getTime() + SOLD_UNDO_WINDOW_MS;
  return until > Date.now() ? new Date(until).toISOString() : null;
}

/** What the product's deal shows the viewer: its seller sees everything, its buyer their own part, others nothing. */
function dealView(
  product: DealRow,
  viewerId: number,
  people: { reservedFor: DealPerson | null; buyer: DealPerson | null },
  reviews: { byViewer: boolean; any: boolean },
) {
  const isSeller = product.sellerId === viewerId;
  const isBuyer = product.buyerId !== null && product.buyerId === viewerId;
  const soldToBuyer = product.status === 'sold' && product.buyerId !== null;
  const reserved = product.status === 'reserved';
  return {
    reservedForYou: reserved && product.reservedForId === viewerId,
    reservedFor: isSeller && reserved ? people.reservedFor : null,
    reservedUntil: reserved ? (product.reservedUntil?.toISOString() ?? null) : null,
    canExtendReservation: isSeller && reserved && !product.reservationExtended,
    expiresAt: isSeller ? product.expiresAt.toISOString() : null,
    soldTo: isSeller || isBuyer ? people.buyer : null,
    soldAt: product.soldAt?.toISOString() ?? null,
    confirmedAt: product.confirmedAt?.toISOString() ?? null,
    confirmedVia: product.confirmedVia,
    canConfirmPurchase: soldToBuyer && isBuyer && product.confirmedAt === null,
    undoSoldUntil: undoSoldUntil(product, viewerId, reviews.any),
    canReview:
      (isSeller || isBuyer) && soldToBuyer && mayStillReview(product.confirmedAt) && !reviews.byViewer,
  };
}

/**
 * A listing moderation removed (hidden, or of a suspended seller) is "Contenido retirado" (410, as on its shared link)
 * to everyone but its seller, who may still open it from their chats and deals, and admins, who judge it.
 */
export async function assertProductShownTo(
  db: Executor,
  viewerId: number,
  id: number,
  adminEmails: ReadonlySet<string>,
) {
  const [row] = await db
    .select({ sellerId: products.sellerId, hiddenAt: products.hiddenAt, suspendedAt: users.suspendedAt })
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id));
  if (!row || (row.hiddenAt === null && row.suspendedAt === null) || row.sellerId === viewerId) return;
  const viewer = await findUserById(db, viewerId);
  if (!viewer || !hasAdminRights(viewer, adminEmails)) throw contentRemoved();
}

export async function getProduct(db: Executor, viewerId: number, id: number): Promise<Product> {
  const [row] = await db
    .select({
      product: pageColumns,
      isFavorite: isFavoriteOf(viewerId),
      expired: sql<boolean>`not ${notExpired}`,
      reviewedByViewer: hasReviewed(viewerId),
      reviewed: isReviewed,
      seller: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        reviewCount: users.reviewCount,
        rating: users.rating,
        isVerified: users.isVerified,
        emailVerified: users.emailVerified,
        confirmedSalesCount: users.confirmedSalesCount,
      },
      sellerBadgeFacts: badgeFactColumns,
      reservedFor: {
        id: reservedUser.id,
        firstName: reservedUser.firstName,
        lastName: reservedUser.lastName,
        profileImageUrl: reservedUser.profileImageUrl,
      },
      buyer: {
        id: buyerUser.id,
        firstName: buyerUser.firstName,
        lastName: buyerUser.lastName,
        profileImageUrl: buyerUser.profileImageUrl,
      },
    })
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .leftJoin(reservedUser, eq(reservedUser.id, products.reservedForId))
    .leftJoin(buyerUser, eq(buyerUser.id, products.buyerId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw notFound('api.productNotFound');
  const { product, seller } = row;
  return {
    ...toSummary({ ...product, firstImage: product.images[0] ?? null, isFavorite: row.isFavorite }),
    status: row.expired ? 'expired' : product.status,
    description: product.description,
    images: product.images,
    isAvailable: product.isAvailable,
    isPromoted: product.isPromoted,
    meetupLocation: product.meetupLocation,
    meetupLatitude: toNumber(product.meetupLatitude),
    meetupLongitude: toNumber(product.meetupLongitude),
    updatedAt: product.updatedAt.toISOString(),
    seller: seller && {
      ...withDisplayName(seller),
      rating: Number(seller.rating),
      badges: row.sellerBadgeFacts ? badgesOf(row.sellerBadgeFacts) : [],
    },
    ...dealView(
      product,
      viewerId,
      {
        reservedFor: row.reservedFor && withDisplayName(row.reservedFor),
        buyer: row.buyer && withDisplayName(row.buyer),
      },
      { byViewer: row.reviewedByViewer, any: row.reviewed },
    ),
  };
}

export async function assertCategoryExists(db: Executor, categoryId: number) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw badRequest('validation.categoryRequired');
}

type ListingPoints = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  meetupLatitude: number;
  meetupLongitude: number;
};

/**
 * Where the listing is, as stored: the centre of the grid cell holding the seller's point (the meetup point when the
 * phone gave none), never the point itself, so no answer reveals where the seller stands (decision 0014).
 */
function listingArea(input: ListingPoints) {
  const exact =
    input.latitude !== null &&
    input.latitude !== undefined &&
    input.longitude !== null &&
    input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : { latitude: input.meetupLatitude, longitude: input.meetupLongitude };
  const { latitude, longitude } = approximateLocation(exact);
  return { latitude: String(latitude), longitude: String(longitude) };
}

/**
 * The listing's distrito: the one chosen (400 unless it is a distrito), else the one whose centre is nearest its
 * stored point (an approximation near the borders between distritos); null outside the country.
 */
async function distritoOf(
  db: Executor,
  chosen: number | undefined,
  point: { latitude: string; longitude: string },
) {
  if (chosen === undefined)
    return distritoNear(db, { latitude: Number(point.latitude), longitude: Number(point.longitude) });
  if (!(await isDistrito(db, chosen))) throw badRequest('validation.placeInvalid');
  return chosen;
}

/** Lists a product; its photos are uploads whose files exist, or data URLs stored as the seller's uploads first. */
export async function createProduct(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads' | 'notifier'>,
  sellerId: number,
  input: CreateProduct,
): Promise<Product> {
  const { db, uploads, notifier } = deps;
  await assertCategoryExists(db, input.categoryId);
  const distritoId = await distritoOf(db, input.distritoId, listingArea(input));
  const images = await uploads.resolveAll(input.images, sellerId);
  const id = await transaction(deps, async (tx, afterCommit) => {
    const id = await insertProduct(tx, sellerId, { ...input, distritoId }, images);
    afterCommit(async () => notifier.later(() => matchNewListing(db, notifier, { id, sellerId })));
    return id;
  });
  return getProduct(db, sellerId, id);
}

async function insertProduct(
  tx: Executor,
  sellerId: number,
  input: Omit<CreateProduct, 'distritoId'> & { distritoId: number | null },
  images: string[],
): Promise<number> {
  const area = listingArea(input);
  const [created] = await tx
    .insert(products)
    .values({
      title: input.title,
      description: input.description,
      price: input.price.toFixed(2),
      categoryId: input.categoryId,
      sellerId,
      images,
      condition: input.condition,
      location: input.location,
      distritoId: input.distritoId,
      latitude: area.latitude,
      longitude: area.longitude,
      meetupLocation: input.meetupLocation,
      meetupLatitude: String(input.meetupLatitude),
      meetupLongitude: String(input.meetupLongitude),
    })
    .returning({ id: products.id });
  if (!created) throw new Error('insert returned no product');
  return created.id;
}

/**
 * The product when the caller sells it, locked for the caller's transaction unless asked not to: 404 when it does not
 * exist, 403 when it is someone else's.
 */
export async function ownedProduct(db: Executor, userId: number, id: number, { lock = true }: RowLock = {}) {
  const query = db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      status: products.status,
      price: products.price,
      previousPrice: shownPreviousPrice,
      images: products.images,
      meetupLatitude: products.meetupLatitude,
      meetupLongitude: products.meetupLongitude,
      reservedForId: products.reservedForId,
      reservationExtended: products.reservationExtended,
      buyerId: products.buyerId,
      soldAt: products.soldAt,
      confirmedAt: products.confirmedAt,
    })
    .from(products)
    .where(eq(products.id, id));
  const product = await firstRow(query, lock);
  if (!product) throw notFound('api.productNotFound');
  if (product.sellerId !== userId) throw forbidden('api.notYourProduct');
  return product;
}

type PricedProduct = { price: string; previousPrice: string | null };

/**
 * The price columns after a change of price. A drop remembers the price before it (the highest of a run of recent
 * drops, so 100 → 90 → 80 shows 100 struck through) and when it happened; a rise back to that price forgets it.
 */
function priceChange(current: PricedProduct, newPrice: number) {
  const price = newPrice.toFixed(2);
  const before = current.previousPrice ?? current.price;
  if (newPrice >= Number(before)) return { price, previousPrice: null, priceDroppedAt: null };
  if (newPrice < Number(current.price)) return { price, previousPrice: before, priceDroppedAt: new Date() };
  return { price };
}

/** The stored columns an edit changes; drizzle leaves out those left undefined, the fields the edit did not carry. */
function editedColumns(
  current: Awaited<ReturnType<typeof ownedProduct>>,
  input: UpdateProduct,
  images: string[] | undefined,
): Partial<typeof products.$inferInsert> {
  const movesMeetup = input.meetupLatitude !== undefined && input.meetupLongitude !== undefined;
  const meetup = {
    meetupLatitude: input.meetupLatitude ?? Number(current.meetupLatitude),
    meetupLongitude: input.meetupLongitude ?? Number(current.meetupLongitude),
  };
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    condition: input.condition,
    location: input.location,
    meetupLocation: input.meetupLocation,
    images,
    ...(input.price === undefined ? {} : priceChange(current, input.price)),
    ...(movesMeetup
      ? { meetupLatitude: String(meetup.meetupLatitude), meetupLongitude: String(meetup.meetupLongitude) }
      : {}),
    ...(input.latitude === undefined
      ? {}
      : listingArea({ latitude: input.latitude, longitude: input.longitude, ...meetup })),
  };
}

/** A favouriter hears of a listing's price drops once a day at most; later drops rewrite that notification. */
const PRICE_DROP_NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * What those who favourited a listing (not its seller) are told when its price drops: nothing when moderation removed
 * the listing.
 */
async function priceDropNotices(
  tx: Executor,
  product: { id: number; sellerId: number; title: string },
  newPrice: number,
): Promise<Notice[]> {
  const favouriters = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(
      and(eq(favorites.productId, product.id), ne(favorites.userId, product.sellerId), listingNotRemoved()),
    );
  return favouriters.map(({ userId }) => ({
    userId,
    actorId: product.sellerId,
    type: 'price_drop',
    params: { productTitle: product.title, price: newPrice.toFixed(2), productId: product.id },
    url: `/products/${product.id}`,
    replaceWithinMs: PRICE_DROP_NOTICE_EVERY_MS,
  }));
}

/**
 * Edits the seller's listing: any of its fields, photos as a whole new list (reordered, added, removed). A sold
 * listing is not edited. Photos the edit removed are freed once committed, unless something else shows them.
 */
export async function updateProduct(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads' | 'notifier'>,
  sellerId: number,
  { id, ...input }: UpdateProduct & { id: number },
): Promise<Product> {
  const { db, uploads, notifier } = deps;
  await ownedProduct(db, sellerId, id, { lock: false });
  if (input.categoryId !== undefined) await assertCategoryExists(db, input.categoryId);
  const images = input.images === undefined ? undefined : await uploads.resolveAll(input.images, sellerId);
  await transaction(deps, async (tx, afterCommit) => {
    const current = await ownedProduct(tx, sellerId, id);
    if (current.status === 'sold') throw conflict('api.soldProductNotEditable');
    const [moved] = await tx
      .update(products)
      .set({ ...editedColumns(current, input, images), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning({ latitude: products.latitude, longitude: products.longitude });
    const placeChanged =
      input.distritoId !== undefined || input.latitude !== undefined || input.meetupLatitude !== undefined;
    if (moved?.latitude && moved.longitude && placeChanged) {
      const point = { latitude: moved.latitude, longitude: moved.longitude };
      await tx
        .update(products)
        .set({ distritoId: await distritoOf(tx, input.distritoId, point) })
        .where(eq(products.id, id));
    }
    if (images !== undefined) {
      const removed = current.images.filter((url) => !images.includes(url));
      afterCommit(() => uploads.free(removed));
    }
    if (input.price !== undefined && input.price < Number(current.price)) {
      const notices = await priceDropNotices(tx, current, input.price);
      afterCommit(async () => notifier.notify(notices));
    }
  });
  return getProduct(db, sellerId, id);
}

/**
 * Deletes the seller's product; favourites go with it (ON DELETE CASCADE), conversations keep their messages. Once
 * committed, its photos are freed unless something else shows them.
 */
export async function deleteProduct(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads'>,
  userId: number,
  { id }: { id: number },
) {
  await transaction(deps, async (tx, afterCommit) => {
    await ownedProduct(tx, userId, id);
    const removal = await deleteProductById(tx, id);
    afterCommit(() => deps.uploads.free(removal.imageUrls));
  });
}
