import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  COMMUNITY_NEAR_MILES,
  type Comment,
  type CreateComment,
  type CreatePost,
  type LikeToggle,
  type ListCommentsQuery,
  type ListPostsQuery,
  type Post,
  type ShownComment,
} from '#shared/community.ts';
import { approximateLocation } from '#shared/geo.ts';
import { placeNear } from '#shared/places/places.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { commentLikes, comments, communityLikes, communityPosts, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { contentRemoved, forbidden, notFound } from '#server/plugins/errors.ts';
import { notBlockedBy } from '#server/features/blocks/queries.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { distanceMiles } from '#server/features/products/queries.ts';
import { shownTo } from '#server/features/moderation/queries.ts';
import { deletePostById } from './deletion.ts';
import { commentColumns, keptBy, postColumns, toComment, toPost, toShownComment } from './queries.ts';

/**
 * The community wall. Counters are kept exact under concurrency: a like row and its counter change
 * in one transaction, the unique (post or comment, user) pair decides whether a like really changed, and counters move
 * by increments on the locked row, never by a value read earlier.
 */

const postNotFound = () => notFound('api.postNotFound');
const commentNotFound = () => notFound('api.commentNotFound');

/** Posts of the asked type and, given a point, those whose place is within the radius of it (none without a place). */
function postsAsked({ type, lat, lng, radius }: ListPostsQuery) {
  const near =
    lat !== undefined && lng !== undefined
      ? and(
          isNotNull(communityPosts.latitude),
          lte(
            distanceMiles(
              { latitude: lat, longitude: lng },
              {
                latitude: sql`${communityPosts.latitude}::float8`,
                longitude: sql`${communityPosts.longitude}::float8`,
              },
            ),
            radius ?? COMMUNITY_NEAR_MILES,
          ),
        )
      : undefined;
  return and(type ? eq(communityPosts.type, type) : undefined, near);
}

/** Newest first, each with its author and whether the viewer likes it: one query. */
export async function listPosts(db: Executor, viewerId: number, query: ListPostsQuery): Promise<Post[]> {
  const rows = await db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        notBlockedBy(viewerId, communityPosts.authorId),
        shownTo(viewerId, {
          type: 'post',
          id: communityPosts.id,
          authorId: communityPosts.authorId,
          hiddenAt: communityPosts.hiddenAt,
        }),
        postsAsked(query),
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toPost);
}

async function getPost(db: Executor, viewerId: number, id: number): Promise<Post> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(eq(communityPosts.id, id))
    .limit(1);
  if (!row) throw postNotFound();
  return toPost(row);
}

/**
 * `GET /api/community/{id}`: one post as the wall shows it to the viewer. 404 when it does not exist or the viewer
 * does not see it (they blocked or reported its author, or reported it); 410 once moderation hid it, without its text,
 * photos or author.
 */
export async function readPost(db: Executor, viewerId: number, id: number): Promise<Post> {
  const [row] = await db
    .select({ ...postColumns(viewerId), hiddenAt: communityPosts.hiddenAt })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        eq(communityPosts.id, id),
        keptBy(viewerId, { type: 'post', id: communityPosts.id, authorId: communityPosts.authorId }),
      ),
    )
    .limit(1);
  if (!row) throw postNotFound();
  const { hiddenAt, ...post } = row;
  if (hiddenAt) throw contentRemoved();
  return toPost(post);
}

/** Where a post is placed: the grid cell's centre of the author's point (as a listing's) and the town it is in. */
function postPlace({ latitude, longitude }: Pick<CreatePost, 'latitude' | 'longitude'>) {
  if (latitude === undefined || longitude === undefined) return {};
  const point = approximateLocation({ latitude, longitude });
  return {
    latitude: String(point.latitude),
    longitude: String(point.longitude),
    location: placeNear(point)?.name ?? null,
  };
}

/**
 * Publishes a post of its type at its approximate place, if given; its photos are uploads whose files exist, or data
 * URLs stored as the author's uploads first.
 */
