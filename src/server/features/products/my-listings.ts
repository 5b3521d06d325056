import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { MyListing, MyListingsQuery } from '#shared/products.ts';
import { LISTING_LIFETIME_DAYS, type MyListingStatus } from '#shared/products-constants.ts';
import type { Executor } from '#server/db/client.ts';
import { conversations, favorites, products } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { toSummary } from './present.ts';
import { notExpired, productId, summaryColumns } from './queries.ts';
import { ownedProduct } from './service.ts';

/** The seller hub (decision 0031): the caller's own listings by tab, with how each does, and renewing one. */

const expired = sql`not ${notExpired}`;

/** Which of the seller's listings each tab holds: an unsold listing past its lifetime is expired, whatever its status. */
const TAB_CONDITIONS: Record<MyListingStatus, SQL | undefined> = {
  available: and(eq(products.status, 'available'), notExpired),
  reserved: and(eq(products.status, 'reserved'), notExpired),
  sold: eq(products.status, 'sold'),
  expired: and(ne(products.status, 'sold'), expired),
};

const countOf = (table: typeof favorites | typeof conversations) =>
  sql<number>`(select count(*)::int from ${table} where ${table.productId} = ${productId})`;

/** The seller's listings matching `condition`, newest first, each with its stats. */
async function myListingsWhere(
  db: Executor,
  sellerId: number,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<MyListing[]> {
  const rows = await db
    .select({
      ...summaryColumns(sellerId),
      expiresAt: products.expiresAt,
      views: products.viewCount,
      favorites: countOf(favorites),
      conversations: countOf(conversations),
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), condition))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...toSummary(row),
    expiresAt: row.expiresAt.toISOString(),
    stats: { views: row.views, favorites: row.favorites, conversations: row.conversations },
  }));
}

/** `GET /api/me/listings`: the caller's listings in one tab; always the caller's own. */
export function myListings(db: Executor, sellerId: number, { status, ...page }: MyListingsQuery) {
  return myListingsWhere(db, sellerId, TAB_CONDITIONS[status], page);
}

/**
 * `POST /api/products/{id}/renew`: the seller puts the listing back in the feed for LISTING_LIFETIME_DAYS from now,
 * expired or not; a sold listing has nothing to renew (409).
 */
export async function renewListing(
  deps: Pick<AppDeps, 'db' | 'log'>,
  sellerId: number,
  { id }: { id: number },
): Promise<MyListing> {
  await transaction(deps, async (tx) => {
    const product = await ownedProduct(tx, sellerId, id);
    if (product.status === 'sold') throw conflict('api.soldProductNotRenewable');
    await tx
      .update(products)
      .set({ expiresAt: sql`now() + ${sql.raw(`interval '${LISTING_LIFETIME_DAYS} days'`)}` })
      .where(eq(products.id, id));
  });
  const [renewed] = await myListingsWhere(deps.db, sellerId, eq(products.id, id), { limit: 1, offset: 0 });
  if (!renewed) throw notFound('api.productNotFound');
  return renewed;
}
