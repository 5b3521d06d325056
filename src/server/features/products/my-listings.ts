import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { MyListing, MyListingsQuery } from '#shared/products.ts';
import { LISTING_LIFETIME_DAYS, RENEW_AFTER_DAYS, type MyListingStatus } from '#shared/products-constants.ts';
import type { Executor } from '#server/db/client.ts';
import { conversations, favorites, products } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, HttpError, notFound } from '#server/plugins/errors.ts';
import { toSummary } from './present.ts';
import { listedAt, notExpired, productId, summaryColumns } from './queries.ts';
import { ownedProduct } from './service.ts';

/** The seller hub (decision 0031): the caller's own listings by tab, with how each does, and renewing one. */

const expired = sql<boolean>`not ${notExpired}`;

/** From when a listing may be renewed: RENEW_AFTER_DAYS after it was posted or last renewed, or once it expired. */
const renewableAt = sql<Date>`least(${listedAt} + make_interval(days => ${RENEW_AFTER_DAYS}), ${products.expiresAt})`;

/** Which of the seller's listings each tab holds: an available listing past its lifetime is expired. */
const TAB_CONDITIONS: Record<MyListingStatus, SQL | undefined> = {
  available: and(eq(products.status, 'available'), notExpired),
  reserved: eq(products.status, 'reserved'),
  sold: eq(products.status, 'sold'),
  expired,
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
      expired,
      expiresAt: products.expiresAt,
      renewableAt: sql<Date>`${renewableAt}`.mapWith(products.createdAt),
      views: products.viewCount,
      favorites: countOf(favorites),
      conversations: countOf(conversations),
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), condition))
    .orderBy(desc(listedAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...toSummary(row),
    status: row.expired ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    renewableAt: row.renewableAt.toISOString(),
    stats: { views: row.views, favorites: row.favorites, conversations: row.conversations },
  }));
}

/** `GET /api/me/listings`: the caller's listings in one tab; always the caller's own. */
export function myListings(db: Executor, sellerId: number, { status, ...page }: MyListingsQuery) {
  return myListingsWhere(db, sellerId, TAB_CONDITIONS[status], page);
}

/**
 * `POST /api/products/{id}/renew`: the seller puts the listing back in the feed, and at the top of the newest order,
 * for LISTING_LIFETIME_DAYS from now: an expired one at any time, one still in the feed RENEW_AFTER_DAYS after it was
 * posted or last renewed (409 with `renewableAt` before). A sold listing has nothing to renew (409). The expiry
 * reminder may come again for the new expiry.
 */
export async function renewListing(
  deps: Pick<AppDeps, 'db' | 'log'>,
  sellerId: number,
  { id }: { id: number },
): Promise<MyListing> {
  await transaction(deps, async (tx) => {
    const product = await ownedProduct(tx, sellerId, id);
    if (product.status === 'sold') throw conflict('api.soldProductNotRenewable');
    const [renewed] = await tx
      .update(products)
      .set({
        renewedAt: sql`now()`,
        expiresAt: sql`now() + make_interval(days => ${LISTING_LIFETIME_DAYS})`,
        expiryRemindedAt: null,
      })
      .where(and(eq(products.id, id), lte(renewableAt, sql`now()`)))
      .returning({ id: products.id });
    if (renewed) return;
    const [tooSoon] = await tx
      .select({ renewableAt: sql<Date>`${renewableAt}`.mapWith(products.createdAt) })
      .from(products)
      .where(eq(products.id, id));
    throw new HttpError(409, 'api.renewTooSoon', {
      dates: { renewableAt: tooSoon?.renewableAt ?? new Date() },
    });
  });
  const [renewed] = await myListingsWhere(deps.db, sellerId, eq(products.id, id), { limit: 1, offset: 0 });
  if (!renewed) throw notFound('api.productNotFound');
  return renewed;
}
