import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { commentsQueryKey, createCommentMutationKey, postsQueryKey } from '#client/lib/query-keys.ts';
import { appendItem, updateItem, type Pages } from '#client/features/community/list-cache.ts';

export interface NewComment {
  postId: number;
  content: string;
}

/** POST /api/community/{id}/comments { content } → 201 the comment; 400 blank or too long, 404 the post is gone. */
export function createComment({ postId, content }: NewComment): Promise<Comment> {
  return api.post<Comment>(`/api/community/${postId}/comments`, { content: content.trim() });
}

/** The comment joins the open list and the post's counter goes up, without fetching either again. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createCommentMutationKey,
    mutationFn: createComment,
    onSuccess: (comment) => {
      queryClient.setQueryData<Pages<Comment>>(commentsQueryKey(comment.postId), (data) =>
        appendItem(data, comment),
      );
      queryClient.setQueriesData<Pages<Post>>({ queryKey: postsQueryKey }, (data) =>
        updateItem(data, comment.postId, (post) => ({ ...post, commentCount: post.commentCount + 1 })),
      );
    },
  });
}
