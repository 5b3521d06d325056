import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { categories } from './schema.ts';
import { transaction } from './transaction.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const uniqueName = () => `categoría ${randomBytes(4).toString('hex')}`;

/** Whether a category of this name is visible outside any transaction. */
async function committed(name: string) {
  const rows = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  return rows.length > 0;
}

describe('transaction with after-commit duties', () => {
  it('runs queued duties after the commit, in order, where the committed rows are visible', async () => {
    const name = uniqueName();
    const seen: string[] = [];
    const answer = await transaction(ctx.deps, async (tx, afterCommit) => {
      await tx.insert(categories).values({ name, icon: 'x' });
      afterCommit(async () => void seen.push(`first sees the row: ${await committed(name)}`));
      afterCommit(async () => void seen.push('second'));
      seen.push('work done');
      return 42;
    });
    expect(answer).toBe(42);
    expect(seen).toEqual(['work done', 'first sees the row: true', 'second']);
  });

  it('never runs the duties of a transaction that rolled back', async () => {
    const name = uniqueName();
    let ran = false;
    const rolledBack = transaction(ctx.deps, async (tx, afterCommit) => {
      await tx.insert(categories).values({ name, icon: 'x' });
      afterCommit(async () => {
        ran = true;
      });
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect(ran).toBe(false);
    expect(await committed(name)).toBe(false);
  });

  it('never runs the duties when the database refuses a statement', async () => {
    const name = uniqueName();
    await ctx.db.insert(categories).values({ name, icon: 'x' });
    let ran = false;
    const refused = transaction(ctx.deps, async (tx, afterCommit) => {
      afterCommit(async () => {
        ran = true;
      });
      // The unique name is violated: the statement fails and the transaction rolls back.
      await tx.insert(categories).values({ name, icon: 'y' });
    });
    await expect(refused).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it('logs a failing duty, still runs the others and answers the committed result', async () => {
    const name = uniqueName();
    const ran: string[] = [];
    const failure = new Error('cache unreachable');
    const log = { error: vi.fn() };
    const answer = await transaction({ db: ctx.db, log }, async (tx, afterCommit) => {
      await tx.insert(categories).values({ name, icon: 'x' });
      afterCommit(async () => {
        ran.push('failing');
        throw failure;
      });
      afterCommit(async () => void ran.push('next'));
      return 42;
    });
    expect(answer).toBe(42);
    expect(ran).toEqual(['failing', 'next']);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'a duty after a commit failed');
    expect(await committed(name)).toBe(true);
  });
});
