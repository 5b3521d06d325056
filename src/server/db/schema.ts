import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { POST_TYPES } from '#shared/community-constants.ts';
import { PLACE_TYPES } from '#shared/places/divisions.ts';
import { MEETUP_SPOT_KINDS, MEETUP_SPOT_STATUSES } from '#shared/meetup-spots-constants.ts';
import { MEETUP_NAME_MAX, MEETUP_STATUSES } from '#shared/meetups.ts';
import { MESSAGE_EVENTS, MESSAGE_TYPES } from '#shared/conversations.ts';
import { REVIEWER_ROLES } from '#shared/deals.ts';
import { OFFER_STATUSES, SALE_CONFIRMATIONS } from '#shared/deals-constants.ts';
import { AUDIT_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '#shared/moderation.ts';
import {
  NOTIFICATION_TYPES,
  type NotificationContent,
  type StoredTextContent,
} from '#shared/notifications.ts';
import { MESSAGE_WARNINGS } from '#shared/safety.ts';
import { PRODUCT_STATUSES } from '#shared/products.ts';
import { LISTING_LIFETIME_DAYS, PRODUCT_CONDITIONS } from '#shared/products-constants.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { GENDERS } from '#shared/users.ts';
import { IDENTITY_CHECK_STATUSES } from '#shared/identity.ts';

/**
 * Every table of the app. Limits and defaults are column types and constraints.
 * ON DELETE: what a user owns goes with them (products, posts, comments, likes, favourites, sessions);
 * conversations and messages survive their participant's deletion, so those references SET NULL.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Full-text search's document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A check that the column holds one of the contract's `values`, which are also the column's type (varchar's `enum`
 * option): `column in ('a', 'b')`. The values are fixed words of the code, never input, so they are written inline.
 */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** What the person gave at registration, or the number they verified by SMS (E.164) once phoneVerifiedAt is set. */
    phone: varchar('phone', { length: 20 }),
    /** When the owner entered the code sent by SMS to `phone`; cleared with the number. Never shown to others. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    gender: varchar('gender', { length: 10, enum: GENDERS }),
    profileImageUrl: text('profile_image_url'),
    location: text('location'),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationDocument: text('verification_document'),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    soldItemsCount: integer('sold_items_count').notNull().default(0),
    /** Sales and purchases the meetup's handover code or the buyer confirmed: what trust in a profile rests on. */
    confirmedSalesCount: integer('confirmed_sales_count').notNull().default(0),
    confirmedPurchasesCount: integer('confirmed_purchases_count').notNull().default(0),
    lastOnline: timestamp('last_online', { withTimezone: true, mode: 'date' }),
    isOnline: boolean('is_online').notNull().default(false),
    resetToken: varchar('reset_token', { length: 128 }),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true, mode: 'date' }),
    /** The owner proved the address by opening the mailed link; admin rights need it. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** SHA-256 of the single-use verification link's token, like the reset token. */
    emailVerificationToken: varchar('email_verification_token', { length: 128 }),
    emailVerificationExpiry: timestamp('email_verification_expiry', { withTimezone: true, mode: 'date' }),
    /** Set by a moderator: no sign-in, no sessions, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** When the account's first chat showed the safety tips: they show once per account, on any phone. */
    safetyTipsSeenAt: timestamp('safety_tips_seen_at', { withTimezone: true, mode: 'date' }),
    /** Since when signing in asks for a second factor (two_factor_secrets holds it); null: password alone. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The language the person last used the app in: notifications, pushes and mails sent to them use it. */
    language: varchar('language', { length: 2, enum: LANGUAGES }).notNull().default('es'),
    /**
     * The `responds_fast` badge, derived hourly from the last 30 days of chats (refreshRespondsFast) so cards read a
     * column instead of a query over messages.
     */
    respondsFast: boolean('responds_fast').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_reset_token_unique').on(table.resetToken),
    uniqueIndex('users_email_verification_token_unique').on(table.emailVerificationToken),
    // One verified number, one account; an unverified number typed at registration claims nothing.
    uniqueIndex('users_verified_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null`),
    check('users_gender_check', isOneOf(table.gender, GENDERS)),
    check('users_rating_check', sql`${table.rating} between 0 and 5`),
    check('users_language_check', isOneOf(table.language, LANGUAGES)),
    // Lists check every row's seller against the suspended few: without it each check read the whole users table.
    index('users_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
  ],
);

