import { z } from 'zod';
import { badgesSchema } from './badges.ts';
import { idSchema, pageLimitSchema } from './contract.ts';
import { offerSchema } from './deals.ts';
import { DEAL_EVENTS, OFFER_EVENTS } from './deals-constants.ts';
import { messageWarningSchema } from './safety.ts';
import { meetupProposalSchema, meetupSchema, type MeetupProposal } from './meetups.ts';
import { PRODUCT_STATUSES } from './products.ts';
import { isImageReference } from './upload-urls.ts';
import { VOICE_FIELD } from './voice-notes.ts';

/** Conversations and chat messages. Messages are catalog keys. */
export const MESSAGE_MAX = 2000;
/** What a participant sends: words, a photo, a voice note or a meetup proposal. */
export const SENT_MESSAGE_TYPES = ['text', 'image', 'voice', 'meetup'] as const;
/** What the chat shows: what participants sent, offers (a card with its live state) and the deal's news. */
export const MESSAGE_TYPES = [...SENT_MESSAGE_TYPES, 'offer', 'deal'] as const;
/** What an `offer` or `deal` message tells. */
export const MESSAGE_EVENTS = [...OFFER_EVENTS, ...DEAL_EVENTS] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
/** Stored as the content of an image message sent without a caption, so previews always have a text. */
export const IMAGE_MESSAGE_CONTENT = '📷';
/** The content of a meetup message, what previews and notifications quote: the place's name after a pin. */
export const meetupMessageContent = (placeName: string) => `📍 ${placeName}`;

export const MESSAGES_PAGE_DEFAULT = 100;
export const MESSAGES_PAGE_MAX = 200;

