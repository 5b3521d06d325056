import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { deleteProductMutationKey, productQueryKey } from '#client/lib/query-keys.ts';
import { markProductCollectionsStale } from '#client/features/products/product-collections.ts';

interface DeleteAnswer {
  success: true;
}

/** DELETE /api/products/{id} → { success }; 403 not the seller's, 404 already gone. */
export function deleteProduct(productId: number): Promise<DeleteAnswer> {
  return api.delete<DeleteAnswer>(`/api/products/${productId}`);
}

/** Afterwards the product lists and the favourites are fetched again (when next shown). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteProductMutationKey,
    mutationFn: deleteProduct,
    onSuccess: async (_answer, productId) => {
      queryClient.removeQueries({ queryKey: productQueryKey(productId), exact: true });
      await markProductCollectionsStale(queryClient);
    },
  });
}