/**
 * A person's authenticator secret, encrypted with a key derived from SESSION_SECRET. `pendingSecret` is one being set
 * up and not yet confirmed with a code; `lastStep` the TOTP time step last accepted, so each code counts once;
 * recovery codes are stored as keyed hashes and removed when used. Goes with the account; removed when 2FA is off.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastStep: integer('last_step'),
  recoveryCodeHashes: text('recovery_code_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  icon: varchar('icon', { length: 50 }).notNull(),
  createdAt: createdAt(),
});

/**
 * El Salvador's departamentos, municipios and distritos since 2024, loaded by a migration from
 * src/shared/places/places-2024.json (ids are the file's). Reference data: nobody writes it at run time.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    type: varchar('type', { length: 12, enum: PLACE_TYPES }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** A municipio's departamento, a distrito's municipio; null for a departamento. */
    parentId: integer('parent_id').references((): AnyPgColumn => places.id, { onDelete: 'restrict' }),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('places_parent_idx').on(table.parentId)],
);

/**
 * Public places good for a handover (police posts, guarded malls, supermarket entrances, bank lobbies). Shipped ones
 * come from a data file with a source each; users suggest more, which wait (`suggested`) until an admin approves them.
 */
export const meetupSpots = pgTable(
  'meetup_spots',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 20, enum: MEETUP_SPOT_KINDS }).notNull(),
    distritoId: integer('distrito_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Opening hours as people write them ("Lun–Dom 9:00–20:00"), when known. */
    hours: varchar('hours', { length: 120 }),
    /** Where the place can be checked: a public map, directory or news page. */
    sourceUrl: text('source_url'),
    status: varchar('status', { length: 12, enum: MEETUP_SPOT_STATUSES }).notNull().default('approved'),
    /** Who suggested it; null for shipped spots and after that account is deleted. */
    suggestedBy: integer('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('meetup_spots_kind_check', isOneOf(table.kind, MEETUP_SPOT_KINDS)),
    check('meetup_spots_status_check', isOneOf(table.status, MEETUP_SPOT_STATUSES)),
    check('meetup_spots_latitude_check', sql`${table.latitude} between -90 and 90`),
    check('meetup_spots_longitude_check', sql`${table.longitude} between -180 and 180`),
    index('meetup_spots_status_idx').on(table.status),
    index('meetup_spots_suggested_by_idx').on(table.suggestedBy),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    condition: varchar('condition', { length: 50, enum: PRODUCT_CONDITIONS }).notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isSold: boolean('is_sold').notNull().default(false),
    /** isSold is status = 'sold' and isAvailable status = 'available', kept for readers of the two older flags. */
    status: varchar('status', { length: 20, enum: PRODUCT_STATUSES }).notNull().default('available'),
    /** The buyer a reserved product is kept for. */
    reservedForId: integer('reserved_for_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** When a reservation runs out: the reservation sweep makes the product available again then. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    /** The seller extended this reservation already (once is all); cleared with the reservation. */
    reservationExtended: boolean('reservation_extended').notNull().default(false),
    /** Who bought it through Cerquita; null when sold to someone outside it. */
    buyerId: integer('buyer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    /** When the sale was confirmed, and how: the buyer's handover code at the meetup, or the buyer's word afterwards. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedVia: varchar('confirmed_via', { length: 10, enum: SALE_CONFIRMATIONS }),
    /** The price before the last drop, shown struck through while the drop is recent. */
    previousPrice: numeric('previous_price', { precision: 10, scale: 2 }),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true, mode: 'date' }),
    /** Set when moderation removed it from everyone's view ("Contenido retirado"). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    isPromoted: boolean('is_promoted').notNull().default(false),
    promotedAt: timestamp('promoted_at', { withTimezone: true, mode: 'date' }),
    promotionPackageId: varchar('promotion_package_id', { length: 100 }),
    promotionPackageName: varchar('promotion_package_name', { length: 100 }),
    promotionEndTime: timestamp('promotion_end_time', { withTimezone: true, mode: 'date' }),
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 255 }),
    /** The distrito the listing is in: chosen with the place, or the one whose centre is nearest its point. */
    distritoId: integer('distrito_id').references(() => places.id, { onDelete: 'set null' }),
    meetupLatitude: numeric('meetup_latitude', { precision: 10, scale: 8 }),
    meetupLongitude: numeric('meetup_longitude', { precision: 11, scale: 8 }),
    meetupLocation: text('meetup_location'),
    location: text('location'),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    /**
     * The place as float8, what the distance in miles computes with: converting each row's numeric as a list reads it
     * cost about a sixth of a search's time in PostgreSQL (migration 0019).
     */
    latitudeFloat: doublePrecision('latitude_float').generatedAlwaysAs(sql`latitude::float8`),
    longitudeFloat: doublePrecision('longitude_float').generatedAlwaysAs(sql`longitude::float8`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Until when it shows in the feed and search unless sold: posting or renewing sets it LISTING_LIFETIME_DAYS ahead. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql.raw(`now() + interval '${LISTING_LIFETIME_DAYS} days'`)),
    /** When its seller last renewed it: the newest order counts from it (listedAt in products/queries.ts). */
    renewedAt: timestamp('renewed_at', { withTimezone: true, mode: 'date' }),
    /** When its seller was reminded it expires soon: once per expiry, cleared by renewing. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true, mode: 'date' }),
    /** People who read it, each counted once a day (product_views), its seller never. */
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Search's stems and accents, computed once per write rather than per matching row per search (migration 0005).
     * cerquita_unaccent (migration 0002) is the IMMUTABLE wrapper a generated column requires.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, cerquita_unaccent(title || ' ' || description))`,
    ),
  },
  (table) => [
    check('products_price_check', sql`${table.price} >= 0`),
    check('products_condition_check', isOneOf(table.condition, PRODUCT_CONDITIONS)),
    check('products_status_check', isOneOf(table.status, PRODUCT_STATUSES)),
    check('products_status_sold_check', sql`(${table.status} = 'sold') = ${table.isSold}`),
    check('products_latitude_check', sql`${table.latitude} between -90 and 90`),
    check('products_longitude_check', sql`${table.longitude} between -180 and 180`),
    check('products_meetup_latitude_check', sql`${table.meetupLatitude} between -90 and 90`),
    check('products_meetup_longitude_check', sql`${table.meetupLongitude} between -180 and 180`),
    // Radius queries read the GiST index on the location point of migration 0003, search within a radius the GIN
    // index of its words in grid cells of migration 0018, and price hints the GiST index of category and point of
    // migration 0027 (custom SQL, not declared here).
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_seller_idx').on(table.sellerId, table.createdAt),
    // The newest order: posted or last renewed (listedAt in products/queries.ts), overall and within a category.
    index('products_category_listed_idx').on(
      table.categoryId,
      sql`coalesce(${table.renewedAt}, ${table.createdAt})`,
    ),
    index('products_listed_idx').on(sql`coalesce(${table.renewedAt}, ${table.createdAt})`),
    // The reservation sweep's and the expiry reminder's candidates.
    index('products_reserved_until_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'reserved'`),
    index('products_expiry_reminder_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'available' and ${table.expiryRemindedAt} is null`),
    index('products_distrito_idx').on(
      table.distritoId,
      sql`coalesce(${table.renewedAt}, ${table.createdAt})`,
    ),
  ],
);

