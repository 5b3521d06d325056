import { useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { postQueryKey } from '#client/lib/query-keys.ts';

/**
 * GET /api/community/{id} → the post as the wall shows it; 404 it does not exist (or the caller does not see it),
 * 410 moderation removed it. Read only while `enabled`.
 */
export function usePost(postId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: postQueryKey(postId),
    queryFn: () => api.get<Post>(`/api/community/${postId}`),
    enabled,
  });
}
