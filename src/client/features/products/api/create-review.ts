import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '#shared/deals.ts';
import { api } from '#client/lib/api.ts';
import { createReviewMutationKey, productQueryKey, publicProfilesQueryKey } from '#client/lib/query-keys.ts';

export interface CreateReviewVariables {
  productId: number;
  review: CreateReviewInput;
}

/** POST /api/products/{id}/reviews { rating, comment? } → 201 the review; 409 when already reviewed. */
export function createReview({ productId, review }: CreateReviewVariables): Promise<Review> {
  return api.post<Review>(`/api/products/${productId}/reviews`, review);
}

/** The product no longer offers a review (and the sale can no longer be undone); the reviewed person's profile changed. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createReviewMutationKey,
    mutationFn: createReview,
    onSuccess: (_review, { productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: publicProfilesQueryKey }),
      ]),
  });
}
