import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage } from '#shared/conversations.ts';
import type { Meetup, MeetupProposal } from '#shared/meetups.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { conversations, meetupPlans, meetupSpots, meetups, messages } from '#server/db/schema.ts';
import { transaction, type AfterCommit } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/plugins/errors.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { toMeetup } from '#server/features/conversations/meetup-rows.ts';
import {
  announceMessage,
  appendMessage,
  notifyIfAway,
  recipientOf,
  toChatMessage,
} from '#server/features/conversations/messages-service.ts';
import { isParticipant, notDeletedBy } from '#server/features/conversations/queries.ts';
import { participantConversation } from '#server/features/conversations/service.ts';

type MeetupDeps = Pick<AppDeps, 'db' | 'log' | 'realtime' | 'notifier'>;

/** A proposal's safe spot must be one people can see: approved, not a suggestion waiting for an admin. */
async function assertApprovedSpot(tx: Executor, spotId: number | undefined) {
  if (spotId === undefined) return;
  const [spot] = await tx
    .select({ id: meetupSpots.id })
    .from(meetupSpots)
    .where(and(eq(meetupSpots.id, spotId), eq(meetupSpots.status, 'approved')));
  if (!spot) throw badRequest('validation.meetupSpotInvalid');
}

/** Pushes a meetup's new state to both participants once committed, so its card changes in both chats at once. */
function announceMeetupAfterCommit(
  deps: Pick<AppDeps, 'realtime'>,
  afterCommit: AfterCommit,
  participants: readonly (number | null)[],
  changed: { conversationId: number; messageId: number; meetup: Meetup },
) {
  const sides = participants.filter((id): id is number => id !== null);
  afterCommit(() => deps.realtime.publish(sides, { type: 'meetup_updated', ...changed }));
}

/**
 * Marks the conversation's meetup in `status` as replaced, and pushes the change; a replaced meetup's shared plans
 * stop opening (their rows go).
 */
async function replaceMeetupIn(
  tx: Transaction,
  afterCommit: AfterCommit,
  deps: Pick<AppDeps, 'realtime'>,
  conversation: { id: number; participant1Id: number | null; participant2Id: number | null },
  status: 'proposed' | 'accepted',
) {
  const replaced = await tx
    .update(meetups)
    .set({ status: 'replaced', updatedAt: sql`now()` })
    .where(and(eq(meetups.conversationId, conversation.id), eq(meetups.status, status)))
    .returning();
  for (const row of replaced) {
    await tx.delete(meetupPlans).where(eq(meetupPlans.meetupId, row.messageId));
    announceMeetupAfterCommit(deps, afterCommit, [conversation.participant1Id, conversation.participant2Id], {
      conversationId: conversation.id,
      messageId: row.messageId,
      meetup: toMeetup(row),
    });
  }
}

/**
 * `POST /api/conversations/{id}/messages` with `type: "meetup"`: stores the proposal as a message and its meetup,
 * replacing the conversation's open proposal (by either side). Participants only (404), not across a block (403), a
 * safe spot only when approved (400).
 */
export async function proposeMeetup(
  deps: MeetupDeps,
  senderId: number,
  input: { conversationId: number; content: string; meetup: MeetupProposal },
): Promise<ChatMessage> {
  const { conversationId, meetup } = input;
  return transaction(deps, async (tx, afterCommit) => {
    const conversation = await participantConversation(tx, senderId, conversationId, { lock: true });
    const recipientId = recipientOf(conversation, senderId);
    await assertNeitherBlocked(tx, senderId, recipientId);
    await assertApprovedSpot(tx, meetup.spotId);
    await replaceMeetupIn(tx, afterCommit, deps, conversation, 'proposed');
    const row = await appendMessage(tx, conversationId, senderId, { type: 'meetup', content: input.content });
    const [stored] = await tx
      .insert(meetups)
      .values({
        messageId: row.id,
        conversationId,
        proposedById: senderId,
        spotId: meetup.spotId ?? null,
        name: meetup.name,
        latitude: meetup.lat,
        longitude: meetup.lng,
        at: new Date(meetup.at),
      })
      .returning();
    if (!stored) throw new Error('insert returned no meetup');
    const shown = toMeetup(stored);
    afterCommit(() => announceMessage(deps, { row, offer: null, meetup: shown }, recipientId));
    afterCommit(async () => notifyIfAway(deps, row, recipientId));
    return toChatMessage(row, null, senderId, shown);
  });
}

/** The meetup of a message in a conversation the caller takes part in (and has not deleted), locked; 404 otherwise. */
export async function participantMeetup(tx: Transaction, userId: number, messageId: number) {
  const [found] = await tx
    .select({ meetup: meetups, message: messages, conversation: conversations })
    .from(meetups)
    .innerJoin(messages, eq(messages.id, meetups.messageId))
    .innerJoin(conversations, eq(conversations.id, meetups.conversationId))
    .where(and(eq(meetups.messageId, messageId), isParticipant(userId), notDeletedBy(userId)))
    .for('update', { of: meetups });
  if (!found) throw notFound('api.meetupNotFound');
  return found;
}

/**
 * `POST /api/meetups/{messageId}/accept`: the participant who did not propose it accepts a proposed meetup whose time
 * is still ahead (403 for the proposer or across a block, 409 when it is no longer open). It replaces the meetup
 * accepted before in that conversation.
 */
export async function acceptMeetup(
  deps: MeetupDeps,
  userId: number,
  messageId: number,
): Promise<ChatMessage> {
  return transaction(deps, async (tx, afterCommit) => {
    const { meetup, message, conversation } = await participantMeetup(tx, userId, messageId);
    if (meetup.proposedById === userId) throw forbidden('api.meetupOwnProposal');
    if (meetup.status !== 'proposed') throw conflict('api.meetupNotOpen');
    const proposerId = recipientOf(conversation, userId);
    await assertNeitherBlocked(tx, userId, proposerId);
    if (meetup.at.getTime() <= Date.now()) throw conflict('api.meetupTimePassed');
    await replaceMeetupIn(tx, afterCommit, deps, conversation, 'accepted');
    const [accepted] = await tx
      .update(meetups)
      .set({ status: 'accepted', updatedAt: sql`now()` })
      .where(eq(meetups.messageId, messageId))
      .returning();
    if (!accepted) throw new Error('update returned no meetup');
    const shown = toMeetup(accepted);
    announceMeetupAfterCommit(deps, afterCommit, [conversation.participant1Id, conversation.participant2Id], {
      conversationId: conversation.id,
      messageId,
      meetup: shown,
    });
    return toChatMessage(message, null, userId, shown);
  });
}
