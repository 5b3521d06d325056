import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What each domain's deletion answers: how many rows of its kind went and the upload URLs they showed, so whoever
 * commits can free the files nothing shows any more (`Uploads.free`).
 */
export type Removal = { count: number; imageUrls: string[] };

/** `column` is one of these ids: one array parameter, however many users a reset removes. */
export const amongIds =
  (ids: readonly number[]) =>
  (column: PgColumn): SQL =>
    sql`${column} = any(${`{${ids.join(',')}}`}::integer[])`;

/** A condition "this column holds one of the selected ids" (the users an account deletion or reset removes). */
export type Among = ReturnType<typeof amongIds>;
