import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LikeToggle, Post } from '#shared/community.ts';
import { api, isUnauthorizedError } from '#client/lib/api.ts';
import { postsQueryKey, togglePostLikeMutationKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { updateItem, withLike, type Pages } from '#client/features/community/list-cache.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** POST /api/community/{id}/like → { isLiked, likeCount } after the toggle; 404 the post is gone. */
export function togglePostLike(postId: number): Promise<LikeToggle> {
  return api.post<LikeToggle>(`/api/community/${postId}/like`);
}

export interface PostLikeChange {
  postId: number;
  /** The state the user asked for: shown at once, corrected by the answer, undone on failure. */
  liked: boolean;
}

/** The heart of a post, optimistic; a failure puts it back and says 'No se pudo actualizar el like.' */
export function useTogglePostLike() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showLike = (postId: number, change: (post: Post) => Post) =>
    queryClient.setQueriesData<Pages<Post>>({ queryKey: postsQueryKey }, (data) =>
      updateItem(data, postId, change),
    );

  return useMutation({
    mutationKey: togglePostLikeMutationKey,
    mutationFn: ({ postId }: PostLikeChange) => togglePostLike(postId),
    onMutate: async ({ postId, liked }) => {
      await queryClient.cancelQueries({ queryKey: postsQueryKey });
      showLike(postId, (post) => withLike(post, liked));
    },
    onSuccess: (answer, { postId }) => showLike(postId, (post) => ({ ...post, ...answer })),
    onError: (error, { postId, liked }) => {
      showLike(postId, (post) => withLike(post, !liked));
      if (!isUnauthorizedError(error)) toast({ variant: 'destructive', title: t('community.likeError') });
    },
  });
}
