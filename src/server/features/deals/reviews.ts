import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CreateReview, ListReviewsQuery, Review } from '#shared/deals.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { products, reviews, users } from '#server/db/schema.ts';
import { withDisplayName } from '#server/features/users/display-name.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, forbidden, notFound } from '#server/plugins/errors.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { notHidden, notReportedBy, ownerNotSuspended } from '#server/features/moderation/queries.ts';
import { mayStillReview } from '#server/features/products/service.ts';
import { buyerWrote } from './sales.ts';

/** The other side of a sale to a buyer, as seen by one of its sides, and that sale's buyer. */
function reviewedSide(product: { sellerId: number; buyerId: number | null }, reviewerId: number) {
  const { sellerId, buyerId } = product;
  if (buyerId === null) {
    if (reviewerId === sellerId) throw conflict('api.reviewNeedsBuyer');
    throw forbidden('api.notYourDeal');
  }
  if (reviewerId === sellerId) return { reviewedUserId: buyerId, reviewerRole: 'seller' as const, buyerId };
  if (reviewerId === buyerId) return { reviewedUserId: sellerId, reviewerRole: 'buyer' as const, buyerId };
  throw forbidden('api.notYourDeal');
}

/**
 * The reviews that are shown and count in ratings: not hidden by moderation, by an author who is not suspended (a
 * deleted author's still count).
 */
export const shownReview = and(notHidden(reviews.hiddenAt), ownerNotSuspended(reviews.reviewerId));

/** The reviewed users' rating (average, two decimals) and count, recomputed from the shown reviews they received. */
async function recountRatings(tx: Executor, userIds: number[]) {
  if (userIds.length === 0) return;
  const received = and(eq(reviews.reviewedUserId, users.id), shownReview);
  await tx
    .update(users)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${received}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${received})`,
    })
    .where(inArray(users.id, userIds));
}

const recountRating = (tx: Executor, userId: number) => recountRatings(tx, [userId]);

/**
 * `POST /api/products/{id}/reviews`: after a confirmed sale to a buyer who wrote about the product, within 30 days of
 * its confirmation, each side reviews the other once (the unique index on reviewer and product), unless either blocked
 * the other. The reviewed user's row is locked
 * before the insert, so concurrent reviews of one person recount one after the other.
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'log' | 'notifier'>,
  reviewerId: number,
  input: CreateReview & { productId: number },
): Promise<Review> {
  const { productId } = input;
  return transaction(deps, async (tx, afterCommit) => {
    const [product] = await tx
      .select({
        sellerId: products.sellerId,
        buyerId: products.buyerId,
        status: products.status,
        title: products.title,
        confirmedAt: products.confirmedAt,
        confirmedVia: products.confirmedVia,
      })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!product) throw notFound('api.productNotFound');
    if (product.status !== 'sold') throw conflict('api.reviewNeedsSale');
    const { reviewedUserId, reviewerRole, buyerId } = reviewedSide(product, reviewerId);
    if (!(await buyerWrote(tx, { productId, sellerId: product.sellerId, buyerId })))
      throw forbidden('api.reviewNeedsBuyerWhoWrote');
    if (product.confirmedAt === null) throw forbidden('api.reviewNeedsConfirmedSale');
    if (!mayStillReview(product.confirmedAt)) throw forbidden('api.reviewWindowClosed');
    await assertNeitherBlocked(tx, reviewerId, reviewedUserId);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, reviewedUserId)).for('update');
    const [inserted] = await tx
      .insert(reviews)
      .values({
        reviewerId,
        reviewedUserId,
        reviewerRole,
        productId,
        productTitle: product.title,
        confirmedVia: product.confirmedVia,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted) throw conflict('api.alreadyReviewed');
    await recountRating(tx, reviewedUserId);
    const [review] = await reviewRows(tx, eq(reviews.id, inserted.id), { limit: 1, offset: 0 });
    if (!review) throw new Error('review vanished after insert');
    afterCommit(async () => notifyReviewed(deps, reviewerId, review));
    return review;
  });
}

/** Tells the reviewed person who reviewed them, with how many stars and about what. */
function notifyReviewed({ notifier }: Pick<AppDeps, 'notifier'>, reviewerId: number, review: Review) {
  notifier.notify({
    userId: review.reviewedUserId,
    actorId: reviewerId,
    type: 'review',
    params: {
      actorName: review.reviewer?.displayName ?? '',
      rating: review.rating,
      productTitle: review.productTitle,
    },
    url: `/users/${review.reviewedUserId}`,
  });
}

async function reviewRows(db: Executor, filter: SQL | undefined, page: ListReviewsQuery): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewerRole: reviews.reviewerRole,
      reviewedUserId: reviews.reviewedUserId,
      productId: reviews.productId,
      productTitle: reviews.productTitle,
      confirmedVia: reviews.confirmedVia,
      createdAt: reviews.createdAt,
      reviewer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(filter)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    reviewer: row.reviewer && withDisplayName(row.reviewer),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * `GET /api/users/{id}/reviews`: the reviews a person received, newest first: those shown (`shownReview`), less the
 * ones the viewer reported. 404 for an unknown person.
 */
export async function listReviews(
  db: Database,
  viewerId: number,
  userId: number,
  page: ListReviewsQuery,
): Promise<Review[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('api.userNotFound');
  const filter = and(
    eq(reviews.reviewedUserId, userId),
    shownReview,
    notReportedBy(viewerId, 'review', reviews.id),
  );
  return reviewRows(db, filter, page);
}

/**
 * Recounts the ratings a review moderation hid or restored counts in (the reviewed person's), locking those people's
 * rows first so a review written at the same time recounts after, seeing this change.
 */
export async function recountRatingOfReview(tx: Executor, reviewId: number) {
  const reviewed = tx.select({ id: reviews.reviewedUserId }).from(reviews).where(eq(reviews.id, reviewId));
  await recountLocked(tx, inArray(users.id, reviewed));
}

/** Recounts the ratings of everyone a person reviewed, once their suspension began or was lifted; locked alike. */
export async function recountRatingsReviewedBy(tx: Executor, reviewerId: number) {
  const reviewed = tx
    .selectDistinct({ id: reviews.reviewedUserId })
    .from(reviews)
    .where(eq(reviews.reviewerId, reviewerId));
  await recountLocked(tx, inArray(users.id, reviewed));
}

async function recountLocked(tx: Executor, people: SQL) {
  const locked = await tx.select({ id: users.id }).from(users).where(people).orderBy(users.id).for('update');
  await recountRatings(
    tx,
    locked.map((row) => row.id),
  );
}
