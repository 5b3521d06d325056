import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { createPostMutationKey, postsQueryKey } from '#client/lib/query-keys.ts';
import { prependItem, type Pages } from '#client/features/community/list-cache.ts';
import { postListQueryOptions } from '#client/features/community/api/list-posts.ts';
import { belongsOn, type WallView } from '#client/features/community/wall-view.ts';

/**
 * POST /api/community { content, type, latitude, longitude, images } → 201 the post; 400 blank, too long, a bad type,
 * place or photo URL.
 */
export function createPost(input: CreatePostInput): Promise<Post> {
  return api.post<Post>('/api/community', input);
}

/**
 * The new post goes on top of the view on screen when it belongs there, without fetching it again; the other views
 * are read again when next shown.
 */
export function useCreatePost(view: WallView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createPostMutationKey,
    mutationFn: createPost,
    onSuccess: (post) => {
      void queryClient.invalidateQueries({ queryKey: postsQueryKey, refetchType: 'none' });
      if (!belongsOn(view, post)) return;
      queryClient.setQueryData<Pages<Post>>(postListQueryOptions(view).queryKey, (data) =>
        prependItem(data, post),
      );
    },
  });
}
