import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#shared/notifications.ts';
import type { Database } from '#server/db/client.ts';
import { isForeignKeyViolation } from '#server/db/errors.ts';
import { pushSubscriptions, sessions } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, notFound, unauthorized } from '#server/plugins/errors.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';

/** Phones and browsers one person receives pushes on; a new one past this replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** A browser's subscription, and the session it is made in, which the subscription lasts as long as. */
type NewSubscription = { endpoint: string; keys: PushSubscriptionInput['keys']; sessionId: string };
type SaveDeps = Pick<AppDeps, 'db' | 'config'> & { log: Pick<FastifyBaseLogger, 'warn' | 'error'> };

/**
 * Keeps a browser's subscription for the caller's session. One endpoint belongs to one person: subscribing a browser
 * that was someone else's (a shared phone) moves it, and the move is logged with both people (never the endpoint,
 * which is the browser's secret). 400 for an endpoint off the allow-list.
 */
export async function saveSubscription(deps: SaveDeps, userId: number, input: NewSubscription) {
  const { endpoint, keys, sessionId } = input;
  if (!isAllowedPushEndpoint(endpoint, deps.config.push.allowedHosts)) {
    throw badRequest('validation.invalidPushEndpoint');
  }
  const previousUserId = await transaction(deps, async (tx) => {
    const [previous] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .for('update');
    const held = { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint, ...held })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: held })
      .catch((error: unknown) => {
        // The session ended while its request was under way (signed out, or ended on another instance).
        throw isForeignKeyViolation(error) ? unauthorized() : error;
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return previous?.userId;
  });
  if (previousUserId !== undefined && previousUserId !== userId) {
    deps.log.warn(
      { fromUserId: previousUserId, toUserId: userId, pushHost: new URL(endpoint).host },
      'push subscription moved to another person',
    );
  }
}

/** Forgets the caller's subscription of this endpoint; 404 when they have none. */
export async function deleteSubscription(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  { endpoint }: { endpoint: string },
) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound('api.pushSubscriptionNotFound');
}

/** The endpoints the caller's session subscribed: whether this browser receives pushes for whoever is signed in. */
export async function sessionEndpoints(db: Database, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.endpoint);
}

/**
 * The person's subscriptions of sessions still live: one that expired stops receiving at once, before the hourly sweep
 * deletes it with its session.
 */
export function subscriptionsOf(db: Database, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.sid, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expire, sql`now()`)));
}

export async function forgetSubscriptions(db: Database, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}
