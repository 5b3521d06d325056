import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post } from '#shared/community.ts';
import { api, errorMessage, hasStatus, isUnauthorizedError } from '#client/lib/api.ts';
import { commentsQueryKey, deletePostMutationKey, postsQueryKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { removeItem, type Pages } from '#client/features/community/list-cache.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

interface DeleteAnswer {
  success: true;
}

/** DELETE /api/community/{id} → { success }; 403 someone else's post, 404 already gone. */
export function deletePost(postId: number): Promise<DeleteAnswer> {
  return api.delete<DeleteAnswer>(`/api/community/${postId}`);
}

function forgetPost(queryClient: QueryClient, postId: number): void {
  queryClient.setQueriesData<Pages<Post>>({ queryKey: postsQueryKey }, (data) => removeItem(data, postId));
  queryClient.removeQueries({ queryKey: commentsQueryKey(postId) });
}

/**
 * The post leaves the wall when deleted, and also when the server says it was already gone. The toasts are said here:
 * the card that asked is gone by the time the answer is shown.
 */
export function useDeletePost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deletePostMutationKey,
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      toast({ title: t('community.deleteSuccess') });
      forgetPost(queryClient, postId);
    },
    onError: (error, postId) => {
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('community.deleteError'),
        description: errorMessage(error) ?? t('community.tryAgain'),
      });
      if (hasStatus(error, 404)) forgetPost(queryClient, postId);
    },
  });
}
