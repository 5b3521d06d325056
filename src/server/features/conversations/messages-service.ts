import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '#shared/constants.ts';
import type { ChatMessage, ListMessagesQuery, NewMessage } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import type { Meetup } from '#shared/meetups.ts';
import { formatDuration } from '#shared/format.ts';
import { chatUrlOf } from '#shared/notifications.ts';
import { messageWarnings } from '#shared/safety.ts';
import type { Executor } from '#server/db/client.ts';
import { conversations, meetups, messages, offers } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { translate } from '#server/i18n.ts';
import { conflict, forbidden, notFound } from '#server/plugins/errors.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { notReportedBy } from '#server/features/moderation/queries.ts';
import { actorNameOf } from '#server/features/notifications/actor-name.ts';
import { toMeetup } from './meetup-rows.ts';
import { toOffer } from './offer-rows.ts';
import { isParticipant, notDeletedBy } from './queries.ts';
import { markRead, participantConversation, pushUnreadCount } from './service.ts';
import { checkedVoiceNote, voiceNoteUrlOf } from './voice-notes.ts';

type MessageRow = typeof messages.$inferSelect;
/** A text, a photo or a voice note: a meetup proposal is stored by the meetups' service. */
export type WrittenMessage = Exclude<NewMessage, { type: 'meetup' }>;

/**
 * A stored message as `viewerId` reads it: with the offer it is about or the meetup it proposes as they stand now, and
 * its warnings when the viewer received it.
 */
export function toChatMessage(
  row: MessageRow,
  offer: Offer | null,
  viewerId: number,
  meetup: Meetup | null = null,
): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    type: row.type,
    metadata: shownMetadata(row),
    event: row.event,
    offer,
    meetup,
    warnings: row.senderId === viewerId ? [] : row.warnings,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An image message's photo, or a voice note's recording as its participants fetch it, with its duration. */
function shownMetadata({ id, metadata }: MessageRow): ChatMessage['metadata'] {
  if (metadata?.imageUrl) return { imageUrl: metadata.imageUrl };
  if (metadata?.audioFile && metadata.durationMs !== undefined) {
    return { audioUrl: voiceNoteUrlOf(id), durationMs: metadata.durationMs };
  }
  return null;
}

/** A message moderation hid stays in its place, saying its content was removed, without its text or photo. */
function shownMessage(message: ChatMessage, hiddenAt: Date | null, language: Language): ChatMessage {
  if (hiddenAt === null) return message;
  return {
    ...message,
    content: translate(language, 'api.contentRemoved'),
    metadata: null,
    meetup: null,
    warnings: [],
  };
}

/** Messages before `before` in the conversation's order (time, then id); none when it is not of this conversation. */
function olderThan(db: Executor, conversationId: number, before: number): SQL {
  const anchor = alias(messages, 'anchor');
  const anchorPosition = db
    .select({ createdAt: anchor.createdAt, id: anchor.id })
    .from(anchor)
    .where(and(eq(anchor.id, before), eq(anchor.conversationId, conversationId)));
  return sql`(${messages.createdAt}, ${messages.id}) < (${anchorPosition})`;
}

/**
 * A page of the conversation's messages, oldest first: the newest `limit` ones (before `before` when given), less
 * those the caller deleted or reported. Reading marks the caller's incoming messages read and pushes their new unread count.
 */
