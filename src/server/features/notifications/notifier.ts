import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '#shared/notifications.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import type { RealtimeHub } from '#server/plugins/realtime.ts';
import type { PushDelivery } from '#server/features/push/delivery.ts';
import { eitherBlocked } from '#server/features/blocks/queries.ts';
import { isQuietTime } from './quiet-hours.ts';

/** The texts notifications are written with: `notices.<text>.title` and `.body` in the catalogs. */
export const NOTICE_TEXTS = [
  'message',
  'messagePhoto',
  'offerMade',
  'offerCountered',
  'offerAccepted',
  'offerDeclined',
  'offerWithdrawn',
  'savedSearch',
  'priceDrop',
  'favoriteSold',
  'favoriteReserved',
  'review',
  'comment',
  'listingHidden',
  'listingAutoHidden',
] as const;
export type NoticeText = (typeof NOTICE_TEXTS)[number];

/**
 * What a producer tells one person. The title and body are the catalog's `notices.<text>.title` and `.body` in the
 * recipient's language, filled with `values`.
 */
export type Notice = {
  userId: number;
  /** Who caused it (wrote, offered, sold, reviewed, commented, listed): nothing reaches a person across a block. */
  actorId?: number;
  type: NotificationType;
  text: NoticeText;
  values?: Record<string, string | number>;
  /** An address inside the app, opened on tap. */
  url: string;
  /** Only when the person has no visible socket: what they see live needs no notification. */
  onlyWhenAway?: boolean;
  /** Not again while an unread notification of the same type and address waits (a chat's burst of messages). */
  collapse?: boolean;
  /**
   * At most one notification of this type and address in this while: a notice within it rewrites the one stored (its
   * text and time, unread again) and pushes nothing.
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
};

const TITLE_MAX = 200;
const BODY_MAX = 500;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Notifications alike to a notice: for the same person, of the same type, about the same address. */
const alikeTo = (notice: Notice) =>
  and(
    eq(notifications.userId, notice.userId),
    eq(notifications.type, notice.type),
    eq(notifications.url, notice.url),
  );

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

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
  async function replaceAlike(
    tx: Executor,
    notice: Notice,
    withinMs: number,
    text: { title: string; body: string },
  ) {
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
      .set({ ...text, createdAt: sql`now()`, readAt: null })
      .where(eq(notifications.id, latestAlike))
      .returning();
    return replaced;
  }

  /**
   * Stores the notification; `replaced` when it rewrote one alike instead. Notices that replace lock their recipient
   * and address first, so two at once never both add one.
   */
  async function store(notice: Notice, text: { title: string; body: string }) {
    const values = { userId: notice.userId, type: notice.type, url: notice.url, ...text };
    const withinMs = notice.replaceWithinMs;
    if (withinMs === undefined) {
      const [row] = await db.insert(notifications).values(values).returning();
      return { row, replaced: false };
    }
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${notice.userId}, hashtext(${notice.url}))`);
      const replaced = await replaceAlike(tx, notice, withinMs, text);
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
    const values = notice.values ?? {};
    const title = clip(translate(recipient.language, `notices.${notice.text}.title`, values), TITLE_MAX);
    const body = clip(translate(recipient.language, `notices.${notice.text}.body`, values), BODY_MAX);
    const { row, replaced } = await store(notice, { title, body });
    if (!row) return;
    await realtime.publish([notice.userId], { type: 'notification', notification: toNotification(row) });
    const hours = { quietStart: recipient.quietStart ?? null, quietEnd: recipient.quietEnd ?? null };
    if (!replaced && !isQuietTime(new Date(), hours))
      await push.send(notice.userId, { title, body, url: notice.url });
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
  };
}
