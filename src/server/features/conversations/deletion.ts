import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import type { Among, Removal } from '#server/db/deletion.ts';
import { conversations, meetupPlans, meetups, messageImageUrl, messages } from '#server/db/schema.ts';

/**
 * Deleting conversations, inside the caller's transaction. A leaving user's side of a conversation is detached by the
 * database (participant and sender set null), so the other participant keeps it; these delete whole conversations.
 */

/** What deleting conversations or messages frees once committed: chat images, and voice notes' files. */
export type ChatRemoval = Removal & { voiceFiles: string[] };

const messageAudioFile = sql<string | null>`(${messages.metadata}->>'audioFile')`;

/** Conversations go with their messages (cascade); the chat images and voice notes those messages held are answered. */
async function deleteConversationsWhere(tx: Transaction, condition: SQL): Promise<ChatRemoval> {
  const files = await tx
    .select({ imageUrl: messageImageUrl, audioFile: messageAudioFile })
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        tx.select({ id: conversations.id }).from(conversations).where(condition),
      ),
    );
  const removed = await tx.delete(conversations).where(condition).returning({ id: conversations.id });
  return {
    count: removed.length,
    imageUrls: files.flatMap((row) => (row.imageUrl ? [row.imageUrl] : [])),
    voiceFiles: files.flatMap((row) => (row.audioFile ? [row.audioFile] : [])),
  };
}

/**
 * The leaving users' voice notes: their voice is theirs, so the notes go with the account even from chats that stay
 * for the other participant (unlike their written messages). Answers the files to delete once committed.
 */
export async function deleteVoiceNotesOfUsers(tx: Transaction, leaving: Among): Promise<string[]> {
  const removed = await tx
    .delete(messages)
    .where(and(leaving(messages.senderId), eq(messages.type, 'voice'), isNotNull(messageAudioFile)))
    .returning({ audioFile: messageAudioFile });
  return removed.flatMap((row) => (row.audioFile ? [row.audioFile] : []));
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
