import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.ts';

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
