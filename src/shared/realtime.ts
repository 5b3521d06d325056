import { z } from 'zod';
import { chatMessageSchema } from './conversations.ts';
import { offerSchema } from './deals.ts';
import { notificationSchema } from './notifications.ts';

/**
 * The `/ws` channel. The server knows the socket's user from the session cookie of the upgrade
 * request; nothing a client sends changes whose events it receives.
 */
export const REALTIME_PATH = '/ws';
/** Larger client frames close the socket (1009); the biggest legitimate one is an `auth` frame. */
export const CLIENT_FRAME_MAX_BYTES = 1024;

/** Close codes the client acts on: sign in again, stop retrying from this page, or wait until the page is seen. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN_ORIGIN = 4403;
export const CLOSE_TOO_MANY_FRAMES = 4429;
/** The user opened more sockets than the server keeps and this was the oldest: reconnect only when looked at again. */
export const CLOSE_TOO_MANY_SOCKETS = 4409;
/**
 * The server cannot reach the other instances (Redis is down): events from them would not arrive, so the client polls
 * while disconnected and reconnects with its usual backoff. The standard "Try Again Later" code.
 */
export const CLOSE_TRY_AGAIN_LATER = 1013;

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
