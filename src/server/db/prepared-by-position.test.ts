import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedByPosition } from './prepared-by-position.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

describe('a statement whose rows are read by position', () => {
  it("receives each row as the driver's array, in the selected order, and binds placeholders", async () => {
    const query = ctx.db
      .select({
        word: sql<string>`'uno'`,
        number: sql<number>`${sql.placeholder('n')}::int + 1`,
        missing: sql<null>`null`,
      })
      .from(sql`generate_series(1, 2)`)
      .toSQL();
    const seen: unknown[][] = [];
    const prepared = preparedByPosition(ctx.db, query, 'prepared_by_position_test', (values) => {
      seen.push([...values]);
      return values.length;
    });
    expect(await prepared.execute({ n: 41 })).toEqual([3, 3]);
    expect(seen).toEqual([
      ['uno', 42, null],
      ['uno', 42, null],
    ]);
  });
});
