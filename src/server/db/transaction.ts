import type { Database, Transaction } from './client.ts';

/** Work that must happen only once the transaction's changes are visible to everyone: telling caches, freeing files. */
type Duty = () => Promise<void>;
/** Queues a duty for after the commit; the work that queues it never waits for it. */
type AfterCommit = (duty: Duty) => void;

/**
 * Runs `work` in one transaction and then, only if it committed, the duties it queued, in order. A transaction that
 * rolls back (the work threw, or the commit failed) runs none of them. Every duty runs even when an earlier one failed;
 * the first failure is then rethrown, so a duty that must not fail the call catches its own errors (freeing files
 * logs).
 */
export async function transaction<T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const duties: Duty[] = [];
  const result = await db.transaction((tx) => work(tx, (duty) => void duties.push(duty)));
  const failures: unknown[] = [];
  for (const duty of duties) await duty().catch((error: unknown) => void failures.push(error));
  if (failures.length > 0) throw failures[0];
  return result;
}
