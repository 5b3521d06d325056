import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayNameOf } from '#shared/display-name.ts';
import { PLAN_LINK_HOURS_AFTER, type SharedPlanLink } from '#shared/meetups.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import type { Database } from '#server/db/client.ts';
import { conversations, meetupPlans, meetups, products, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict } from '#server/plugins/errors.ts';
import { listingNotRemoved } from '#server/features/products/queries.ts';
import { participantMeetup } from './service.ts';

/**
 * Shared plans: a link anyone can open, without an account, showing an accepted meetup's item, the other person's
 * display name and profile link, place, time and map — nothing else about either person. The link holds 32 random
 * bytes; only their SHA-256 is stored, so the table gives no working link away and the token tells nothing.
 */

const TOKEN_BYTES = 32;
const HOUR_MS = 3_600_000;
/** A token as the link carries it: base64url of TOKEN_BYTES bytes. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `POST /api/meetups/{messageId}/plan`: a new link to the caller's plan of an accepted meetup (409 otherwise, or when
 * the meetup is more than a day past), which opens until 24 hours after the meetup. Earlier links keep working until
 * revoked.
 */
export async function sharePlan(
  deps: Pick<AppDeps, 'db' | 'log' | 'config'>,
  userId: number,
  messageId: number,
): Promise<SharedPlanLink> {
  return transaction(deps, async (tx) => {
    const { meetup } = await participantMeetup(tx, userId, messageId);
    if (meetup.status !== 'accepted') throw conflict('api.planNeedsAcceptedMeetup');
    const expiresAt = new Date(meetup.at.getTime() + PLAN_LINK_HOURS_AFTER * HOUR_MS);
    if (expiresAt.getTime() <= Date.now()) throw conflict('api.meetupTimePassed');
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await tx.insert(meetupPlans).values({ meetupId: messageId, userId, tokenHash: hashOf(token), expiresAt });
    return { url: `${deps.config.appUrl}/plan/${token}`, expiresAt: expiresAt.toISOString() };
  });
}

/** `DELETE /api/meetups/{messageId}/plan`: every link the caller shared of that meetup stops opening. */
export async function revokePlan(deps: Pick<AppDeps, 'db' | 'log'>, userId: number, messageId: number) {
  await transaction(deps, async (tx) => {
    await participantMeetup(tx, userId, messageId);
    await tx
      .delete(meetupPlans)
      .where(and(eq(meetupPlans.meetupId, messageId), eq(meetupPlans.userId, userId)));
  });
}

/** What the plan page shows. The item is left out once its listing is gone or removed by moderation. */
export type SharedPlan = {
  item: { title: string; photoUrl: string | null } | null;
  otherPerson: { id: number; displayName: string };
  place: { name: string; lat: number; lng: number };
  at: Date;
};

/**
 * The plan behind a link, or why it does not open: `missing` for a token never made or revoked, `gone` once expired,
 * replaced, or when either person deleted their account.
 */
export async function readPlan(
  db: Database,
  token: string,
): Promise<{ plan: SharedPlan } | { unavailable: 'missing' | 'gone' }> {
  if (!TOKEN_SHAPE.test(token)) return { unavailable: 'missing' };
  const other = alias(users, 'other_person');
  const [found] = await db
    .select({
      expired: sql<boolean>`${meetupPlans.expiresAt} <= now()`,
      meetup: meetups,
      sharerId: meetupPlans.userId,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      productTitle: products.title,
      productImages: products.images,
      productShown: listingNotRemoved,
    })
    .from(meetupPlans)
    .innerJoin(meetups, eq(meetups.messageId, meetupPlans.meetupId))
    .innerJoin(conversations, eq(conversations.id, meetups.conversationId))
    .leftJoin(
      other,
      sql`${other.id} = case when ${conversations.participant1Id} = ${meetupPlans.userId}
        then ${conversations.participant2Id} else ${conversations.participant1Id} end`,
    )
    .leftJoin(products, eq(products.id, conversations.productId))
    .where(eq(meetupPlans.tokenHash, hashOf(token)));
  if (!found) return { unavailable: 'missing' };
  const bothStayed = found.participant1Id !== null && found.participant2Id !== null;
  const otherId = found.participant1Id === found.sharerId ? found.participant2Id : found.participant1Id;
  if (found.expired || found.meetup.status !== 'accepted' || !bothStayed || otherId === null)
    return { unavailable: 'gone' };
  if (found.otherFirstName === null || found.otherLastName === null) return { unavailable: 'gone' };
  const photo = found.productImages?.[0];
  return {
    plan: {
      item:
        found.productTitle !== null && found.productShown
          ? { title: found.productTitle, photoUrl: photo ? thumbnailUrlOf(photo) : null }
          : null,
      otherPerson: { id: otherId, displayName: displayNameOf(found.otherFirstName, found.otherLastName) },
      place: { name: found.meetup.name, lat: found.meetup.latitude, lng: found.meetup.longitude },
      at: found.meetup.at,
    },
  };
}
