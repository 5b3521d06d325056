import { and, desc, eq } from 'drizzle-orm';
import type { Favorite } from '#shared/products.ts';
import type { Database } from '#server/db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import { favorites, products } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import { notBlockedBy } from '#server/features/blocks/queries.ts';
import { listingShownTo, summaryColumns } from '#server/features/products/queries.ts';
import { toSummary } from '#server/features/products/present.ts';
import type { AppDeps } from '#server/deps.ts';

/**
 * Adds or removes the favourite and answers the new state. A sold product cannot be added but can still
 * be removed from the list.
 */
export async function toggleFavorite(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  { productId }: { productId: number },
): Promise<boolean> {
  const [product] = await db
    .select({ isSold: products.isSold })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('api.productNotFound');
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.id });
  if (removed.length > 0) return false;
  if (product.isSold) throw new HttpError(409, 'api.productSoldCannotFavorite');
  try {
    await db.insert(favorites).values({ userId, productId });
  } catch (error) {
    // A double tap raced this one: the favourite exists either way.
    if (isUniqueViolation(error)) return true;
    // The product was deleted between the read above and this insert.
    if (isForeignKeyViolation(error)) throw notFound('api.productNotFound');
    throw error;
  }
  return true;
}

/**
 * The caller's favourites, latest first. A listing moderation removed, or whose seller the caller blocked, leaves the
 * list while that lasts.
 */
export async function listFavorites(db: Database, userId: number): Promise<Favorite[]> {
  const rows = await db
    .select({ favoriteId: favorites.id, favoritedAt: favorites.createdAt, ...summaryColumns(userId) })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), listingShownTo(userId), notBlockedBy(userId, products.sellerId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map(({ favoriteId, favoritedAt, ...product }) => ({
    id: favoriteId,
    productId: product.id,
    createdAt: favoritedAt.toISOString(),
    product: toSummary(product),
  }));
}
