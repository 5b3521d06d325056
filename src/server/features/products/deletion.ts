import { eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { amongIds, type Removal } from '#server/db/deletion.ts';
import { products } from '#server/db/schema.ts';
import { expireOffersOfProducts } from '#server/features/deals/deletion.ts';

/**
 * Deleting products, inside the caller's transaction. Favourites go with them (cascade); conversations about them keep
 * their messages (product set null) and their open offers expire. Each answers the photo URLs it freed.
 */
async function deleteProductsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const doomed = await tx.select({ id: products.id }).from(products).where(condition).for('update');
  await expireOffersOfProducts(
    tx,
    doomed.map((row) => row.id),
  );
  const removed = await tx.delete(products).where(condition).returning({ images: products.images });
  return { count: removed.length, imageUrls: removed.flatMap((row) => row.images) };
}

export const deleteProductById = (tx: Transaction, id: number) =>
  deleteProductsWhere(tx, eq(products.id, id));

/** The listings of leaving users (account deletion, admin resets). */
export const deleteProductsOfUsers = (tx: Transaction, userIds: readonly number[]) =>
  deleteProductsWhere(tx, amongIds(userIds)(products.sellerId));

export const deleteAllProducts = (tx: Transaction) => deleteProductsWhere(tx, sql`true`);