export async function createPost(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads'>,
  authorId: number,
  input: CreatePost,
): Promise<Post> {
  const images = await deps.uploads.resolveAll(input.images, authorId);
  return transaction(deps, async (tx) => {
    const [created] = await tx
      .insert(communityPosts)
      .values({ authorId, content: input.content, type: input.type, images, ...postPlace(input) })
      .returning({ id: communityPosts.id });
    if (!created) throw new Error('insert returned no post');
    return getPost(tx, authorId, created.id);
  });
}

/**
 * Only the author may delete; the post's comments and likes go with it (ON DELETE CASCADE). Once committed, its photos
 * are freed unless something else shows them.
 */
export async function deletePost(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads'>,
  userId: number,
  { postId: id }: { postId: number },
) {
  await transaction(deps, async (tx, afterCommit) => {
    const [post] = await tx
      .select({ authorId: communityPosts.authorId })
      .from(communityPosts)
      .where(eq(communityPosts.id, id))
      .for('update');
    if (!post) throw postNotFound();
    if (post.authorId !== userId) throw forbidden('api.notYourPost');
    const removal = await deletePostById(tx, id);
    afterCommit(() => deps.uploads.free(removal.imageUrls));
  });
}

type LikeSteps = {
  /** Deletes the caller's like; true when there was one. */
  remove: () => Promise<boolean>;
  /** Refuses a new like across a block; taking back one given before the block stays possible. */
  assertMayAdd: () => Promise<void>;
  /** Inserts the caller's like unless the pair exists; true when a row was really inserted. */
  add: () => Promise<boolean>;
  /** Moves the counter by delta on the locked row and answers the new count. */
  changeCount: (delta: -1 | 0 | 1) => Promise<number>;
};

async function toggleLike(steps: LikeSteps): Promise<LikeToggle> {
  if (await steps.remove()) return { isLiked: false, likeCount: await steps.changeCount(-1) };
  await steps.assertMayAdd();
  const added = await steps.add();
  // Not added: a concurrent request of the same user (a double tap) inserted the pair first; it counts once.
  return { isLiked: true, likeCount: await steps.changeCount(added ? 1 : 0) };
}

/**
 * Locks the post against deletion (FOR KEY SHARE: other likes and comments go on in parallel) so the like's foreign
 * key cannot fail halfway through; 404 when it does not exist, 410 once moderation hid it. Answers its author.
 */
async function holdPost(tx: Transaction, id: number) {
  const [post] = await tx
    .select({ hiddenAt: communityPosts.hiddenAt, authorId: communityPosts.authorId })
    .from(communityPosts)
    .where(eq(communityPosts.id, id))
    .for('key share');
  if (!post) throw postNotFound();
  if (post.hiddenAt) throw contentRemoved();
  return post.authorId;
}

/** The same for a comment: hidden itself, or in a hidden post, it takes no likes (410). Answers its author. */
async function holdComment(tx: Transaction, id: number) {
  const [comment] = await tx
    .select({
      hiddenAt: comments.hiddenAt,
      postHiddenAt: communityPosts.hiddenAt,
      authorId: comments.authorId,
    })
    .from(comments)
    .innerJoin(communityPosts, eq(communityPosts.id, comments.postId))
    .where(eq(comments.id, id))
    .for('key share', { of: comments });
  if (!comment) throw commentNotFound();
  if (comment.hiddenAt || comment.postHiddenAt) throw contentRemoved();
  return comment.authorId;
}

export async function togglePostLike(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: number,
  { postId }: { postId: number },
): Promise<LikeToggle> {
  return transaction(deps, async (tx) => {
    const authorId = await holdPost(tx, postId);
    const pair = and(eq(communityLikes.postId, postId), eq(communityLikes.userId, userId));
    return toggleLike({
      remove: async () =>
        (await tx.delete(communityLikes).where(pair).returning({ id: communityLikes.id })).length > 0,
      assertMayAdd: () => assertNeitherBlocked(tx, userId, authorId),
      add: async () =>
        (
          await tx
            .insert(communityLikes)
            .values({ postId, userId })
            .onConflictDoNothing({ target: [communityLikes.postId, communityLikes.userId] })
            .returning({ id: communityLikes.id })
        ).length > 0,
      changeCount: async (delta) => {
        const [post] = await tx
          .update(communityPosts)
          .set({ likeCount: sql`${communityPosts.likeCount} + ${delta}` })
          .where(eq(communityPosts.id, postId))
          .returning({ likeCount: communityPosts.likeCount });
        if (!post) throw postNotFound();
        return post.likeCount;
      },
    });
  });
}

