import { eq, sql } from 'drizzle-orm';
import { POST_IMAGES_SHOWN } from '#shared/constants.ts';
import type { PublicPost, PublicProduct } from '#shared/sharing.ts';
import { thumbnailUrlOf } from '#shared/uploads.ts';
import type { Database } from '#server/db/client.ts';
import { communityPosts, products, users } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import { shownPreviousPrice } from '#server/features/products/queries.ts';

/** Moderation removed it, or its owner is suspended: the link still resolves, to say it is gone. */
const removed = (key: string) => new HttpError(410, key);

const isSuspended = sql<boolean>`${users.suspendedAt} is not null`;

/** `GET /api/public/products/{id}`: a listing as its shared link shows it to anyone. */
export async function publicProduct(db: Database, productId: number): Promise<PublicProduct> {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      previousPrice: shownPreviousPrice,
      condition: products.condition,
      status: products.status,
      images: products.images,
      location: products.location,
      createdAt: products.createdAt,
      hiddenAt: products.hiddenAt,
      sellerSuspended: isSuspended,
      sellerFirstName: users.firstName,
      sellerRating: users.rating,
      sellerReviewCount: users.reviewCount,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, productId));
  if (!row) throw notFound('api.productNotFound');
  if (row.hiddenAt || row.sellerSuspended) throw removed('api.productRemoved');
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    previousPrice: row.previousPrice,
    condition: row.condition,
    status: row.status,
    images: row.images,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    seller: {
      firstName: row.sellerFirstName,
      rating: Number(row.sellerRating),
      reviewCount: row.sellerReviewCount,
    },
  };
}

/** `GET /api/public/posts/{id}`: a community post as its shared link shows it to anyone. */
export async function publicPost(db: Database, postId: number): Promise<PublicPost> {
  const [row] = await db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      content: communityPosts.content,
      type: communityPosts.type,
      images: communityPosts.images,
      location: communityPosts.location,
      createdAt: communityPosts.createdAt,
      hiddenAt: communityPosts.hiddenAt,
      authorSuspended: isSuspended,
      authorFirstName: users.firstName,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(eq(communityPosts.id, postId));
  if (!row) throw notFound('api.postNotFound');
  if (row.hiddenAt || row.authorSuspended) throw removed('api.postRemoved');
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    images: row.images,
    thumbnails: row.images.slice(0, POST_IMAGES_SHOWN).map(thumbnailUrlOf),
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    author: { firstName: row.authorFirstName },
  };
}
