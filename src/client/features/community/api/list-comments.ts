import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Comment } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { commentsQueryKey } from '#client/lib/query-keys.ts';
import { nextOffset, pageOf, type Page } from '#client/features/community/paging.ts';
import { queryString } from '#client/lib/paging.ts';

/** Comments per request: most posts have fewer, and a long thread should not cost a prepaid phone its data. */
export const COMMENTS_PAGE_SIZE = 20;

/** GET /api/community/{id}/comments?limit&offset — oldest first; 404 the post is gone. */
export async function listComments(postId: number, offset: number): Promise<Page<Comment>> {
  const query = queryString({ limit: COMMENTS_PAGE_SIZE, offset });
  return pageOf(await api.get<Comment[]>(`/api/community/${postId}/comments${query}`), COMMENTS_PAGE_SIZE);
}

export function commentListQueryOptions(postId: number) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam }) => listComments(postId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset<Comment>,
  });
}

/**
 * A post's comments load only while its comments section is open. Opening it again shows what was loaded
 * and fetches it anew (staleTime 0): opening a thread asks to see what neighbours have written since.
 */
export function useCommentList(postId: number, { open }: { open: boolean }) {
  return useInfiniteQuery({ ...commentListQueryOptions(postId), enabled: open, staleTime: 0 });
}