export async function toggleCommentLike(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: number,
  { commentId }: { commentId: number },
): Promise<LikeToggle> {
  return transaction(deps, async (tx) => {
    const authorId = await holdComment(tx, commentId);
    const pair = and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId));
    return toggleLike({
      remove: async () =>
        (await tx.delete(commentLikes).where(pair).returning({ id: commentLikes.id })).length > 0,
      assertMayAdd: () => assertNeitherBlocked(tx, userId, authorId),
      add: async () =>
        (
          await tx
            .insert(commentLikes)
            .values({ commentId, userId })
            .onConflictDoNothing({ target: [commentLikes.commentId, commentLikes.userId] })
            .returning({ id: commentLikes.id })
        ).length > 0,
      changeCount: async (delta) => {
        const [comment] = await tx
          .update(comments)
          .set({ likeCount: sql`${comments.likeCount} + ${delta}` })
          .where(eq(comments.id, commentId))
          .returning({ likeCount: comments.likeCount });
        if (!comment) throw commentNotFound();
        return comment.likeCount;
      },
    });
  });
}

/** The thread of a post moderation hid is gone with it (410). */
async function assertPostShown(db: Executor, id: number) {
  const [post] = await db
    .select({ hiddenAt: communityPosts.hiddenAt })
    .from(communityPosts)
    .where(eq(communityPosts.id, id));
  if (!post) throw postNotFound();
  if (post.hiddenAt) throw contentRemoved();
}

/**
 * Oldest first, each with its author and whether the viewer likes it. A comment moderation hid keeps its place as
 * "Contenido retirado" (see toComment); what the viewer reported, or wrote a person they blocked or reported, is left out.
 */
export async function listComments(
  db: Executor,
  viewerId: number,
  postId: number,
  query: ListCommentsQuery,
): Promise<Comment[]> {
  await assertPostShown(db, postId);
  const rows = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        keptBy(viewerId, { type: 'comment', id: comments.id, authorId: comments.authorId }),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toComment);
}

/**
 * Adds the comment and counts it in one transaction. Counting first locks the post row: concurrent comments on the
 * post queue there for a moment, and a concurrent delete either waits or has already made this a 404.
 */
/** How much of a comment its notification quotes. */
const QUOTED_CHARS = 120;

export async function createComment(
  deps: Pick<AppDeps, 'db' | 'log' | 'notifier'>,
  authorId: number,
  { postId, ...input }: CreateComment & { postId: number },
): Promise<ShownComment> {
  return transaction(deps, async (tx, afterCommit) => {
    const [post] = await tx
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(eq(communityPosts.id, postId))
      .returning({
        id: communityPosts.id,
        authorId: communityPosts.authorId,
        hiddenAt: communityPosts.hiddenAt,
      });
    if (!post) throw postNotFound();
    // A post moderation hid takes no comments, nor one across a block; the transaction's count goes back with it.
    if (post.hiddenAt) throw contentRemoved();
    await assertNeitherBlocked(tx, authorId, post.authorId);
    const [created] = await tx
      .insert(comments)
      .values({ postId, authorId, content: input.content })
      .returning({ id: comments.id });
    if (!created) throw new Error('insert returned no comment');
    const [row] = await tx
      .select(commentColumns(authorId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(eq(comments.id, created.id));
    if (!row) throw new Error('inserted comment not found');
    const comment = toShownComment(row);
    if (post.authorId !== authorId) afterCommit(async () => notifyPostAuthor(deps, post.authorId, comment));
    return comment;
  });
}

/** Tells a post's author who commented on it, quoting the comment's start. */
function notifyPostAuthor(
  { notifier }: Pick<AppDeps, 'notifier'>,
  postAuthorId: number,
  comment: ShownComment,
) {
  notifier.notify({
    userId: postAuthorId,
    actorId: comment.author.id,
    type: 'comment',
    params: {
      actorName: comment.author.displayName,
      text: comment.content.slice(0, QUOTED_CHARS),
    },
    url: `/community?post=${comment.postId}`,
  });
}
