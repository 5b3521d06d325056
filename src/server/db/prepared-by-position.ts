import type { Query } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A statement prepared once under `name` whose rows arrive as the driver's arrays and are read by `readRow`,
 * skipping drizzle's row mapping, which checks every value's column kind on every row (decision 0028).
 *
 * drizzle has no public way to ask for this: `db._.session.prepareQuery` with `isResponseInArrayMode` is its own
 * internal road (`pg-core` session, drizzle-orm 0.45). This is the only place that calls it, and
 * prepared-by-position.test.ts fails on an upgrade that renames or reshapes it.
 */
export function preparedByPosition<Row>(
  db: Database,
  query: Query,
  name: string,
  readRow: (values: readonly unknown[]) => Row,
) {
  return db._.session.prepareQuery<{ execute: Row[]; all: Row[]; values: unknown[][] }>(
    query,
    undefined,
    name,
    true,
    (rows) => rows.map(readRow),
  );
}
