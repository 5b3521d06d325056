import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { postsQueryKey } from '#client/lib/query-keys.ts';
import { nextOffset, pageOf, type Page } from '#client/features/community/paging.ts';
import { queryString } from '#client/lib/paging.ts';

/**
 * Posts per request: a phone shows about three, so ten bring the first screen quickly over a slow prepaid connection
 * and the scroll sentinel fetches the next ten ahead of the reader.
 */
export const POSTS_PAGE_SIZE = 10;

/** GET /api/community?limit&offset — one page of the wall, newest first, each post with the caller's `isLiked`. */
export async function listPosts(offset: number): Promise<Page<Post>> {
  const query = queryString({ limit: POSTS_PAGE_SIZE, offset });
  return pageOf(await api.get<Post[]>(`/api/community${query}`), POSTS_PAGE_SIZE);
}

export const postListQueryOptions = infiniteQueryOptions({
  queryKey: postsQueryKey,
  queryFn: ({ pageParam }) => listPosts(pageParam),
  initialPageParam: 0,
  getNextPageParam: nextOffset<Post>,
});

/** The wall, page by page as the user scrolls. */
export function usePostList() {
  return useInfiniteQuery(postListQueryOptions);
}