export async function listMessages(
  deps: Pick<AppDeps, 'db' | 'log' | 'realtime'>,
  userId: number,
  input: ListMessagesQuery & { conversationId: number; language: Language },
): Promise<ChatMessage[]> {
  const { conversationId, language, ...query } = input;
  const rows = await transaction(deps, async (tx, afterCommit) => {
    await participantConversation(tx, userId, conversationId);
    if ((await markRead(tx, userId, conversationId)) > 0) afterCommit(() => pushUnreadCount(deps, userId));
    return tx
      .select({ message: messages, offer: offers, meetup: meetups })
      .from(messages)
      .leftJoin(offers, eq(offers.id, messages.offerId))
      .leftJoin(meetups, eq(meetups.messageId, messages.id))
      .where(
        and(
          eq(messages.conversationId, conversationId),
          notDeletedBy(userId),
          notReportedBy(userId, 'message', messages.id),
          query.before === undefined ? undefined : olderThan(tx, conversationId, query.before),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit);
  });
  return rows
    .reverse()
    .map((row) =>
      shownMessage(
        toChatMessage(
          row.message,
          row.offer && toOffer(row.offer),
          userId,
          row.meetup && toMeetup(row.meetup),
        ),
        row.message.hiddenAt,
        language,
      ),
    );
}

/**
 * What a new message stores, once the sender is known to take part (only a participant gets a file stored): a photo
 * sent as a data URL becomes their upload; a voice note is checked (container, size, duration) and its file stored,
 * and its content is its duration as m:ss, what previews and pushes quote.
 */
async function storedContent(
  { db, uploads }: Pick<AppDeps, 'db' | 'uploads'>,
  senderId: number,
  input: WrittenMessage & { conversationId: number },
): Promise<Pick<StoredMessage, 'content' | 'type' | 'metadata'>> {
  if (input.type === 'text') return { content: input.content, type: 'text', metadata: null };
  await participantConversation(db, senderId, input.conversationId);
  if (input.type === 'image') {
    const imageUrl = await uploads.resolve(input.imageUrl, senderId);
    return { content: input.content, type: 'image', metadata: { imageUrl } };
  }
  const voice = checkedVoiceNote(input.audio);
  const audioFile = await uploads.saveVoice(voice.bytes, voice.extension);
  return {
    content: formatDuration(voice.durationMs),
    type: 'voice',
    metadata: { audioFile, durationMs: voice.durationMs },
  };
}

type StoredMessage = Pick<
  typeof messages.$inferInsert,
  'content' | 'type' | 'metadata' | 'event' | 'offerId' | 'warnings'
>;

/**
 * Stores a message in the caller's transaction, makes it the conversation's last and shows the conversation again to
 * both participants. The caller holds the conversation's lock, which orders concurrent sends: each message's time is
 * taken after the previous one's commit.
 */
export async function appendMessage(
  tx: Executor,
  conversationId: number,
  senderId: number,
  message: StoredMessage,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, senderId, ...message, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert returned no message');
  await tx
    .update(conversations)
    .set({
      lastMessageId: row.id,
      lastMessageAt: row.createdAt,
      hiddenFromParticipant1: false,
      hiddenFromParticipant2: false,
      updatedAt: sql`now()`,
    })
    .where(eq(conversations.id, conversationId));
  return row;
}

/**
 * Pushes a stored message to both participants' sockets, each reading it as theirs (the recipient with its
 * warnings), and the recipient's new unread count.
 */
export async function announceMessage(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  stored: { row: MessageRow; offer: Offer | null; meetup?: Meetup },
  recipientId: number,
) {
  const { conversationId, senderId } = stored.row;
  const participants = senderId === null ? [recipientId] : [recipientId, senderId];
  for (const participant of participants) {
    const message = toChatMessage(stored.row, stored.offer, participant, stored.meetup);
    await deps.realtime.publish([participant], { type: 'new_message', conversationId, message });
  }
  await pushUnreadCount(deps, recipientId);
}

/** The participant who is not `userId`; 409 when that one deleted their account. */
export function recipientOf(
  conversation: { participant1Id: number | null; participant2Id: number | null },
  userId: number,
): number {
  const recipientId =
    conversation.participant1Id === userId ? conversation.participant2Id : conversation.participant1Id;
  if (recipientId === null) throw conflict('api.recipientGone');
  return recipientId;
}

/** How much of a message a notification quotes. */
const QUOTED_CHARS = 120;

/**
 * Notifies the recipient of a message when they are away (no visible socket), once per conversation until they read
 * the chat (for a push and the digest; the bell leaves messages to the Mensajes tab). In the background: the send's
 * answer never waits for it.
 */
export function notifyIfAway(
  { db, notifier }: Pick<AppDeps, 'db' | 'notifier'>,
  row: MessageRow,
  recipientId: number,
) {
  notifier.later(async () => {
    if (row.senderId === null) return;
    notifier.notify({
      userId: recipientId,
      actorId: row.senderId,
      type: 'message',
      params: {
        actorName: await actorNameOf(db, row.senderId),
        text: row.content.slice(0, QUOTED_CHARS),
        photo: row.type === 'image',
        voice: row.type === 'voice',
      },
      url: chatUrlOf(row.conversationId),
      onlyWhenAway: true,
      collapse: true,
    });
  });
}

/**
 * Stores a written message and pushes it to both participants' sockets and the recipient's new unread count; a
 * recipient who is away gets a notification.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'log' | 'realtime' | 'notifier' | 'uploads'>,
  senderId: number,
  input: WrittenMessage & { conversationId: number },
): Promise<ChatMessage> {
  const { conversationId } = input;
  const stored = await storedContent(deps, senderId, input);
  const row = await transaction(deps, async (tx, afterCommit) => {
    const conversation = await participantConversation(tx, senderId, conversationId, { lock: true });
    const recipientId = recipientOf(conversation, senderId);
    await assertNeitherBlocked(tx, senderId, recipientId);
    const row = await appendMessage(tx, conversationId, senderId, {
      ...stored,
      warnings: stored.type === 'voice' ? [] : messageWarnings(stored.content),
    });
    afterCommit(() => announceMessage(deps, { row, offer: null }, recipientId));
    afterCommit(async () => notifyIfAway(deps, row, recipientId));
    return row;
  }).catch(async (error: unknown) => {
    // A voice note refused here (blocked, recipient gone) leaves no file behind.
    if (stored.metadata?.audioFile) await deps.uploads.deleteVoices([stored.metadata.audioFile]);
    throw error;
  });
  return toChatMessage(row, null, senderId);
}

/**
 * Deletes a message for its sender only: the other participant still sees it. 404 when the caller does
 * not take part in the conversation or already deleted the message, 403 when they did not send it.
 */
export async function deleteMessage(
  deps: Pick<AppDeps, 'db' | 'log' | 'realtime'>,
  userId: number,
  { messageId }: { messageId: number },
) {
  await transaction(deps, async (tx, afterCommit) => {
    const [message] = await tx
      .select({ senderId: messages.senderId, conversationId: messages.conversationId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, messageId), isParticipant(userId), notDeletedBy(userId)));
    if (!message) throw notFound('api.messageNotFound');
    if (message.senderId !== userId) throw forbidden('api.notYourMessage');
    await tx
      .update(messages)
      .set({ deletedByUsers: sql`array_append(${messages.deletedByUsers}, ${userId}::integer)` })
      .where(and(eq(messages.id, messageId), notDeletedBy(userId)));
    const { conversationId } = message;
    afterCommit(() =>
      deps.realtime.publish([userId], { type: 'message_deleted', conversationId, messageId }),
    );
  });
}
