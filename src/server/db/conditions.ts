import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows whose `column` is none of the ids `ids` selects. The ids are read once per statement into an array: written as
 * `not exists (… where id = column)`, PostgreSQL looked them up again for every row a list read, which cost a nearby
 * list a fifth of its time. A null `column` is none of them, as with `not exists`.
 */
export function noneOf(column: PgColumn, ids: SQL): SQL {
  return sql`(${column} <> all(array(${ids}))) is not false`;
}
