import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { amongIds, type Among, type Removal } from '#server/db/deletion.ts';
import { commentLikes, comments, communityLikes, communityPosts } from '#server/db/schema.ts';

/** Deleting community content, inside the caller's transaction; each answers the photo URLs it freed. */

/** Posts go with their comments, post likes and comment likes (cascade). */
async function deletePostsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const removed = await tx
    .delete(communityPosts)
    .where(condition)
    .returning({ images: communityPosts.images });
  return { count: removed.length, imageUrls: removed.flatMap((row) => row.images) };
}

export const deletePostById = (tx: Transaction, id: number) =>
  deletePostsWhere(tx, eq(communityPosts.id, id));

export const deleteAllPosts = (tx: Transaction) => deletePostsWhere(tx, sql`true`);

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

/**
 * Before leaving users are deleted: their posts go, and the counters of what stays drop by their likes and comments
 * (which go with the users, cascade).
 */
export async function deleteCommunityContentOfUsers(
  tx: Transaction,
  userIds: readonly number[],
): Promise<Removal> {
  const leaving = amongIds(userIds);
  const removed = await deletePostsWhere(tx, leaving(communityPosts.authorId));
  await discountEngagement(tx, leaving);
  return removed;
}
