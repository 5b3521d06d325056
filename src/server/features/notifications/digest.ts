import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import type { Database } from '#server/db/client.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import type { Mailer } from '#server/plugins/mailer.ts';
import type { AppDeps } from '#server/deps.ts';
import { noticeTextIn, toNotification } from './notifier.ts';

/** A digest is due this long after the previous one: the hourly run then mails about once a day. */
const DIGEST_EVERY = sql`interval '23 hours'`;
/** Notifications a digest names one by one; the rest are counted. */
const DIGEST_LISTED_MAX = 10;

const UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';

const signature = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`${UNSUBSCRIBE_PURPOSE}:${userId}`).digest('base64url');

/** The digest's unsubscribe token: the person's id, signed; it never expires, as mail links are kept. */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The person an unsubscribe token names, when its signature is ours. */
export function userOfUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** Turns the digest off; answers the person's language, or undefined for an unknown person. */
export async function stopDigest({ db }: Pick<AppDeps, 'db'>, userId: number): Promise<Language | undefined> {
  await db
    .update(notificationPreferences)
    .set({ digestEmail: false, updatedAt: sql`now()` })
    .where(eq(notificationPreferences.userId, userId));
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language;
}

type Recipient = { userId: number; email: string; firstName: string; language: Language; since: Date | null };

/**
 * Claims the people whose digest is due (asked for, none in the last day), so two instances never mail one person
 * twice; each claimed person's last digest becomes now. Only confirmed addresses: anyone may register with someone
 * else's, and a digest quotes what other people wrote.
 */
async function claimDueRecipients(db: Database): Promise<Recipient[]> {
  const due = and(
    eq(notificationPreferences.digestEmail, true),
    or(
      isNull(notificationPreferences.lastDigestAt),
      lt(notificationPreferences.lastDigestAt, sql`now() - ${DIGEST_EVERY}`),
    ),
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        userId: notificationPreferences.userId,
        since: notificationPreferences.lastDigestAt,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId))
      .where(and(due, eq(users.emailVerified, true), isNull(users.suspendedAt)))
      .for('update', { of: notificationPreferences, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(notificationPreferences)
      .set({ lastDigestAt: sql`now()` })
      .where(
        inArray(
          notificationPreferences.userId,
          rows.map((row) => row.userId),
        ),
      );
    return rows;
  });
}

/** Unread notifications since the previous digest, newest first: each is told in one digest only. */
async function unreadSince(db: Database, recipient: Recipient) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, recipient.userId),
        isNull(notifications.readAt),
        recipient.since ? gt(notifications.createdAt, recipient.since) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(DIGEST_LISTED_MAX + 1);
}

type DigestDeps = { db: Database; mailer: Mailer; appUrl: string; secret: string };

function digestMail(deps: DigestDeps, recipient: Recipient, unread: Awaited<ReturnType<typeof unreadSince>>) {
  const { language } = recipient;
  const listed = unread.slice(0, DIGEST_LISTED_MAX);
  const lines = listed.map((row) => {
    const { title, body } = noticeTextIn(language, toNotification(row));
    return `• ${title}\n  ${body}\n  ${deps.appUrl}${row.url}`;
  });
  const more = unread.length > DIGEST_LISTED_MAX ? [translate(language, 'mail.digestMore')] : [];
  const unsubscribe = unsubscribeUrl(deps.appUrl, unsubscribeToken(deps.secret, recipient.userId));
  return {
    to: recipient.email,
    subject: translate(language, 'mail.digestSubject'),
    text: translate(language, 'mail.digestBody', {
      name: recipient.firstName,
      items: [...lines, ...more].join('\n\n'),
      link: `${deps.appUrl}/notifications`,
      unsubscribe,
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Mails each person who asked for the daily digest the notifications they have not read since the last one; nobody
 * is mailed about nothing. Answers how many mails went. A failed mail is logged by the caller's run and not retried
 * until the next day.
 */
export async function sendDueDigests(deps: DigestDeps): Promise<number> {
  let sent = 0;
  for (const recipient of await claimDueRecipients(deps.db)) {
    const unread = await unreadSince(deps.db, recipient);
    if (unread.length === 0) continue;
    await deps.mailer.send(digestMail(deps, recipient, unread));
    sent += 1;
  }
  return sent;
}
