import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CreateReview, ListReviewsQuery, Review } from '#shared/deals.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { products, reviews, users } from '#server/db/schema.ts';
import { conflict, forbidden, notFound } from '#server/plugins/errors.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
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

/** The reviewed user's rating (average, two decimals) and count, recomputed from every review they received. */
async function recountRating(tx: Executor, userId: number) {
  await tx
    .update(users)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews}
        where ${reviews.reviewedUserId} = ${userId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.reviewedUserId} = ${userId})`,
    })
    .where(eq(users.id, userId));
}

/**
 * `POST /api/products/{id}/reviews`: after a sale to a buyer who wrote about the product, each side reviews the other
 * once (the unique index on reviewer and product), unless either blocked the other. The reviewed user's row is locked
 * before the insert, so concurrent reviews of one person recount one after the other.
 */
export async function createReview(
  db: Database,
  reviewerId: number,
  productId: number,
  input: CreateReview,
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        sellerId: products.sellerId,
        buyerId: products.buyerId,
        status: products.status,
        title: products.title,
      })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!product) throw notFound('api.productNotFound');
    if (product.status !== 'sold') throw conflict('api.reviewNeedsSale');
    const { reviewedUserId, reviewerRole, buyerId } = reviewedSide(product, reviewerId);
    if (!(await buyerWrote(tx, { productId, sellerId: product.sellerId, buyerId })))
      throw forbidden('api.reviewNeedsBuyerWhoWrote');
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
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted) throw conflict('api.alreadyReviewed');
    await recountRating(tx, reviewedUserId);
    return inserted.id;
  });
  const [review] = await reviewRows(db, eq(reviews.id, id), { limit: 1, offset: 0 });
  if (!review) throw new Error('review vanished after insert');
  return review;
}

async function reviewRows(db: Executor, filter: SQL, page: ListReviewsQuery): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewerRole: reviews.reviewerRole,
      reviewedUserId: reviews.reviewedUserId,
      productId: reviews.productId,
      productTitle: reviews.productTitle,
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
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** `GET /api/users/{id}/reviews`: the reviews a person received, newest first; 404 for an unknown person. */
export async function listReviews(db: Database, userId: number, page: ListReviewsQuery): Promise<Review[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('api.userNotFound');
  return reviewRows(db, eq(reviews.reviewedUserId, userId), page);
}
