import { eq, sql } from 'drizzle-orm';
import { POST_IMAGES_SHOWN } from '#shared/constants.ts';
import type { PublicPost, PublicProduct } from '#shared/sharing.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { displayNameOf } from '#shared/display-name.ts';
import type { Database } from '#server/db/client.ts';
import { communityPosts, products, users } from '#server/db/schema.ts';
import { type AnswerKey, contentRemoved, notFound } from '#server/plugins/errors.ts';
import { shownPreviousPrice } from '#server/features/products/queries.ts';

const isSuspended = sql<boolean>`${users.suspendedAt} is not null`;

/**
 * What a shared link shows: 404 when there is no such row; 410 when moderation removed it or its owner is suspended,
 * "Contenido retirado", for the link still resolves, to say it is gone.
 */
function shownRow<Row extends { hiddenAt: Date | null; ownerSuspended: boolean }>(
  row: Row | undefined,
  missingKey: AnswerKey,
): Row {
  if (!row) throw notFound(missingKey);
  if (row.hiddenAt || row.ownerSuspended) throw contentRemoved();
  return row;
}

/** `GET /api/public/products/{id}`: a listing as its shared link shows it to anyone. */
export async function publicProduct(db: Database, productId: number): Promise<PublicProduct> {
  const [found] = await db
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
      ownerSuspended: isSuspended,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      sellerRating: users.rating,
      sellerReviewCount: users.reviewCount,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, productId));
  const row = shownRow(found, 'api.productNotFound');
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
      displayName: displayNameOf(row.sellerFirstName, row.sellerLastName),
      rating: Number(row.sellerRating),
      reviewCount: row.sellerReviewCount,
    },
  };
}

/** `GET /api/public/posts/{id}`: a community post as its shared link shows it to anyone. */
export async function publicPost(db: Database, postId: number): Promise<PublicPost> {
  const [found] = await db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      content: communityPosts.content,
      type: communityPosts.type,
      images: communityPosts.images,
      location: communityPosts.location,
      createdAt: communityPosts.createdAt,
      hiddenAt: communityPosts.hiddenAt,
      ownerSuspended: isSuspended,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(eq(communityPosts.id, postId));
  const row = shownRow(found, 'api.postNotFound');
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    images: row.images,
    thumbnails: row.images.slice(0, POST_IMAGES_SHOWN).map(thumbnailUrlOf),
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    author: { displayName: displayNameOf(row.authorFirstName, row.authorLastName) },
  };
}
