import { and, desc, eq } from 'drizzle-orm';
import type { BlockedPerson } from '#shared/blocks.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { userBlocks, users } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/plugins/errors.ts';
import { blocksBetween } from './queries.ts';

/**
 * Refuses a conversation step between two people when either blocked the other. The one who blocked is told so (and
 * can unblock); the blocked one only hears that writing is not possible, never that they were blocked.
 */
export async function assertNeitherBlocked(db: Executor, userId: number, otherId: number) {
  const blocks = await blocksBetween(db, userId, otherId);
  if (blocks.byFirst) throw forbidden('api.youBlockedThisPerson');
  if (blocks.bySecond) throw forbidden('api.cannotWriteToThisPerson');
}

/** `POST /api/users/{id}/block`: idempotent; 404 for an unknown person, 400 for oneself. */
export async function block(db: Database, blockerId: number, blockedId: number) {
  if (blockerId === blockedId) throw badRequest('api.cannotBlockYourself');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!user) throw notFound('api.userNotFound');
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** `DELETE /api/users/{id}/block`: idempotent. */
export async function unblock(db: Database, blockerId: number, blockedId: number) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** `GET /api/blocks`: the people the caller blocked, latest first. */
export async function blockedPeople(db: Database, blockerId: number): Promise<BlockedPerson[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
}
