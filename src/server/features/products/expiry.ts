import { and, eq, gt, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '#shared/products-constants.ts';
import type { Database } from '#server/db/client.ts';
import { notificationPreferences, products, users } from '#server/db/schema.ts';
import { formatDateTime, translate } from '#server/i18n.ts';
import { listingNotRemoved } from '#server/features/moderation/queries.ts';
import { unsubscribeToken, unsubscribeUrl } from '#server/features/notifications/digest.ts';
import type { NotificationJobDeps } from '#server/features/notifications/notifier.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Reminded = { id: number; sellerId: number; title: string; expiresAt: Date };

/**
 * Claims the available listings that expire within EXPIRY_REMINDER_DAYS of `now` and whose seller was not reminded
 * of this expiry yet, marking them reminded: SKIP LOCKED and the mark make two instances remind each once.
 */
async function claimExpiring(db: Database, now: Date): Promise<Reminded[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: products.id,
        sellerId: products.sellerId,
        title: products.title,
        expiresAt: products.expiresAt,
      })
      .from(products)
      .where(
        and(
          eq(products.status, 'available'),
          isNull(products.expiryRemindedAt),
          gt(products.expiresAt, now),
          lte(products.expiresAt, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS)),
          listingNotRemoved(),
        ),
      )
      .for('update', { of: products, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(products)
      .set({ expiryRemindedAt: now })
      .where(
        inArray(
          products.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}

/**
 * The sellers among `sellerIds` who take notification mail: the daily digest on (their yes to mail), a confirmed
 * address, the reminder's type not muted.
 */
async function mailableSellers(db: Database, sellerIds: number[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        inArray(users.id, sellerIds),
        eq(notificationPreferences.digestEmail, true),
        eq(users.emailVerified, true),
        isNull(users.suspendedAt),
        not(sql`'listing_expiring' = any(${notificationPreferences.mutedTypes})`),
      ),
    );
}

/**
 * Reminds each seller once, EXPIRY_REMINDER_DAYS before a listing of theirs expires: a notification, and a mail to
 * those who take mail. maintenance.ts runs it every few minutes with the current time; tests pass their own.
 * Answers how many listings' sellers were reminded.
 */
export async function remindExpiringListings(deps: NotificationJobDeps, now: Date): Promise<number> {
  const reminded = await claimExpiring(deps.db, now);
  if (reminded.length === 0) return 0;
  deps.notifier.notify(
    reminded.map((listing) => ({
      userId: listing.sellerId,
      type: 'listing_expiring' as const,
      params: { productTitle: listing.title, productId: listing.id },
      url: `/products/${listing.id}`,
    })),
  );
  const sellers = await mailableSellers(deps.db, [...new Set(reminded.map((listing) => listing.sellerId))]);
  for (const seller of sellers) {
    for (const listing of reminded.filter((each) => each.sellerId === seller.id)) {
      const unsubscribe = unsubscribeUrl(deps.appUrl, unsubscribeToken(deps.sessionSecret, seller.id));
      await deps.mailer.send({
        to: seller.email,
        subject: translate(seller.language, 'mail.expiringSubject', { title: listing.title }),
        text: translate(seller.language, 'mail.expiringBody', {
          name: seller.firstName,
          title: listing.title,
          date: formatDateTime(seller.language, listing.expiresAt),
          link: `${deps.appUrl}/products/${listing.id}`,
          unsubscribe,
        }),
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
  }
  return reminded.length;
}
