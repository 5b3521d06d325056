import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { createPostMutationKey, postsQueryKey } from '#client/lib/query-keys.ts';
import { prependItem, type Pages } from '#client/features/community/list-cache.ts';

/** POST /api/community { content, type: 'general', images } → 201 the post; 400 blank, too long or a bad photo URL. */
export function createPost(input: CreatePostInput): Promise<Post> {
  return api.post<Post>('/api/community', { ...input, type: 'general' });
}

/** The new post goes on top of the wall without fetching it again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createPostMutationKey,
    mutationFn: createPost,
    onSuccess: (post) => {
      queryClient.setQueryData<Pages<Post>>(postsQueryKey, (data) => prependItem(data, post));
    },
  });
}
