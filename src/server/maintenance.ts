import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { clearExpiredLinkTokens } from './features/auth/service.ts';
import type { DealDeps } from './features/deals/deal-messages.ts';
import { lapseReservations } from './features/deals/reservations.ts';
import { deleteDecidedIdentityPhotos } from './features/identity/service.ts';
import { sendDueDigests } from './features/notifications/digest.ts';
import type { NotificationJobDeps } from './features/notifications/notifier.ts';
import { remindExpiringListings } from './features/products/expiry.ts';
import { deleteOldViews } from './features/products/views.ts';
import { flushSavedSearchMatches } from './features/saved-searches/matching.ts';
import { deleteExpiredPhoneCodes } from './features/phone/service.ts';
import type { Uploads } from './features/uploads/service.ts';
import { refreshRespondsFast } from './features/users/responds-fast.ts';
import { deleteExpiredIdempotencyKeys } from './plugins/idempotency.ts';
import { deleteExpiredSessions } from './plugins/session.ts';

/**
 * What outlives its use, removed: expired sessions, reset and verification links past their expiry, retry answers
 * older than a day, listing view rows older than two days, SMS codes past their ten minutes, and uploads that nothing showed a day after they were sent. main.ts runs it at start and every hour on each instance; running it on
 * several at once is harmless. Answers how many pictures went.
 */
export async function sweepExpired(db: Database, uploads: Uploads): Promise<{ uploadsDeleted: number }> {
  await deleteExpiredSessions(db);
  await clearExpiredLinkTokens(db);
  await deleteExpiredIdempotencyKeys(db);
  await deleteOldViews(db);
  await deleteExpiredPhoneCodes(db);
  return { uploadsDeleted: await uploads.sweep() };
}

/**
 * What notifications owe: saved searches whose matches waited out their hour are told, and the daily digest mails
 * that are due go. main.ts runs it every few minutes on each instance; each row is claimed by one instance only.
 */
export async function runNotificationJobs(
  deps: NotificationJobDeps,
): Promise<{ savedSearchesTold: number; digestsSent: number }> {
  const savedSearchesTold = await flushSavedSearchMatches(deps.db, deps.notifier);
  const digestsSent = await sendDueDigests({
    db: deps.db,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    secret: deps.sessionSecret,
  });
  return { savedSearchesTold, digestsSent };
}

/**
 * What keeps the market fresh at `now`: reservations past their time end (both sides told), sellers whose
 * listings expire soon are reminded once, and identity photos whose decision is six days old are deleted. main.ts runs it every few minutes on each instance with the current time
 * (tests with their own clock); each row is claimed by one instance only.
 */
export async function runFreshnessJobs(
  deps: DealDeps & NotificationJobDeps & Pick<AppDeps, 'identityImages'>,
  now: Date,
): Promise<{ reservationsLapsed: number; sellersReminded: number; identityChecksCleared: number }> {
  const reservationsLapsed = await lapseReservations(deps, now);
  const sellersReminded = await remindExpiringListings(deps, now);
  const identityChecksCleared = await deleteDecidedIdentityPhotos(deps, now);
  return { reservationsLapsed, sellersReminded, identityChecksCleared };
}

/**
 * Badges derived from what happened rather than from one row (responds_fast, from the last 30 days of chats), so cards
 * and chat lists read a column. main.ts runs it at start and every hour; tests run it with their own clock.
 */
export async function refreshBadges(db: Database, now: Date) {
  await refreshRespondsFast(db, now);
}
