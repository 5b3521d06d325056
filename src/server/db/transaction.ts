import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from './client.ts';

/** Work that must happen only once the transaction's changes are visible to everyone: telling caches, freeing files. */
type Duty = () => Promise<void>;
/** Queues a duty for after the commit; the work that queues it never waits for it. */
export type AfterCommit = (duty: Duty) => void;
/** What a transaction needs: the database, and where a failed duty is reported (a service passes its deps). */
export type TransactionDeps = { db: Database; log: Pick<FastifyBaseLogger, 'error'> };

/**
 * Runs `work` in one transaction and then, only if it committed, the duties it queued, in order. A transaction that
 * rolls back (the work threw, or the commit failed) runs none of them. A failed duty is logged and the others still
 * run: the change is committed, so the call succeeds with its result (a retry would repeat committed work).
 */
export async function transaction<T>(
  { db, log }: TransactionDeps,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const duties: Duty[] = [];
  const result = await db.transaction((tx) => work(tx, (duty) => void duties.push(duty)));
  for (const duty of duties) {
    await duty().catch((error: unknown) => log.error({ err: error }, 'a duty after a commit failed'));
  }
  return result;
}
