import { and, desc, eq } from 'drizzle-orm';
import type { BlockedPerson } from '#shared/blocks.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { userBlocks, users } from '#server/db/schema.ts';
import { shownPersonColumns, withDisplayName } from '#server/features/users/display-name.ts';
import { badRequest, forbidden, notFound } from '#server/plugins/errors.ts';
import { isEitherBlocked } from './queries.ts';
import type { AppDeps } from '#server/deps.ts';

/**
 * Refuses anything one person would do to another (write, offer, deal, review, comment, like) when either blocked the
 * other. Both sides hear the same words, so the refusal never tells who blocked whom; the one who blocked sees it in
 * their blocked people, and the app offers them the way back.
 */
export async function assertNeitherBlocked(db: Executor, userId: number, otherId: number) {
  if (await isEitherBlocked(db, userId, otherId)) throw forbidden('api.blockedEitherWay');
}

/** `POST /api/users/{id}/block`: idempotent; 404 for an unknown person, 400 for oneself. */
export async function block(
  { db }: Pick<AppDeps, 'db'>,
  blockerId: number,
  { userId: blockedId }: { userId: number },
) {
  if (blockerId === blockedId) throw badRequest('api.cannotBlockYourself');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!user) throw notFound('api.userNotFound');
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** `DELETE /api/users/{id}/block`: idempotent. */
export async function unblock(
  { db }: Pick<AppDeps, 'db'>,
  blockerId: number,
  { userId: blockedId }: { userId: number },
) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** `GET /api/blocks`: the people the caller blocked, latest first. */
export async function blockedPeople(db: Database, blockerId: number): Promise<BlockedPerson[]> {
  const rows = await db
    .select({
      ...shownPersonColumns,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((row) => ({ ...withDisplayName(row), blockedAt: row.blockedAt.toISOString() }));
}
