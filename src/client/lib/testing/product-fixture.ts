import type { Favorite, ProductSummary } from '#shared/products.ts';

/** A product summary for unit tests; only what a test cares about needs to be given. */
export function productSummary(
  overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id'>,
): ProductSummary {
  return {
    title: `Producto ${overrides.id}`,
    description: '',
    price: '1.00',
    categoryId: 1,
    sellerId: 1,
    thumbnailUrl: null,
    condition: 'good',
    isSold: false,
    status: 'available',
    previousPrice: null,
    location: null,
    placeName: null,
    latitude: null,
    longitude: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    isFavorite: false,
    ...overrides,
  };
}

export function favoriteOf(product: ProductSummary): Favorite {
  return { id: product.id * 10, productId: product.id, createdAt: product.createdAt, product };
}
