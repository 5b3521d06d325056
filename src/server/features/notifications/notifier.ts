import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '#shared/constants.ts';
import { renderNotification } from '#shared/notification-texts.ts';
import {
  notificationContentSchema,
  storedTextContentSchema,
  type Notification,
  type NotificationContent,
  type StoredTextContent,
} from '#shared/notifications.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import type { Mailer } from '#server/plugins/mailer.ts';
import type { RealtimeHub } from '#server/plugins/realtime.ts';
import type { PushDelivery } from '#server/features/push/delivery.ts';
import { eitherBlocked } from '#server/features/blocks/queries.ts';
import { isQuietTime } from './quiet-hours.ts';

/**
 * What a producer tells one person: a type with its values, stored so, and written in the reader's language when
 * read, pushed or mailed (decision 0032).
 */
export type Notice = NotificationContent & {
  userId: number;
  /** Who caused it (wrote, offered, sold, reviewed, commented, listed): nothing reaches a person across a block. */
  actorId?: number;
  /** An address inside the app, opened on tap. */
  url: string;
  /** Only when the person has no visible socket: what they see live needs no notification. */
  onlyWhenAway?: boolean;
  /** Not again while an unread notification of the same type and address waits (a chat's burst of messages). */
  collapse?: boolean;
  /**
   * At most one notification of this type and address in this while: a notice within it rewrites the one stored (its
   * values and time, unread again) and pushes nothing.
   */
  replaceWithinMs?: number;
};

export type Notifier = {
  /**
   * Stores and tells each notice in the background, after the caller's answer: to the recipient's sockets at once, by
   * push unless it is their quiet hours. A type the recipient muted sends nothing. Never throws.
   */
  notify(notices: Notice | readonly Notice[]): void;
  /** Runs other notification work (matching saved searches) in the background alike. */
  later(task: () => Promise<void>): void;
  /** Resolves once every background task finished: tests wait on it, closing the server drains it. */
  idle(): Promise<void>;
  /** How many background tasks are under way: the outbox's depth. */
  pending(): number;
};

/** What a periodic job that notifies and mails needs (maintenance.ts). */
export type NotificationJobDeps = {
  db: Database;
  notifier: Pick<Notifier, 'notify'>;
  mailer: Mailer;
  appUrl: string;
  sessionSecret: string;
};

/** Notifications alike to a notice: for the same person, of the same type, about the same address. */
const alikeTo = (notice: Notice) =>
  and(
    eq(notifications.userId, notice.userId),
    eq(notifications.type, notice.type),
    eq(notifications.url, notice.url),
  );

/** A stored row as its reader gets it; the row's type and values are read back through the contract. */
export function toNotification(row: typeof notifications.$inferSelect): Notification {
  const content = z
    .union([notificationContentSchema, storedTextContentSchema])
    .parse({ type: row.type, params: row.params });
  return {
    id: row.id,
    ...content,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A notification's title and body in a language, as pushes and the digest mail tell it. */
export const noticeTextIn = (language: Language, content: NotificationContent | StoredTextContent) =>
  renderNotification(content, (key, values) => translate(language, key, values));

type NotifierOptions = {
  db: Database;
  realtime: Pick<RealtimeHub, 'publish' | 'hasVisibleSocket'>;
  push: PushDelivery;
  log: FastifyBaseLogger;
};

export function createNotifier({ db, realtime, push, log }: NotifierOptions): Notifier {
  const running = new Set<Promise<void>>();

  function later(task: () => Promise<void>) {
    const run = task()
      .catch((error: unknown) => log.error({ err: error }, 'notification work failed'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  /** The recipient's language and preferences; none when suspended. `blocked` when either side blocked the other. */
  async function recipientOf(userId: number, actorId: number | undefined) {
    const [recipient] = await db
      .select({
        blocked: actorId === undefined ? sql<boolean>`false` : eitherBlocked(users.id, actorId),
        language: users.language,
        mutedTypes: notificationPreferences.mutedTypes,
        quietStart: notificationPreferences.quietStart,
        quietEnd: notificationPreferences.quietEnd,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
    return recipient;
  }

  async function waitingAlike(notice: Notice) {
    const [waiting] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(alikeTo(notice), isNull(notifications.readAt)))
      .limit(1);
    return waiting !== undefined;
  }

  /** Rewrites the notification alike (`replaceWithinMs`) stored in its while; undefined when there is none. */
  async function replaceAlike(tx: Executor, notice: Notice, withinMs: number) {
    const latestAlike = tx
      .select({ id: max(notifications.id) })
      .from(notifications)
      .where(
        and(
          alikeTo(notice),
          gt(notifications.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
        ),
      );
    const [replaced] = await tx
      .update(notifications)
      .set({ params: notice.params, createdAt: sql`now()`, readAt: null })
      .where(eq(notifications.id, latestAlike))
      .returning();
    return replaced;
  }

  /**
   * Stores the notification; `replaced` when it rewrote one alike instead. Notices that replace lock their recipient
   * and address first, so two at once never both add one.
   */
  async function store(notice: Notice) {
    const values = { userId: notice.userId, type: notice.type, params: notice.params, url: notice.url };
    const withinMs = notice.replaceWithinMs;
    if (withinMs === undefined) {
      const [row] = await db.insert(notifications).values(values).returning();
      return { row, replaced: false };
    }
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${notice.userId}, hashtext(${notice.url}))`);
      const replaced = await replaceAlike(tx, notice, withinMs);
      if (replaced) return { row: replaced, replaced: true };
      const [row] = await tx.insert(notifications).values(values).returning();
      return { row, replaced: false };
    });
  }

  async function deliver(notice: Notice) {
    if (notice.onlyWhenAway && (await realtime.hasVisibleSocket(notice.userId))) return;
    const recipient = await recipientOf(notice.userId, notice.actorId);
    if (!recipient || recipient.blocked || recipient.mutedTypes?.includes(notice.type)) return;
    if (notice.collapse && (await waitingAlike(notice))) return;
    const { row, replaced } = await store(notice);
    if (!row) return;
    await realtime.publish([notice.userId], { type: 'notification', notification: toNotification(row) });
    const hours = { quietStart: recipient.quietStart ?? null, quietEnd: recipient.quietEnd ?? null };
    if (!replaced && !isQuietTime(new Date(), hours))
      await push.send(notice.userId, { ...noticeTextIn(recipient.language, notice), url: notice.url });
  }

  return {
    notify(notices) {
      const list: readonly Notice[] = 'userId' in notices ? [notices] : notices;
      for (const notice of list) later(() => deliver(notice));
    },
    later,
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    pending: () => running.size,
  };
}
