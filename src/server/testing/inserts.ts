import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  commentLikes,
  comments,
  communityLikes,
  communityPosts,
  conversations,
  messages,
  reviews,
} from '#server/db/schema.ts';

/**
 * Rows written straight into the database, with the counters the services would keep, so that a test of one domain
 * depends on no other domain's calls. Read as `insert.post(db, …)`: `import * as insert from './inserts.ts'`.
 */

export async function post(db: Database, authorId: number, images: string[] = []): Promise<number> {
  const [post] = await db
    .insert(communityPosts)
    .values({ authorId, content: 'Feria de emprendedores el sábado', images })
    .returning({ id: communityPosts.id });
  if (!post) throw new Error('no post');
  return post.id;
}

export async function postLike(db: Database, userId: number, postId: number) {
  await db.insert(communityLikes).values({ userId, postId });
  await db
    .update(communityPosts)
    .set({ likeCount: sql`${communityPosts.likeCount} + 1` })
    .where(eq(communityPosts.id, postId));
}

export async function comment(db: Database, authorId: number, postId: number): Promise<number> {
  const [comment] = await db
    .insert(comments)
    .values({ authorId, postId, content: '¡Ahí estaré!' })
    .returning({ id: comments.id });
  if (!comment) throw new Error('no comment');
  await db
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
    .where(eq(communityPosts.id, postId));
  return comment.id;
}

export async function commentLike(db: Database, userId: number, commentId: number) {
  await db.insert(commentLikes).values({ userId, commentId });
  await db
    .update(comments)
    .set({ likeCount: sql`${comments.likeCount} + 1` })
    .where(eq(comments.id, commentId));
}

/** A conversation between two users (either may be null: already deleted), participant1 the lower id. */
export async function conversation(
  db: Database,
  first: number | null,
  second: number | null,
  productId: number | null = null,
): Promise<number> {
  const ordered = [first, second].sort((a, b) => (a ?? 0) - (b ?? 0));
  const [conversation] = await db
    .insert(conversations)
    .values({
      participant1Id: ordered[0] ?? null,
      participant2Id: ordered[1] ?? null,
      productId,
      aboutProduct: productId !== null,
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation');
  return conversation.id;
}

export async function message(
  db: Database,
  conversationId: number,
  senderId: number,
  imageUrl?: string,
): Promise<number> {
  const [message] = await db
    .insert(messages)
    .values({
      conversationId,
      senderId,
      content: imageUrl ? '📷' : '¿Todavía está disponible?',
      type: imageUrl ? 'image' : 'text',
      metadata: imageUrl ? { imageUrl } : null,
    })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  return message.id;
}

export async function review(db: Database, reviewerId: number, reviewedUserId: number, rating: number) {
  await db
    .insert(reviews)
    .values({ reviewerId, reviewedUserId, rating, reviewerRole: 'seller', productTitle: 'Licuadora Oster' });
}
