import { createHmac } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '#server/db/client.ts';
import { products, productViews } from '#server/db/schema.ts';

/**
 * A listing's views (decision 0031): a read of it by anyone but its seller counts once per reader and day. A reader is
 * a signed-in person by id, a visitor by a keyed hash of their address: the raw address is never stored.
 */

/** Days a view row is kept: today's rows are all counting needs, yesterday's cover a day turning over mid-sweep. */
const VIEW_ROWS_KEPT_DAYS = 2;

const userKey = (userId: number) => `user:${userId}`;

/** Who reads, as product_views keys them. */
export function viewerKeyOf(request: FastifyRequest, secret: string): string {
  if (request.userId !== null) return userKey(request.userId);
  return `address:${createHmac('sha256', secret).update(request.ip).digest('base64url')}`;
}

/** Counts the read when this reader has not read the listing yet today. */
async function countView(db: Database, productId: number, viewerKey: string) {
  await db.execute(sql`with counted as (
      insert into ${productViews} (product_id, viewer_key) values (${productId}, ${viewerKey})
      on conflict do nothing returning product_id)
    update ${products} set view_count = view_count + 1
    where ${products.id} in (select product_id from counted)`);
}

/**
 * Counts a read of the listing without holding up its answer: the count runs on its own and a failure is only logged.
 * The caller leaves out its seller's reads.
 */
export function countViewLater(
  { db, secret }: { db: Database; secret: string },
  request: FastifyRequest,
  productId: number,
) {
  countView(db, productId, viewerKeyOf(request, secret)).catch((error: unknown) =>
    request.log.error({ err: error }, 'counting a listing view failed'),
  );
}

/** View rows older than they are needed (maintenance.ts sweepExpired). */
export async function deleteOldViews(db: Database) {
  await db.delete(productViews).where(lt(productViews.day, sql`current_date - ${VIEW_ROWS_KEPT_DAYS}::int`));
}

/** The views leaving users made (account deletion): their keys name them. */
export async function deleteViewsOfUsers(tx: Transaction, userIds: readonly number[]) {
  if (userIds.length > 0)
    await tx.delete(productViews).where(inArray(productViews.viewerKey, userIds.map(userKey)));
}
