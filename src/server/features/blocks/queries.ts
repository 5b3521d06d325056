import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** Someone in a query: an id, or a column of the row at hand. */
type PersonRef = number | PgColumn | SQL;

/** The block rows between two people, whichever blocked the other. */
function blockRowsBetween(first: PersonRef, second: PersonRef): SQL {
  return sql`(${userBlocks.blockerId} = ${first} and ${userBlocks.blockedId} = ${second})
    or (${userBlocks.blockerId} = ${second} and ${userBlocks.blockedId} = ${first})`;
}

/**
 * Whether either of two people blocked the other. A block is a wall both ways: whatever one would do to the other,
 * show them or tell them is refused or left out, whichever side blocked.
 */
export function eitherBlocked(first: PersonRef, second: PersonRef): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userBlocks} where ${blockRowsBetween(first, second)})`;
}

export async function isEitherBlocked(db: Executor, first: number, second: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(userBlocks)
    .where(blockRowsBetween(first, second))
    .limit(1);
  return row !== undefined;
}
