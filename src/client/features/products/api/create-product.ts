import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductInput, Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { productQueryKey } from '#client/lib/query-keys.ts';
import { markProductCollectionsStale } from '#client/features/products/product-collections.ts';

export const createProductMutationKey = ['products', 'create'] as const;

/**
 * POST /api/products → 201 the product. 400 with per-field messages (`errors`), or 'Category is required' / 'Please
 * select a valid image file' for an unknown category or an upload that is not there.
 */
export function createProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>('/api/products', input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createProductMutationKey,
    mutationFn: createProduct,
    onSuccess: async (product) => {
      await markProductCollectionsStale(queryClient);
      queryClient.setQueryData(productQueryKey(product.id), product);
    },
  });
}
