import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Comment, LikeToggle } from '#shared/community.ts';
import { api, isUnauthorizedError } from '#client/lib/api.ts';
import { commentsQueryKey, toggleCommentLikeMutationKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { updateItem, withLike, type Pages } from '#client/features/community/list-cache.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** POST /api/comments/{id}/like → { isLiked, likeCount } after the toggle; 404 the comment is gone. */
export function toggleCommentLike(commentId: number): Promise<LikeToggle> {
  return api.post<LikeToggle>(`/api/comments/${commentId}/like`);
}

export interface CommentLikeChange {
  postId: number;
  commentId: number;
  /** The state the user asked for: shown at once, corrected by the answer, undone on failure. */
  liked: boolean;
}

/** A comment moderation removed has no like to show. */
const likedAs = (liked: boolean) => (comment: Comment) =>
  comment.removed ? comment : withLike(comment, liked);

/** A comment's like, optimistic; the answer carries the exact count, so the list needs no refetch. */
export function useToggleCommentLike() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showLike = (postId: number, commentId: number, change: (comment: Comment) => Comment) =>
    queryClient.setQueryData<Pages<Comment>>(commentsQueryKey(postId), (data) =>
      updateItem(data, commentId, change),
    );

  return useMutation({
    mutationKey: toggleCommentLikeMutationKey,
    mutationFn: ({ commentId }: CommentLikeChange) => toggleCommentLike(commentId),
    onMutate: async ({ postId, commentId, liked }) => {
      await queryClient.cancelQueries({ queryKey: commentsQueryKey(postId) });
      showLike(postId, commentId, likedAs(liked));
    },
    onSuccess: (answer, { postId, commentId }) =>
      showLike(postId, commentId, (comment) => (comment.removed ? comment : { ...comment, ...answer })),
    onError: (error, { postId, commentId, liked }) => {
      showLike(postId, commentId, likedAs(!liked));
      if (!isUnauthorizedError(error))
        toast({ variant: 'destructive', title: t('community.commentLikeError') });
    },
  });
}
