import { sql, type SQL } from 'drizzle-orm';
import { POST_IMAGES_SHOWN } from '#shared/constants.ts';
import type { Comment, Post } from '#shared/community.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { commentLikes, comments, communityLikes, communityPosts, users } from '#server/db/schema.ts';

/** Select pieces and row mappers shared by the community service: every list is one query (no N+1). */

/** The author as other users see them: never the email. */
export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  gender: users.gender,
};

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
    content: comments.content,
    likeCount: comments.likeCount,
    createdAt: comments.createdAt,
    isLiked: isCommentLikedBy(viewerId),
    author: authorColumns,
  };
}

type PostRow = Omit<Post, 'thumbnails' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toPost(row: PostRow): Post {
  return {
    ...row,
    thumbnails: row.images.slice(0, POST_IMAGES_SHOWN).map(thumbnailUrlOf),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type CommentRow = Omit<Comment, 'createdAt'> & { createdAt: Date };

export function toComment(row: CommentRow): Comment {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
