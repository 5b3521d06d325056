import type { Favorite } from '#shared/products.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function patchProduct(value: unknown, productId: number, favorited: boolean): unknown {
  if (!isRecord(value) || value['id'] !== productId || typeof value['isFavorite'] !== 'boolean') return value;
  return { ...value, isFavorite: favorited };
}

/**
 * Cached product data with one product's favourite flag set, whatever the shape under the products key: a product
 * (the detail screen), a list of products, or the pages of an endless list. Anything else comes back unchanged.
 */
export function withFavoriteFlag(data: unknown, productId: number, favorited: boolean): unknown {
  if (Array.isArray(data)) return data.map((item) => patchProduct(item, productId, favorited));
  if (isRecord(data) && Array.isArray(data['pages'])) {
    return { ...data, pages: data['pages'].map((page) => withFavoriteFlag(page, productId, favorited)) };
  }
  return patchProduct(data, productId, favorited);
}

/** The favourites list after a toggle: a removed product leaves it; an added one comes with the next fetch. */
export function withoutFavorite(favorites: Favorite[] | undefined, productId: number, favorited: boolean) {
  if (!favorites || favorited) return favorites;
  return favorites.filter((favorite) => favorite.productId !== productId);
}
