import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { POST_IMAGES_SHOWN } from '#shared/constants.ts';
import type { Comment, Post, ShownComment } from '#shared/community.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { commentLikes, comments, communityLikes, communityPosts, users } from '#server/db/schema.ts';
import { notBlockedBy } from '#server/features/blocks/queries.ts';
import { notReportedByViewer } from '#server/features/moderation/queries.ts';
import { withDisplayName } from '#server/features/users/display-name.ts';

/** Select pieces and row mappers shared by the community service: every list is one query (no N+1). */

/** The author's columns; rows name them by display name only (withDisplayName), never the email. */
export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  gender: users.gender,
};

/**
 * Posts or comments the viewer keeps seeing whether moderation hid them or not: not by a person they blocked or
 * reported, and not reported by them.
 */
export function keptBy(
  viewerId: number,
  row: { type: 'post' | 'comment'; id: PgColumn; authorId: PgColumn },
): SQL {
  return and(notBlockedBy(viewerId, row.authorId), notReportedByViewer(viewerId, row)) ?? sql`true`;
}

export function isPostLikedBy(viewerId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${communityLikes} where ${communityLikes.postId} = ${communityPosts.id} and ${communityLikes.userId} = ${viewerId})`;
}

export function isCommentLikedBy(viewerId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`;
}

export function postColumns(viewerId: number) {
  return {
    id: communityPosts.id,
    authorId: communityPosts.authorId,
    title: communityPosts.title,
    content: communityPosts.content,
    type: communityPosts.type,
    images: communityPosts.images,
    location: communityPosts.location,
    likeCount: communityPosts.likeCount,
    commentCount: communityPosts.commentCount,
    createdAt: communityPosts.createdAt,
    updatedAt: communityPosts.updatedAt,
    isLiked: isPostLikedBy(viewerId),
    author: authorColumns,
  };
}

export function commentColumns(viewerId: number) {
  return {
    id: comments.id,
    postId: comments.postId,
    hiddenAt: comments.hiddenAt,
    content: comments.content,
    likeCount: comments.likeCount,
    createdAt: comments.createdAt,
    isLiked: isCommentLikedBy(viewerId),
    author: authorColumns,
  };
}

type AuthorRow = Omit<Post['author'], 'displayName'> & { firstName: string; lastName: string };

type PostRow = Omit<Post, 'thumbnails' | 'createdAt' | 'updatedAt' | 'author'> & {
  createdAt: Date;
  updatedAt: Date;
  author: AuthorRow;
};

export function toPost(row: PostRow): Post {
  return {
    ...row,
    thumbnails: row.images.slice(0, POST_IMAGES_SHOWN).map(thumbnailUrlOf),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: withDisplayName(row.author),
  };
}

type CommentRow = Omit<ShownComment, 'createdAt' | 'removed' | 'author'> & {
  createdAt: Date;
  hiddenAt: Date | null;
  author: AuthorRow;
};

export function toShownComment(row: CommentRow): ShownComment {
  return {
    id: row.id,
    postId: row.postId,
    removed: false,
    content: row.content,
    likeCount: row.likeCount,
    isLiked: row.isLiked,
    createdAt: row.createdAt.toISOString(),
    author: withDisplayName(row.author),
  };
}

/** A comment moderation hid is only its place in the thread: never its text, author or likes. */
export function toComment(row: CommentRow): Comment {
  if (row.hiddenAt === null) return toShownComment(row);
  return { id: row.id, postId: row.postId, removed: true, createdAt: row.createdAt.toISOString() };
}
