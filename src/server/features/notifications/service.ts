import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  chatUrlOf,
  NOTIFICATION_TYPES,
  type ListNotificationsQuery,
  type MarkNotificationsRead,
  type Notification,
  type NotificationPreferences,
} from '#shared/notifications.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { notificationPreferences, notifications } from '#server/db/schema.ts';
import { toNotification } from './notifier.ts';
import type { AppDeps } from '#server/deps.ts';

/** Chat messages are counted on the Mensajes tab; the bell lists and counts everything else. */
const inBellOf = (userId: number) => and(eq(notifications.userId, userId), ne(notifications.type, 'message'));

/** The caller's notifications for the bell, newest first. */
export async function listNotifications(
  db: Database,
  userId: number,
  query: ListNotificationsQuery,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(inBellOf(userId))
    .orderBy(desc(notifications.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toNotification);
}

export const isUnreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** The bell's number: the caller's unread notifications, messages left out. */
export async function unreadNotificationCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(inBellOf(userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the caller's notifications read: the ids given (others' ids change nothing) or all. Answers how many changed. */
export async function markNotificationsRead(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  input: MarkNotificationsRead,
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(isUnreadOf(userId), 'ids' in input ? inArray(notifications.id, input.ids) : undefined))
    .returning({ id: notifications.id });
  return changed.length;
}

/** A chat's message notifications are read once the chat is: its next message away is told again. */
export async function markChatNotificationsRead(db: Executor, userId: number, conversationId: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        isUnreadOf(userId),
        eq(notifications.type, 'message'),
        eq(notifications.url, chatUrlOf(conversationId)),
      ),
    );
}

const knownType = (type: string) => NOTIFICATION_TYPES.find((known) => known === type);

export async function getPreferences(db: Executor, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    mutedTypes: row.mutedTypes.map(knownType).filter((type) => type !== undefined),
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    digestEmail: row.digestEmail,
  };
}

export async function savePreferences(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = { ...preferences, mutedTypes: [...preferences.mutedTypes] };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return getPreferences(db, userId);
}
