import { z } from 'zod';
import { idSchema, pagingSchema } from './contract.ts';
import { OFFER_EVENTS, offerAnchorOf } from './deals-constants.ts';

/**
 * Notifications: what brings a person back. Each has a type the person can mute, the values its text is written with
 * in the reader's language (decision 0032) and the address it opens.
 */
export const NOTIFICATION_TYPES = [
  'message',
  'offer',
  'saved_search',
  'price_drop',
  'favorite_sold',
  'favorite_reserved',
  'review',
  'comment',
  'listing_hidden',
  'reservation_lapsed',
  'listing_expiring',
  'identity_check',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification about a chat's messages leads. */
export const chatUrlOf = (conversationId: number) => `/chat/${conversationId}`;

/** Where a notification about an offer leads: its chat, at its card. */
export const offerUrl = (offer: { id: number; conversationId: number }) =>
  `${chatUrlOf(offer.conversationId)}#${offerAnchorOf(offer.id)}`;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** How many notifications one `POST /api/notifications/read` may name. */
export const MARK_READ_IDS_MAX = 100;
/** Minutes in a day: quiet hours are minutes after midnight, 0 … 1439. */
export const MINUTES_PER_DAY = 24 * 60;

const productTitle = z.string();
const actorName = z.string();

/**
 * What each type of notification keeps to be written at read time, in the reader's language: the values its texts
 * (`notifications.notices.*`) are filled with, as they were when it happened. Amounts and prices are decimals as the
 * deal stored them; `actorName` is the display name of who caused it ("Valeria Q.").
 */
export const notificationParamsSchemas = {
  /** `voice`: a voice note, whose `text` is its duration (m:ss); absent in notifications stored before voice notes. */
  message: z.object({ actorName, text: z.string(), photo: z.boolean(), voice: z.boolean().optional() }),
  offer: z.object({
    event: z.enum(OFFER_EVENTS),
    actorName,
    amount: z.string(),
    productTitle,
    productId: z.number().int().nullable(),
    offerId: z.number().int(),
  }),
  saved_search: z.object({ searchName: z.string(), count: z.number().int() }),
  price_drop: z.object({ productTitle, price: z.string(), productId: z.number().int() }),
  favorite_sold: z.object({ productTitle, productId: z.number().int() }),
  favorite_reserved: z.object({ productTitle, productId: z.number().int() }),
  review: z.object({ actorName, rating: z.number().int(), productTitle }),
  comment: z.object({ actorName, text: z.string() }),
  /** `reportCount` when reports hid it on their own (told to the admins), null when moderation hid it. */
  listing_hidden: z.object({ productTitle, reportCount: z.number().int().nullable() }),
  /** Told to both sides: `side` is the reader's, `actorName` the other side's. */
  reservation_lapsed: z.object({
    productTitle,
    productId: z.number().int(),
    side: z.enum(['seller', 'buyer']),
    actorName,
  }),
  listing_expiring: z.object({ productTitle, productId: z.number().int() }),
  /** The outcome of the reader's identity check; `reason` is the admin's, as written, when rejected. */
  identity_check: z.object({ outcome: z.enum(['approved', 'rejected']), reason: z.string().nullable() }),
} satisfies Record<NotificationType, z.ZodObject>;

type NotificationParamsOf = {
  [Type in NotificationType]: z.infer<(typeof notificationParamsSchemas)[Type]>;
};

/** A notification's type with the values of that type. */
export type NotificationContent = {
  [Type in NotificationType]: { type: Type; params: NotificationParamsOf[Type] };
}[NotificationType];

const contentOf = <Type extends NotificationType>(type: Type) =>
  z.object({ type: z.literal(type), params: notificationParamsSchemas[type] });

export const notificationContentSchema = z.discriminatedUnion('type', [
  contentOf('message'),
  contentOf('offer'),
  contentOf('saved_search'),
  contentOf('price_drop'),
  contentOf('favorite_sold'),
  contentOf('favorite_reserved'),
  contentOf('review'),
  contentOf('comment'),
  contentOf('listing_hidden'),
  contentOf('reservation_lapsed'),
  contentOf('listing_expiring'),
  contentOf('identity_check'),
]);

/**
 * A notification stored before types kept their values: only its text survives, as written then (in the language
 * the reader had at the time), and it is shown as it is.
 */
export const storedTextContentSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  params: z.object({ storedText: z.object({ title: z.string(), body: z.string() }) }),
});
export type StoredTextContent = z.infer<typeof storedTextContentSchema>;

