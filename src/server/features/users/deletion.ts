import { and, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  commentLikes,
  comments,
  communityLikes,
  communityPosts,
  conversations,
  messages,
  products,
  reviews,
  users,
} from '#server/db/schema.ts';
import { deleteUnreferencedUploads, messageImageUrl } from '#server/features/uploads/service.ts';

/**
 * Deleting accounts and content (DESIGN §5.13), shared by account deletion and the admin resets. Every function runs
 * inside the caller's transaction and answers the upload URLs its rows showed, so the caller can delete the files
 * that nothing references once the transaction has committed (uploads/service.ts deleteUnreferencedUploads).
 */
export type Removal = { count: number; imageUrls: string[] };

export type UsersRemoval = {
  users: number;
  products: number;
  posts: number;
  conversations: number;
  imageUrls: string[];
};

/** Products go with their favourites (cascade); conversations about them keep their messages (product set null). */
export async function deleteProductsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const removed = await tx.delete(products).where(condition).returning({ images: products.images });
  return { count: removed.length, imageUrls: removed.flatMap((row) => row.images) };
}

/** Posts go with their comments, post likes and comment likes (cascade). */
export async function deletePostsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const removed = await tx
    .delete(communityPosts)
    .where(condition)
    .returning({ images: communityPosts.images });
  return { count: removed.length, imageUrls: removed.flatMap((row) => row.images) };
}

/** Conversations go with their messages (cascade); the chat images those messages showed are answered. */
export async function deleteConversationsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const images = await tx
    .select({ url: messageImageUrl })
    .from(messages)
    .where(
      and(
        inArray(
          messages.conversationId,
          tx.select({ id: conversations.id }).from(conversations).where(condition),
        ),
        isNotNull(messageImageUrl),
      ),
    );
  const removed = await tx.delete(conversations).where(condition).returning({ id: conversations.id });
  return { count: removed.length, imageUrls: images.map((row) => row.url) };
}

/** `column` is one of these ids: one array parameter, however many users a reset removes. */
const amongIds = (ids: number[]) => (column: PgColumn) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::integer[])`;

type Among = ReturnType<typeof amongIds>;

/**
 * The post likes, comments and comment likes of leaving users on content that stays: its counters drop by what goes.
 * Decrements, not recounts: they commute with likes other users add meanwhile.
 */
async function discountEngagement(tx: Transaction, leaving: Among) {
  await tx
    .update(communityPosts)
    .set({
      likeCount: sql`greatest(${communityPosts.likeCount} - (select count(*) from ${communityLikes}
        where ${communityLikes.postId} = ${communityPosts.id} and ${leaving(communityLikes.userId)})::integer, 0)`,
    })
    .where(
      inArray(
        communityPosts.id,
        tx.select({ id: communityLikes.postId }).from(communityLikes).where(leaving(communityLikes.userId)),
      ),
    );
  await tx
    .update(communityPosts)
    .set({
      commentCount: sql`greatest(${communityPosts.commentCount} - (select count(*) from ${comments}
        where ${comments.postId} = ${communityPosts.id} and ${leaving(comments.authorId)})::integer, 0)`,
    })
    .where(
      inArray(
        communityPosts.id,
        tx.select({ id: comments.postId }).from(comments).where(leaving(comments.authorId)),
      ),
    );
  await tx
    .update(comments)
    .set({
      likeCount: sql`greatest(${comments.likeCount} - (select count(*) from ${commentLikes}
        where ${commentLikes.commentId} = ${comments.id} and ${leaving(commentLikes.userId)})::integer, 0)`,
    })
    .where(
      inArray(
        comments.id,
        tx.select({ id: commentLikes.commentId }).from(commentLikes).where(leaving(commentLikes.userId)),
      ),
    );
}

/** Reviews written by leaving users stop counting for the users who stay. */
async function discountReviews(tx: Transaction, leaving: Among) {
  await tx
    .update(users)
    .set({
      reviewCount: sql`greatest(${users.reviewCount} - (select count(*) from ${reviews}
        where ${reviews.reviewedUserId} = ${users.id} and ${leaving(reviews.reviewerId)})::integer, 0)`,
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews}
        where ${reviews.reviewedUserId} = ${users.id} and not ${leaving(reviews.reviewerId)}), 0)`,
    })
    .where(
      and(
        not(leaving(users.id)),
        inArray(
          users.id,
          tx.select({ id: reviews.reviewedUserId }).from(reviews).where(leaving(reviews.reviewerId)),
        ),
      ),
    );
}

/**
 * Deletes the selected users with everything they own: products (others' favourites of them too), posts, comments,
 * likes, favourites, reviews and sessions, keeping the counters of what stays exact. Conversations stay for the other
 * participant, the leaving side set null, and so do the leaving users' messages (sender null: 'Usuario eliminado');
 * a conversation left with no participant at all is deleted.
 */
export async function deleteUsers(tx: Transaction, selection: SQL): Promise<UsersRemoval> {
  // Locked first: a like or comment the users add meanwhile waits, then fails, instead of escaping the counters.
  const leavingRows = await tx
    .select({ id: users.id, avatar: users.profileImageUrl })
    .from(users)
    .where(selection)
    .for('update');
  if (leavingRows.length === 0) return { users: 0, products: 0, posts: 0, conversations: 0, imageUrls: [] };
  const leaving = amongIds(leavingRows.map((row) => row.id));

  const removedProducts = await deleteProductsWhere(tx, leaving(products.sellerId));
  const removedPosts = await deletePostsWhere(tx, leaving(communityPosts.authorId));
  await discountEngagement(tx, leaving);
  await discountReviews(tx, leaving);
  await tx.delete(users).where(leaving(users.id));
  const orphaned = await deleteConversationsWhere(
    tx,
    sql`${conversations.participant1Id} is null and ${conversations.participant2Id} is null`,
  );

  const avatars = leavingRows.flatMap((row) => (row.avatar ? [row.avatar] : []));
  return {
    users: leavingRows.length,
    products: removedProducts.count,
    posts: removedPosts.count,
    conversations: orphaned.count,
    imageUrls: [...avatars, ...removedProducts.imageUrls, ...removedPosts.imageUrls, ...orphaned.imageUrls],
  };
}

/**
 * After the commit: deletes the files of these URLs that nothing shows any more. A file that cannot be deleted is
 * logged, never turned into an error for a deletion that already happened.
 */
export async function deleteFreedUploads(
  db: Database,
  config: Pick<Config, 'uploadDir'>,
  log: FastifyBaseLogger,
  urls: Iterable<string>,
) {
  await deleteUnreferencedUploads(db, config, urls).catch((error: unknown) =>
    log.error({ err: error }, 'deleting unreferenced uploads failed'),
  );
}