/**
 * Who read a listing on which day (UTC), so each reader counts once a day in `products.view_count`. `viewer_key` is
 * `user:<id>` for a signed-in reader (deleted with the account) and `address:<keyed hash>` for a visitor, never the
 * address itself. Kept two days, then swept (maintenance.ts): only today's rows are needed to count.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.viewerKey, table.day] }),
    index('product_views_day_idx').on(table.day),
    index('product_views_viewer_idx').on(table.viewerKey),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }),
    content: varchar('content', { length: 500 }).notNull(),
    type: varchar('type', { length: 30, enum: POST_TYPES }).notNull().default('general'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The post's place for "Cerca de ti": the grid cell's centre of where its author posted from (approximateLocation,
     * never the exact point) and its town. Kept as long as the post; goes with it, also when the account is deleted.
     */
    location: text('location'),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Set when moderation removed it from everyone's view ("Contenido retirado"). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('community_posts_type_check', isOneOf(table.type, POST_TYPES)),
    check('community_posts_counts_check', sql`${table.likeCount} >= 0 and ${table.commentCount} >= 0`),
    index('community_posts_created_idx').on(table.createdAt, table.id),
    index('community_posts_author_idx').on(table.authorId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 500 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /** Set when moderation removed it from everyone's view ("Contenido retirado"). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('comments_like_count_check', sql`${table.likeCount} >= 0`),
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_author_idx').on(table.authorId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('comment_likes_pair_unique').on(table.commentId, table.userId),
    index('comment_likes_user_idx').on(table.userId),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_likes_pair_unique').on(table.postId, table.userId),
    index('community_likes_user_idx').on(table.userId),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    // Nullable: a deleted participant leaves the conversation to the other one.
    participant1Id: integer('participant1_id').references(() => users.id, { onDelete: 'set null' }),
    participant2Id: integer('participant2_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    aboutProduct: boolean('about_product').notNull().default(false),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    hiddenFromParticipant1: boolean('hidden_from_participant1').notNull().default(false),
    hiddenFromParticipant2: boolean('hidden_from_participant2').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One conversation per pair and product, and one general chat per pair; participant1 is the lower id. A chat
    // whose product was deleted keeps aboutProduct, so it never collides with the pair's general chat.
    uniqueIndex('conversations_pair_product_unique')
      .on(table.participant1Id, table.participant2Id, table.productId)
      .where(
        sql`${table.productId} is not null and ${table.participant1Id} is not null and ${table.participant2Id} is not null`,
      ),
    uniqueIndex('conversations_pair_general_unique')
      .on(table.participant1Id, table.participant2Id)
      .where(
        sql`not ${table.aboutProduct} and ${table.participant1Id} is not null and ${table.participant2Id} is not null`,
      ),
    index('conversations_participant1_idx').on(table.participant1Id, table.lastMessageAt),
    index('conversations_participant2_idx').on(table.participant2Id, table.lastMessageAt),
    check('conversations_distinct_participants', sql`${table.participant1Id} <> ${table.participant2Id}`),
  ],
);

/**
 * Offers made in a product conversation. A counter closes the offer it answers and opens a new one. At most one open
 * offer per conversation (a partial unique index), so two sends at once cannot both open one.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    proposedById: integer('proposed_by_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    status: varchar('status', { length: 20, enum: OFFER_STATUSES }).notNull().default('open'),
    counterOfId: integer('counter_of_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('offers_amount_check', sql`${table.amount} > 0`),
    check('offers_status_check', isOneOf(table.status, OFFER_STATUSES)),
    uniqueIndex('offers_one_open_per_conversation')
      .on(table.conversationId)
      .where(sql`${table.status} = 'open'`),
    index('offers_product_status_idx').on(table.productId, table.status),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: varchar('type', { length: 50, enum: MESSAGE_TYPES }).notNull().default('text'),
    /**
     * An image message's photo URL; a voice note's stored file (`audioFile`, in the uploads storage, served only to the
     * participants) and its duration as read from the file. A voice note goes with its sender's account.
     */
    metadata: jsonb('metadata').$type<{ imageUrl?: string; audioFile?: string; durationMs?: number }>(),
    /** What an offer or deal message tells. */
    event: varchar('event', { length: 20, enum: MESSAGE_EVENTS }),
    offerId: integer('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    /** Scam and off-platform signs found when it was stored, shown to its recipient. */
    warnings: text('warnings', { enum: MESSAGE_WARNINGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when moderation removed it from everyone's view ("Contenido retirado"). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    isRead: boolean('is_read').notNull().default(false),
    deletedByUsers: integer('deleted_by_users')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (table) => [
    check('messages_type_check', isOneOf(table.type, MESSAGE_TYPES)),
    check('messages_event_check', isOneOf(table.event, MESSAGE_EVENTS)),
    index('messages_offer_idx').on(table.offerId),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt),
    // Unread counts: only the unread rows are indexed.
    index('messages_unread_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.isRead} = false`),
    // Serving a photo asks whether a chat shows it (chat photos are served private), and freeing files asks which
    // are still shown: both look messages up by their photo's URL.
    index('messages_image_url_idx').on(sql`(${table.metadata}->>'imageUrl')`),
  ],
);

/**
 * The meetup a `meetup` message proposes: the exact point lives only here, seen by the conversation's two participants.
 * At most one proposed and one accepted per conversation (partial unique indexes): a new proposal replaces the open
 * one, and accepting one replaces the meetup accepted before. Goes with its message (its conversation).
 */
export const meetups = pgTable(
  'meetups',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the proposer deleted their account. */
    proposedById: integer('proposed_by_id').references(() => users.id, { onDelete: 'set null' }),
    spotId: integer('spot_id').references(() => meetupSpots.id, { onDelete: 'set null' }),
    name: varchar('name', { length: MEETUP_NAME_MAX }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    status: varchar('status', { length: 12, enum: MEETUP_STATUSES }).notNull().default('proposed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('meetups_status_check', isOneOf(table.status, MEETUP_STATUSES)),
    uniqueIndex('meetups_one_proposed_per_conversation')
      .on(table.conversationId)
      .where(sql`${table.status} = 'proposed'`),
    uniqueIndex('meetups_one_accepted_per_conversation')
      .on(table.conversationId)
      .where(sql`${table.status} = 'accepted'`),
  ],
);

/**
 * A participant's shared plan of an accepted meetup: only the SHA-256 of the link's random token is kept, so the
 * table gives no working link away. Revoking deletes the row; it goes with the meetup and with the account that
 * shared it, and stops opening 24 hours after the meetup (opening checks the time). A person may share several links.
 */
export const meetupPlans = pgTable(
  'meetup_plans',
  {
    id: serial('id').primaryKey(),
    meetupId: integer('meetup_id')
      .notNull()
      .references(() => meetups.messageId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('meetup_plans_token_hash_unique').on(table.tokenHash),
    index('meetup_plans_meetup_user_idx').on(table.meetupId, table.userId),
    index('meetup_plans_user_idx').on(table.userId),
  ],
);

/** The photo URL of an image message: the expression `messages_image_url_idx` indexes. */
export const messageImageUrl = sql<string>`(${messages.metadata}->>'imageUrl')`;

/**
 * One row per stored upload (POST /api/uploads or an image sent as a data URL): which file, who sent it, when. The
 * sweep deletes files nothing refers to a day after their last upload, the daily quota counts a user's rows, and an
 * account's uploads go with it. Rows outlive their file's use: nothing else reads them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the stored JPEG: the file is `<hash>.jpg` with its `<hash>.medium.jpg` and `<hash>.thumb.jpg`. */
    hash: varchar('hash', { length: 64 }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_owner_created_idx').on(table.ownerId, table.createdAt),
    index('uploads_hash_idx').on(table.hash),
    index('uploads_created_idx').on(table.createdAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('favorites_pair_unique').on(table.userId, table.productId),
    index('favorites_product_idx').on(table.productId),
  ],
);

/**
 * The secret behind a reservation's handover code: random for each reservation, bound to its buyer. The code itself is
 * an HMAC of it under the server's secret, so a copy of the database alone does not reveal codes. Deleted when the
 * reservation ends (release, another buyer, sale) and with the product or the buyer.
 */
export const handoverCodes = pgTable('handover_codes', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  buyerId: integer('buyer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/**
 * The code last sent by SMS to verify a number, one per account: a new send replaces it. Only an HMAC of the code is
 * kept; the row goes when the code is used, used up, replaced, or found expired, and with the account.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164, the number the code was sent to: it becomes the account's verified number when the code is entered. */
  phone: varchar('phone', { length: 20 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    // A review outlives its author's account ('Usuario eliminado') and keeps counting.
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerRole: varchar('reviewer_role', { length: 10, enum: REVIEWER_ROLES }).notNull(),
    reviewedUserId: integer('reviewed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The listing's title when reviewed: the review still names the deal once the listing is deleted. */
    productTitle: varchar('product_title', { length: 200 }).notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** How the reviewed sale was confirmed, kept with the review: it still says "Entrega confirmada" once the listing is gone. */
    confirmedVia: varchar('confirmed_via', { length: 10, enum: SALE_CONFIRMATIONS }),
    createdAt: createdAt(),
    /** Hidden by moderation: out of every list and of the reviewed person's rating until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_reviewer_role_check', isOneOf(table.reviewerRole, REVIEWER_ROLES)),
    check('reviews_not_self_check', sql`${table.reviewerId} <> ${table.reviewedUserId}`),
    // Once per side of a deal.
    uniqueIndex('reviews_deal_reviewer_unique')
      .on(table.productId, table.reviewerId)
      .where(sql`${table.productId} is not null and ${table.reviewerId} is not null`),
    index('reviews_reviewed_user_idx').on(table.reviewedUserId, table.createdAt),
    index('reviews_reviewer_idx').on(table.reviewerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: number; remember: boolean }>().notNull(),
    // Denormalised from sess so a password change can end a user's other sessions by index.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire), index('sessions_user_idx').on(table.userId)],
);

/**
 * Who blocked whom. The blocker no longer sees the blocked person's listings, posts or comments, and neither can start or
 * continue a conversation with the other; the blocked person is not told.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * One person's report of something: at most one per person and target. `target_owner_id` is whose content it is (the
 * person for a user report), kept so a suspension knows whom it concerns.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 20, enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    targetOwnerId: integer('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 20, enum: REPORT_REASONS }).notNull(),
    details: varchar('details', { length: 500 }),
    status: varchar('status', { length: 20, enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** When this report counted toward hiding its listing automatically: each reporter's daily cap counts these. */
    countedInAutoHideAt: timestamp('counted_in_auto_hide_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('reports_reporter_target_unique').on(table.reporterId, table.targetType, table.targetId),
    index('reports_target_idx').on(table.targetType, table.targetId, table.status),
    index('reports_status_created_idx').on(table.status, table.createdAt),
    check('reports_target_type_check', isOneOf(table.targetType, REPORT_TARGET_TYPES)),
    check('reports_reason_check', isOneOf(table.reason, REPORT_REASONS)),
    check('reports_status_check', isOneOf(table.status, REPORT_STATUSES)),
  ],
);

/** Every moderation action, by an admin or automatic (admin null): who, what, when and why. Never deleted. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20, enum: AUDIT_ACTIONS }).notNull(),
    targetType: varchar('target_type', { length: 20, enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    targetOwnerId: integer('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_actions_created_idx').on(table.createdAt),
    check('moderation_actions_action_check', isOneOf(table.action, AUDIT_ACTIONS)),
    check('moderation_actions_target_type_check', isOneOf(table.targetType, REPORT_TARGET_TYPES)),
  ],
);

/**
 * The first answer to a request sent with an `Idempotency-Key`, per person and key, so a retry after a lost answer
 * gets that answer again instead of doing the work twice. `requestHash` tells a reuse of the key for another request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * A person's notifications: each a type and the values its text is written with, in the reader's language when read
 * (decision 0032). Rows stored before keep their written text as `{ storedText: { title, body } }`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: NOTIFICATION_TYPES }).notNull(),
    params: jsonb('params').$type<NotificationContent['params'] | StoredTextContent['params']>().notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check('notifications_type_check', isOneOf(table.type, NOTIFICATION_TYPES)),
  ],
);

/**
 * A browser's Web Push subscription; one endpoint belongs to one person, through the session that subscribed it.
 * Whatever ends that session (signing out, expiry, a password change or reset, suspension, account deletion) deletes
 * the row with it, so no one's pushes reach a phone they are no longer signed in on.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
    // Ending a session finds its subscriptions by this index, not by reading the table.
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/**
 * What a person wants to be told: muted types, quiet hours (minutes after midnight in El Salvador's time, start and end
 * both set or both null) and the daily digest mail (off by default). No row means the defaults.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedTypes: text('muted_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    digestEmail: boolean('digest_email').notNull().default(false),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'notification_preferences_quiet_hours_check',
      sql`(${table.quietStart} is null) = (${table.quietEnd} is null) and ${table.quietStart} between 0 and 1439 and ${table.quietEnd} between 0 and 1439`,
    ),
  ],
);

/**
 * A search a person saved with the listing call's parameters. New matching listings are told at most once an hour per
 * saved search: matches inside the hour wait in `pendingMatches` until then.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    params: jsonb('params').notNull(),
    /** Off: new listings are not matched against it, so its owner is not told. */
    alertsOn: boolean('alerts_on').notNull().default(true),
    pendingMatches: integer('pending_matches').notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('saved_searches_user_idx').on(table.userId)],
);

/**
 * Every word listing titles use, accent-folded and lower case, with its Spanish stem. Search corrects a word that no
 * title uses to the nearest of these (trigram distance), so a typo costs one lookup in this small table instead of a
 * similarity scan of every title. Kept by a trigger on products; words are never removed (the table grows with the
 * vocabulary, not with the listings).
 */
export const titleWords = pgTable(
  'title_words',
  {
    word: varchar('word', { length: 100 }).primaryKey(),
    stem: varchar('stem', { length: 100 }).notNull(),
  },
  (table) => [
    index('title_words_stem_idx').on(table.stem),
    index('title_words_word_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`),
  ],
);

/**
 * A person's identity check: the photos of their DUI (front, back, a selfie holding it), kept in the private image
 * storage by name until IDENTITY_PHOTOS_KEPT_DAYS after the decision (then the names are cleared), and the admin's
 * decision. An approved check keeps who decided, when, and an HMAC of the DUI number (never the number): one DUI
 * verifies one account. Goes with the account (decision 0036).
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: IDENTITY_CHECK_STATUSES }).notNull().default('pending'),
    /** Storage names of the three photos; null once deleted (or for demo checks, which never had any). */
    frontImage: varchar('front_image', { length: 80 }),
    backImage: varchar('back_image', { length: 80 }),
    selfieImage: varchar('selfie_image', { length: 80 }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    rejectionReason: text('rejection_reason'),
    /** HMAC-SHA-256 (SESSION_SECRET) of the DUI number, hex; only on approved checks. */
    duiHash: varchar('dui_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    check('identity_checks_status_check', isOneOf(table.status, IDENTITY_CHECK_STATUSES)),
    index('identity_checks_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('identity_checks_one_pending_unique')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('identity_checks_dui_hash_unique').on(table.duiHash),
    index('identity_checks_decided_idx')
      .on(table.decidedAt)
      .where(sql`${table.frontImage} is not null`),
  ],
);
