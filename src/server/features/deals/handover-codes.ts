import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { handoverCodes } from '#server/db/schema.ts';

/**
 * A reservation's handover code. Each reservation gets a new random secret, stored with its buyer; the six digits are
 * an HMAC of product, buyer and secret under the server's secret. So the code changes whenever the reservation does,
 * is never another buyer's, and a copy of the database alone reveals none.
 */

/** Starts the reservation's code afresh for its buyer (a new reservation, or one an undone sale brought back). */
export async function newHandoverCode(tx: Executor, productId: number, buyerId: number) {
  const secret = randomBytes(32).toString('hex');
  await tx
    .insert(handoverCodes)
    .values({ productId, buyerId, secret })
    .onConflictDoUpdate({ target: handoverCodes.productId, set: { buyerId, secret, createdAt: sql`now()` } });
}

/** The reservations ended (released, sold or lapsed): their codes go with them. */
export async function dropHandoverCodes(tx: Executor, productIds: number[]) {
  await tx.delete(handoverCodes).where(inArray(handoverCodes.productId, productIds));
}

export type HandoverSecret = typeof handoverCodes.$inferSelect;

/** The product's stored code secret, if its reservation has one. */
export async function handoverSecretOf(tx: Executor, productId: number): Promise<HandoverSecret | undefined> {
  const [row] = await tx.select().from(handoverCodes).where(eq(handoverCodes.productId, productId));
  return row;
}

/** The six digits of a reservation's code. */
export function handoverCodeOf(serverSecret: string, row: HandoverSecret) {
  const mac = createHmac('sha256', serverSecret)
    .update(`handover:${row.productId}:${row.buyerId}:${row.secret}`)
    .digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Whether `entered` is the reservation's code, compared in constant time. */
export function isHandoverCode(serverSecret: string, row: HandoverSecret, entered: string) {
  const expected = Buffer.from(handoverCodeOf(serverSecret, row));
  const given = Buffer.from(entered);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
