import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { noneOf } from '#server/db/conditions.ts';
import { userBlocks } from '#server/db/schema.ts';

/** Rows whose author the viewer has not blocked: what lists, search, the map and the wall show them. */
export function notBlockedBy(viewerId: number | Placeholder, authorId: PgColumn): SQL {
  return noneOf(
    authorId,
    sql`select ${userBlocks.blockedId} from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId}`,
  );
}

/** Who blocked whom between two people: `byFirst` when the first blocked the second, `bySecond` the other way. */
export async function blocksBetween(db: Executor, first: number, second: number) {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, first), eq(userBlocks.blockedId, second)),
        and(eq(userBlocks.blockerId, second), eq(userBlocks.blockedId, first)),
      ),
    );
  return {
    byFirst: rows.some((row) => row.blockerId === first),
    bySecond: rows.some((row) => row.blockerId === second),
  };
}
