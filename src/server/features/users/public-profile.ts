import { eq, sql } from 'drizzle-orm';
import type { PublicProfile } from '#shared/deals.ts';
import type { Database } from '#server/db/client.ts';
import { conversations, messages, products, users } from '#server/db/schema.ts';
import { badgeFactColumns, badgesOf } from './badges.ts';
import { shownPersonColumns } from './display-name.ts';
import { withDisplayName } from './display-name.ts';
import { notFound } from '#server/plugins/errors.ts';

/** How many of a person's latest conversations their typical answer time is taken from. */
const RESPONSE_SAMPLE_CONVERSATIONS = 50;

/**
 * Median minutes between the first message someone else wrote in one of the person's conversations and the person's
 * first answer after it, over their latest conversations; null until they have answered anyone. Offers count as
 * writing, the deal's automatic news does not.
 */
function responseMinutes(userId: number) {
  return sql<string | null>`(
    with recent as (
      select id from ${conversations}
      where participant1_id = ${userId} or participant2_id = ${userId}
      order by last_message_at desc nulls last
      limit ${RESPONSE_SAMPLE_CONVERSATIONS}
    ), asked as (
      select recent.id, (select min(created_at) from ${messages}
        where conversation_id = recent.id and sender_id is distinct from ${userId} and type <> 'deal') as at
      from recent
    ), answered as (
      select asked.at as asked_at, (select min(created_at) from ${messages}
        where conversation_id = asked.id and sender_id = ${userId} and created_at > asked.at and type <> 'deal') as at
      from asked where asked.at is not null
    )
    select percentile_cont(0.5) within group (order by extract(epoch from at - asked_at)) / 60
    from answered where at is not null)`;
}

const activeListings = (userId: number) =>
  sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${userId} and ${products.status} <> 'sold')`;

/** `GET /api/users/{id}`: what anyone may see of a person, named by display name; 404 for an unknown id. */
export async function publicProfile(db: Database, userId: number): Promise<PublicProfile> {
  const [user] = await db
    .select({
      ...shownPersonColumns,
      createdAt: users.createdAt,
      isVerified: users.isVerified,
      emailVerified: users.emailVerified,
      rating: users.rating,
      reviewCount: users.reviewCount,
      soldItemsCount: users.soldItemsCount,
      confirmedSalesCount: users.confirmedSalesCount,
      confirmedPurchasesCount: users.confirmedPurchasesCount,
      activeListingsCount: activeListings(userId),
      responseMinutes: responseMinutes(userId),
      badgeFacts: badgeFactColumns,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('api.userNotFound');
  const { createdAt, rating, responseMinutes: minutes, badgeFacts, ...shown } = user;
  return {
    ...withDisplayName(shown),
    badges: badgesOf(badgeFacts),
    memberSince: createdAt.toISOString(),
    rating: Number(rating),
    responseMinutes: minutes === null ? null : Math.round(Number(minutes)),
  };
}
