import { comments, communityPosts, messages, products, reviews } from '#server/db/schema.ts';

/**
 * The table of each kind of content a report can name, with the column that says whose it is. A reported person is
 * not content: their row is in `users`, and moderation suspends them instead of hiding.
 */
export const CONTENT = {
  product: { table: products, ownerId: products.sellerId },
  post: { table: communityPosts, ownerId: communityPosts.authorId },
  comment: { table: comments, ownerId: comments.authorId },
  message: { table: messages, ownerId: messages.senderId },
  review: { table: reviews, ownerId: reviews.reviewerId },
} as const;
