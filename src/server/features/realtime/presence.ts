import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { conversations, users } from '#server/db/schema.ts';
import { unauthorized } from '#server/plugins/errors.ts';
import type { RealtimeHub } from '#server/plugins/realtime.ts';
import { isParticipant, otherParticipantOf, showsPresence } from '#server/features/conversations/queries.ts';

type PresenceStatus = { isOnline: boolean; lastOnline: string | null };

/**
 * The users told about this one's presence: those who share a conversation with them, when the user shows them their
 * presence (showsPresence: a listing, or a message the user wrote to them; never across a block).
 */
async function partnersOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ partnerId: otherParticipantOf(userId) })
    .from(conversations)
    .where(and(isParticipant(userId), showsPresence(db, userId)));
  return rows.flatMap((row) => (row.partnerId === null ? [] : [Number(row.partnerId)]));
}

/**
 * Stores a presence change (going offline also stamps lastOnline) and tells the user's conversation partners — only
 * when the stored status really changed, so repeated reports publish nothing.
 */
export async function recordPresence(
  db: Executor,
  hub: Pick<RealtimeHub, 'publish'>,
  userId: number,
  online: boolean,
) {
  const [changed] = await db
    .update(users)
    .set(online ? { isOnline: true } : { isOnline: false, lastOnline: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isOnline, !online)))
    .returning({ isOnline: users.isOnline, lastOnline: users.lastOnline });
  if (!changed) return;
  await hub.publish(await partnersOf(db, userId), {
    type: 'presence',
    userId,
    isOnline: changed.isOnline,
    lastOnline: changed.lastOnline?.toISOString() ?? null,
  });
}

/**
 * `POST /api/user/status` (online when the page becomes visible, offline when hidden or unloaded). An offline
 * report does not outweigh another of the user's pages that is still open and visible.
 */
export async function reportStatus(
  db: Executor,
  hub: Pick<RealtimeHub, 'publish' | 'hasVisibleSocket'>,
  userId: number,
  isOnline: boolean,
): Promise<PresenceStatus> {
  const online = isOnline || (await hub.hasVisibleSocket(userId));
  await recordPresence(db, hub, userId, online);
  const [user] = await db
    .select({ isOnline: users.isOnline, lastOnline: users.lastOnline })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return { isOnline: user.isOnline, lastOnline: user.lastOnline?.toISOString() ?? null };
}
