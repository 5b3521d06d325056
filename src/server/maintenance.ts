import type { Database } from './db/client.ts';
import { clearExpiredLinkTokens } from './features/auth/service.ts';
import type { Uploads } from './features/uploads/service.ts';
import { deleteExpiredIdempotencyKeys } from './plugins/idempotency.ts';
import { deleteExpiredSessions } from './plugins/session.ts';

/**
 * What outlives its use, removed: expired sessions, reset and verification links past their expiry, retry answers
 * older than a day, and uploads that nothing showed a day after they were sent. main.ts runs it at start and every hour on each instance; running it on
 * several at once is harmless. Answers how many pictures went.
 */
export async function sweepExpired(db: Database, uploads: Uploads): Promise<{ uploadsDeleted: number }> {
  await deleteExpiredSessions(db);
  await clearExpiredLinkTokens(db);
  await deleteExpiredIdempotencyKeys(db);
  return { uploadsDeleted: await uploads.sweep() };
}
