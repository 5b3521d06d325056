import { useQuery } from '@tanstack/react-query';
import type { PublicPost } from '#shared/sharing.ts';
import { api } from '#client/lib/api.ts';
import { publicPostQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/public/posts/{id} → the community post as its shared link shows it; 404 unknown, 410 removed. */
export function usePublicPost(postId: number) {
  return useQuery({
    queryKey: publicPostQueryKey(postId),
    queryFn: () => api.get<PublicPost>(`/api/public/posts/${postId}`),
  });
}