export const CONVERSATION_ROLES = ['seller', 'buyer'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

export const conversationIdParamsSchema = z.object({ id: idSchema('validation.invalidConversationId') });
export const messageIdParamsSchema = z.object({ id: idSchema('validation.invalidMessageId') });

export const createConversationSchema = z.object({
  otherUserId: idSchema('validation.invalidUserId'),
  /** Absent or null: a general chat between the two. */
  productId: idSchema('validation.invalidProductId').nullish(),
});
export type CreateConversationInput = z.input<typeof createConversationSchema>;
export type CreateConversation = z.output<typeof createConversationSchema>;

export const listMessagesQuerySchema = z.object({
  /** Only messages older than this one: the previous page. */
  before: idSchema('validation.invalidMessageId').optional(),
  limit: pageLimitSchema(MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX),
});
export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

/** Metadata may arrive as an object or as its JSON text. Text that is not JSON stays text and fails below. */
function parsedJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A voice note's bytes as the server's multipart parser hands them over; never JSON. */
const audioSchema = z.instanceof(Uint8Array, { error: 'validation.voiceInvalid' }).optional();

const metadataSchema = z.preprocess(
  parsedJsonText,
  z.object({ imageUrl: z.string().optional() }, { error: 'validation.imageInvalid' }).nullish(),
);

/** Whitespace and invisible format characters (zero-width space, joiners) alone do not make a message. */
const hasVisibleText = (value: string) => !/^[\s\p{Cf}]*$/u.test(value);

const contentSchema = z
  .string({ error: 'validation.messageRequired' })
  .trim()
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
  .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' })
  .max(MESSAGE_MAX, { error: 'validation.messageTooLong' })
  .default('');

/**
 * `POST /api/conversations/:id/messages`. Text: trimmed, non-blank, at most MESSAGE_MAX characters. Image:
 * `metadata.imageUrl` is one of our uploads or the photo as a data URL; the content is an optional caption. Voice: sent
 * as multipart/form-data with the recording in the `audio` field (its container and duration are checked by the server).
 */
export const sendMessageSchema = z
  .object({
    content: contentSchema,
    type: z.enum(SENT_MESSAGE_TYPES, { error: 'validation.invalid' }).default('text'),
    metadata: metadataSchema,
    meetup: meetupProposalSchema.optional(),
    audio: audioSchema,
  })
  .superRefine((body, context) => {
    if (body.type === 'meetup' && !body.meetup) {
      context.addIssue({ code: 'custom', path: ['meetup'], message: 'validation.meetupRequired' });
    }
    if (body.type === 'voice' && !body.audio) {
      context.addIssue({ code: 'custom', path: [VOICE_FIELD], message: 'validation.voiceInvalid' });
    }
    if (body.type === 'text' && !hasVisibleText(body.content)) {
      context.addIssue({ code: 'custom', path: ['content'], message: 'validation.messageRequired' });
    }
    if (body.type === 'image' && !isImageReference(body.metadata?.imageUrl ?? '')) {
      context.addIssue({
        code: 'custom',
        path: ['metadata', 'imageUrl'],
        message: 'validation.imageInvalid',
      });
    }
  })
  .transform((body): NewMessage => {
    if (body.type === 'meetup' && body.meetup) {
      return { type: 'meetup', content: meetupMessageContent(body.meetup.name), meetup: body.meetup };
    }
    if (body.type === 'voice' && body.audio) return { type: 'voice', audio: body.audio };
    const imageUrl = body.metadata?.imageUrl;
    if (body.type === 'image' && imageUrl) {
      return {
        type: 'image',
        content: hasVisibleText(body.content) ? body.content : IMAGE_MESSAGE_CONTENT,
        imageUrl,
      };
    }
    return { type: 'text', content: body.content };
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type NewMessage =
  | { type: 'text'; content: string }
  | { type: 'image'; content: string; imageUrl: string }
  | { type: 'meetup'; content: string; meetup: MeetupProposal }
  | { type: 'voice'; audio: Uint8Array };

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** Null once the sender deleted their account. */
  senderId: z.number().int().nullable(),
  /** For a voice note: its duration as m:ss ("0:12"), what previews and pushes quote. */
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /**
   * An image message's photo, or a voice note's recording: `audioUrl` answers only to the conversation's two
   * participants, `durationMs` as read from the file.
   */
  metadata: z
    .object({
      imageUrl: z.string().optional(),
      audioUrl: z.string().optional(),
      durationMs: z.number().int().optional(),
    })
    .nullable(),
  /** What an `offer` or `deal` message tells; null for written ones. */
  event: z.enum(MESSAGE_EVENTS).nullable(),
  /** The offer an `offer` message is about, as it stands now (its card shows the live state). */
  offer: offerSchema.nullable(),
  /** The meetup a `meetup` message proposes, as it stands now (its card shows whether it was accepted or replaced). */
  meetup: meetupSchema.nullable(),
  /**
   * Signs of a scam or of taking the conversation elsewhere, found when the message was stored: shown to its
   * recipient (a safety card under the message); empty for its sender and for messages without any.
   */
  warnings: z.array(messageWarningSchema),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The other participant as the caller may see them: never an email. */
export const conversationUserSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Shown in the chat header: how many of their sales a buyer confirmed. */
  confirmedSalesCount: z.number().int(),
  isOnline: z.boolean(),
  lastOnline: z.string().nullable(),
  /** What their profile proves (issue 30), shown in the chat header; `new_account` brings the chat's warning line. */
  badges: badgesSchema,
});
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/**
 * The product strip of a conversation row. A listing moderation removed (hidden, or its seller suspended) comes as
 * `removed`, without its title, price or photo, to anyone but its seller.
 */
export const conversationProductSchema = z.discriminatedUnion('removed', [
  z.object({
    removed: z.literal(false),
    id: z.number().int(),
    title: z.string(),
    price: z.string(),
    thumbnailUrl: z.string().nullable(),
    sellerId: z.number().int(),
    isSold: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    /** Until when a reserved product is held; null otherwise. */
    reservedUntil: z.string().nullable(),
  }),
  z.object({ removed: z.literal(true), id: z.number().int(), sellerId: z.number().int() }),
]);

export const lastMessageSchema = z.object({
  id: z.number().int(),
  /** For an offer: its amount ("80.00"); for a voice note: its duration as m:ss ("0:12"). */
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  event: z.enum(MESSAGE_EVENTS).nullable(),
  senderId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  /** Null when that user deleted their account ('Usuario eliminado'). */
  otherUser: conversationUserSchema.nullable(),
  product: conversationProductSchema.nullable(),
  /** The newest message the caller has not deleted for themselves. */
  lastMessage: lastMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  /** Seller when the caller sells the product, buyer when someone else does, null for a general chat. */
  role: z.enum(CONVERSATION_ROLES).nullable(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /api/user/status`; also the unload beacon, sent as JSON in a text/plain body. */
export const userStatusSchema = z.object({ isOnline: z.boolean({ error: 'validation.invalid' }) });
export const userStatusAnswerSchema = z.object({ isOnline: z.boolean(), lastOnline: z.string().nullable() });
