import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import type { Removal } from '#server/db/deletion.ts';
import { conversations, meetupPlans, meetups, messageImageUrl, messages } from '#server/db/schema.ts';

/**
 * Deleting conversations, inside the caller's transaction. A leaving user's side of a conversation is detached by the
 * database (participant and sender set null), so the other participant keeps it; these delete whole conversations.
 */

/** Conversations go with their messages (cascade); the chat images those messages showed are answered. */
async function deleteConversationsWhere(tx: Transaction, condition: SQL): Promise<Removal> {
  const images = await tx
    .select({ url: messageImageUrl })
    .from(messages)
    .where(
      and(
        inArray(
          messages.conversationId,
          tx.select({ id: conversations.id }).from(conversations).where(condition),
        ),
        isNotNull(messageImageUrl),
      ),
    );
  const removed = await tx.delete(conversations).where(condition).returning({ id: conversations.id });
  return { count: removed.length, imageUrls: images.map((row) => row.url) };
}

/** Once users are deleted: the conversations left with no participant at all. */
export const deleteConversationsWithoutParticipants = (tx: Transaction) =>
  deleteConversationsWhere(
    tx,
    sql`${conversations.participant1Id} is null and ${conversations.participant2Id} is null`,
  );

export const deleteAllConversations = (tx: Transaction) => deleteConversationsWhere(tx, sql`true`);

/**
 * A participant who deletes a conversation (for themselves) stops sharing its meetups: their plan links stop opening.
 * The meetups stay for the other participant, as the messages do; they go with the conversation itself.
 */
export async function revokePlansIn(tx: Transaction, userId: number, conversationId: number) {
  await tx
    .delete(meetupPlans)
    .where(
      and(
        eq(meetupPlans.userId, userId),
        inArray(
          meetupPlans.meetupId,
          tx
            .select({ id: meetups.messageId })
            .from(meetups)
            .where(eq(meetups.conversationId, conversationId)),
        ),
      ),
    );
}
