import { eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { amongIds, type Removal } from '#server/db/deletion.ts';
import { products } from '#server/db/schema.ts';

/**
 * Deleting products, inside the caller's transaction. Favourites go with them (cascade); conversations about them keep
 * their messages (product set null). Each answers the photo URLs it freed.
 */
async function deleteProductsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const removed = await tx.delete(products).where(condition).returning({ images: products.images });
  return { count: removed.length, imageUrls: removed.flatMap((row) => row.images) };
}

export const deleteProductById = (tx: Transaction, id: number) =>
  deleteProductsWhere(tx, eq(products.id, id));

/** The listings of leaving users (account deletion, admin resets). */
export const deleteProductsOfUsers = (tx: Transaction, userIds: readonly number[]) =>
  deleteProductsWhere(tx, amongIds(userIds)(products.sellerId));

export const deleteAllProducts = (tx: Transaction) => deleteProductsWhere(tx, sql`true`);
