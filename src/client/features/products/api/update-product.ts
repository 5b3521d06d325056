import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, UpdateProductInput } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { productQueryKey, updateProductMutationKey } from '#client/lib/query-keys.ts';
import { markProductCollectionsStale } from '#client/features/products/product-collections.ts';

export interface UpdateProductVariables {
  productId: number;
  changes: UpdateProductInput;
}

/**
 * PATCH /api/products/{id} → the product as saved; 400 with per-field messages, 403 not the seller's, 409 once sold
 * (its message says so).
 */
export function updateProduct({ productId, changes }: UpdateProductVariables): Promise<Product> {
  return api.patch<Product>(`/api/products/${productId}`, changes);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProductMutationKey,
    mutationFn: updateProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(productQueryKey(product.id), product);
      await markProductCollectionsStale(queryClient);
    },
  });
}
