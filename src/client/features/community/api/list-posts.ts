import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Post } from '#shared/community.ts';
import { api } from '#client/lib/api.ts';
import { postsQueryKey } from '#client/lib/query-keys.ts';
import { nextOffset, pageOf, type Page } from '#client/features/community/paging.ts';
import { wallQuery, type WallView } from '#client/features/community/wall-view.ts';
import { queryString } from '#client/lib/paging.ts';

/**
 * Posts per request: a phone shows about three, so ten bring the first screen quickly over a slow prepaid connection
 * and the scroll sentinel fetches the next ten ahead of the reader.
 */
export const POSTS_PAGE_SIZE = 10;

/**
 * GET /api/community?limit&offset&type&lat&lng — one page of the wall as the view asks, newest first, each post with
 * the caller's `isLiked`.
 */
export async function listPosts(view: WallView, offset: number): Promise<Page<Post>> {
  const query = queryString({ limit: POSTS_PAGE_SIZE, offset, ...wallQuery(view) });
  return pageOf(await api.get<Post[]>(`/api/community${query}`), POSTS_PAGE_SIZE);
}

/** One view's pages; every view's key starts with postsQueryKey, so a change to posts reaches all of them. */
export const postListQueryOptions = (view: WallView) =>
  infiniteQueryOptions({
    queryKey: [...postsQueryKey, view],
    queryFn: ({ pageParam }) => listPosts(view, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset<Post>,
  });

/** The wall as the view asks, page by page as the user scrolls. */
export function usePostList(view: WallView) {
  return useInfiniteQuery(postListQueryOptions(view));
}
