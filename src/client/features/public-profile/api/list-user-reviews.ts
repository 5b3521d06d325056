import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '#shared/deals.ts';
import { REVIEWS_PAGE_DEFAULT } from '#shared/deals-constants.ts';
import { api } from '#client/lib/api.ts';
import { userReviewsQueryKey } from '#client/lib/query-keys.ts';

/** The offset of the next page, or undefined once a page came back short. */
function nextReviewsOffset(lastPage: readonly Review[], pages: readonly (readonly Review[])[]) {
  if (lastPage.length < REVIEWS_PAGE_DEFAULT) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}

/** GET /api/users/{id}/reviews?limit&offset → one page of the reviews that person received, newest first. */
export function listUserReviews(userId: number, offset: number): Promise<Review[]> {
  return api.get<Review[]>(`/api/users/${userId}/reviews?limit=${REVIEWS_PAGE_DEFAULT}&offset=${offset}`);
}

export function userReviewsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: userReviewsQueryKey(userId),
    queryFn: ({ pageParam }) => listUserReviews(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextReviewsOffset,
  });
}

export function useUserReviews(userId: number) {
  return useInfiniteQuery(userReviewsQueryOptions(userId));
}
