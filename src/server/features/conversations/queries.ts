import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { conversations, messages, products } from '#server/db/schema.ts';
import { eitherBlocked } from '#server/features/blocks/queries.ts';

/** SQL pieces about who takes part in a conversation and which messages a participant sees or has not read. */

export function isParticipant(userId: number): SQL {
  return or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)) ?? sql`false`;
}

/** A participant's conversations, less the ones they hid (until a new message arrives in them). */
export function isVisibleTo(userId: number): SQL {
  return (
    or(
      and(eq(conversations.participant1Id, userId), eq(conversations.hiddenFromParticipant1, false)),
      and(eq(conversations.participant2Id, userId), eq(conversations.hiddenFromParticipant2, false)),
    ) ?? sql`false`
  );
}

/** The participant who is not `userId`; null when that user deleted their account. */
export function otherParticipantOf(userId: number): SQL<number | null> {
  return sql<number | null>`case when ${conversations.participant1Id} = ${userId}
    then ${conversations.participant2Id} else ${conversations.participant1Id} end`;
}

export function notDeletedBy(userId: number): SQL {
  return sql`not (${userId}::integer = any(${messages.deletedByUsers}))`;
}

/** Incoming (from the other participant, or from a deleted account) and not read yet. */
export function isUnreadFor(userId: number): SQL {
  return sql`${messages.isRead} = false and ${messages.senderId} is distinct from ${userId}::integer and ${notDeletedBy(userId)}`;
}

const pairConversation = alias(conversations, 'pair_conversation');

/**
 * Whether a participant of the current conversation row shows their presence (online, last seen, live changes) to the
 * other one: when they have a listing (a seller's activity is part of the marketplace) or they wrote in one of the
 * pair's conversations. Opening a chat with a stranger, or writing to someone who never answered, reveals nothing,
 * and neither side of a block sees the other's.
 */
export function showsPresence(db: Executor, participantId: number | PgColumn): SQL<boolean> {
  const hasListing = db
    .select({ found: sql`1` })
    .from(products)
    .where(eq(products.sellerId, participantId));
  const wroteToThePair = db
    .select({ found: sql`1` })
    .from(pairConversation)
    .innerJoin(messages, eq(messages.conversationId, pairConversation.id))
    .where(
      and(
        eq(pairConversation.participant1Id, conversations.participant1Id),
        eq(pairConversation.participant2Id, conversations.participant2Id),
        eq(messages.senderId, participantId),
      ),
    );
  const blocked = eitherBlocked(conversations.participant1Id, conversations.participant2Id);
  return sql<boolean>`((${exists(hasListing)} or ${exists(wroteToThePair)}) and not ${blocked})`;
}