export const isStoredText = (
  content: NotificationContent | StoredTextContent,
): content is StoredTextContent => 'storedText' in content.params;

/** A notification as its reader gets it: its type and values, which the reader's screen writes in its language. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    /** An address inside the app (`/chat/12`), opened on tap. */
    url: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .and(z.union([notificationContentSchema, storedTextContentSchema]));
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object(
  pagingSchema(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX),
);
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

/** `POST /api/notifications/read`: some of the caller's notifications by id, or all of them. */
export const markNotificationsReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(idSchema('validation.invalid'), { error: 'validation.invalid' })
        .min(1, { error: 'validation.invalid' })
        .max(MARK_READ_IDS_MAX, { error: 'validation.invalid' }),
    }),
    z.object({ all: z.literal(true, { error: 'validation.invalid' }) }),
  ],
  { error: 'validation.invalid' },
);
export type MarkNotificationsRead = z.output<typeof markNotificationsReadSchema>;

export const markedReadSchema = z.object({ updated: z.number().int() });

const minuteOfDay = z
  .number({ error: 'validation.invalidQuietHours' })
  .int({ error: 'validation.invalidQuietHours' })
  .min(0, { error: 'validation.invalidQuietHours' })
  .max(MINUTES_PER_DAY - 1, { error: 'validation.invalidQuietHours' });

/**
 * What a person wants to be told. Muted types send nothing at all; quiet hours (minutes after midnight, El Salvador's
 * time; start and end both set or both null, may wrap midnight) hold pushes back; the digest is a daily mail.
 */
const preferenceFields = {
  mutedTypes: z
    .array(z.enum(NOTIFICATION_TYPES, { error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(NOTIFICATION_TYPES.length, { error: 'validation.invalid' }),
  quietStart: minuteOfDay.nullable(),
  quietEnd: minuteOfDay.nullable(),
  digestEmail: z.boolean({ error: 'validation.invalid' }),
};

/** The preferences as answered. */
export const notificationPreferencesSchema = z.object(preferenceFields);
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** `PUT /api/notifications/preferences`: the whole set; a type named twice counts once. */
export const updateNotificationPreferencesSchema = z
  .object({
    ...preferenceFields,
    mutedTypes: preferenceFields.mutedTypes.transform((types) => [...new Set(types)]),
  })
  .refine((preferences) => (preferences.quietStart === null) === (preferences.quietEnd === null), {
    error: 'validation.invalidQuietHours',
    path: ['quietEnd'],
  });

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  mutedTypes: [],
  quietStart: null,
  quietEnd: null,
  digestEmail: false,
};

/** What a push message carries to the service worker, which shows it and opens `url` on tap. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** A browser's `PushSubscription.toJSON()`; `expirationTime` is read and not kept. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'validation.invalidPushEndpoint' }).max(1000, { error: 'validation.tooLong' }),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'validation.invalid' })
        .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'validation.invalid' })
        .min(80, { error: 'validation.invalid' })
        .max(200, { error: 'validation.invalid' }),
      auth: z
        .string({ error: 'validation.invalid' })
        .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'validation.invalid' })
        .min(16, { error: 'validation.invalid' })
        .max(100, { error: 'validation.invalid' }),
    },
    { error: 'validation.invalid' },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({
  endpoint: z.string({ error: 'validation.invalidPushEndpoint' }).min(1).max(1000),
});

/** The endpoints the caller's session subscribed (GET /api/push/subscriptions). */
export const pushEndpointsSchema = z.object({ endpoints: z.array(z.string()) });
export type PushEndpoints = z.infer<typeof pushEndpointsSchema>;
