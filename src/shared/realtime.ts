import { z } from 'zod';
import { chatMessageSchema } from './conversations.ts';
import { offerSchema } from './deals.ts';
import { meetupSchema } from './meetups.ts';
import { notificationSchema } from './notifications.ts';

export const clientFrameSchema = z.discriminatedUnion('type', [
  /** Sent after opening; answered auth_success only when the id is the session's user. */
  z.object({ type: z.literal('auth'), userId: z.union([z.number(), z.string().max(20)]) }),
  /** Page visibility: a user is online while at least one of their sockets is open and visible. */
  z.object({ type: z.literal('visibility'), visible: z.boolean() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

const presenceEventSchema = z.object({
  type: z.literal('presence'),
  userId: z.number().int(),
  isOnline: z.boolean(),
  lastOnline: z.string().nullable(),
});

/** Events pushed to a user's sockets, from whichever instance the change happened on. */
export const pushEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), conversationId: z.number().int(), message: chatMessageSchema }),
  /** To the sender's sockets only: the message is gone for them (deleted per user). */
  z.object({
    type: z.literal('message_deleted'),
    conversationId: z.number().int(),
    messageId: z.number().int(),
  }),
  /** To both sides of a conversation: an offer in it changed state (its card updates at once). */
  z.object({ type: z.literal('offer_updated'), conversationId: z.number().int(), offer: offerSchema }),
  /** To both sides of a conversation: a meetup proposed in it was accepted or replaced (its card updates at once). */
  z.object({
    type: z.literal('meetup_updated'),
    conversationId: z.number().int(),
    messageId: z.number().int(),
    meetup: meetupSchema,
  }),
  /** The user's total of unread incoming messages (the nav badge). */
  z.object({ type: z.literal('unread_count'), count: z.number().int() }),
  /** To users who share a conversation with `userId`. */
  presenceEventSchema,
  /** To the recipient: a new notification for the bell and the notification centre. */
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
]);
export type PushEvent = z.infer<typeof pushEventSchema>;
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** Answers to the socket's own frames. */
export const replyEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth_success'), userId: z.number().int() }),
  z.object({ type: z.literal('auth_error') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.literal('invalid_frame') }),
]);
export type ReplyEvent = z.infer<typeof replyEventSchema>;

export const serverEventSchema = z.union([pushEventSchema, replyEventSchema]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
