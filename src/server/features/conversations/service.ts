import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Conversation, ConversationRole, CreateConversation } from '#shared/conversations.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { firstRow, type RowLock } from '#server/db/first-row.ts';
import { conversations, messages, products, users } from '#server/db/schema.ts';
import { badgeFactColumns, badgesOf } from '#server/features/users/badges.ts';
import { withDisplayName } from '#server/features/users/display-name.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, contentRemoved, notFound } from '#server/plugins/errors.ts';
import { assertNeitherBlocked } from '#server/features/blocks/service.ts';
import { notHidden, notReportedBy } from '#server/features/moderation/queries.ts';
import { listingNotRemoved } from '#server/features/products/queries.ts';
import { markChatNotificationsRead } from '#server/features/notifications/service.ts';
import { revokePlansIn } from './deletion.ts';
import {
  isParticipant,
  isUnreadFor,
  isVisibleTo,
  notDeletedBy,
  otherParticipantOf,
  showsPresence,
} from './queries.ts';

/**
 * The rows of the conversation list, with everything a row shows, in one statement: the other participant (and
 * whether their presence may be shown), the product strip, the newest message the viewer has not deleted or reported
 * and moderation has not hidden (a lateral join), and the viewer's unread count.
 */
function conversationRows(db: Executor, viewerId: number, filter: SQL) {
  const lastMessage = db
    .select({
      id: messages.id,
      content: messages.content,
      type: messages.type,
      event: messages.event,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        notDeletedBy(viewerId),
        notHidden(messages.hiddenAt),
        notReportedBy(viewerId, 'message', messages.id),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const unreadCount = sql<number>`(select count(*)::int from ${messages}
    where ${messages.conversationId} = ${conversations.id} and ${isUnreadFor(viewerId)})`;
  return db
    .select({
      id: conversations.id,
      productId: conversations.productId,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      otherUser: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        emailVerified: users.emailVerified,
        confirmedSalesCount: users.confirmedSalesCount,
        isOnline: users.isOnline,
        lastOnline: users.lastOnline,
      },
      otherBadgeFacts: badgeFactColumns,
      otherShowsPresence: showsPresence(db, users.id),
      productShown: listingNotRemoved,
      product: {
        id: products.id,
        title: products.title,
        price: products.price,
        images: products.images,
        sellerId: products.sellerId,
        isSold: products.isSold,
        status: products.status,
        reservedUntil: products.reservedUntil,
      },
      lastMessage: {
        id: lastMessage.id,
        content: lastMessage.content,
        type: lastMessage.type,
        event: lastMessage.event,
        senderId: lastMessage.senderId,
        createdAt: lastMessage.createdAt,
      },
      unreadCount,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, otherParticipantOf(viewerId)))
    .leftJoin(products, eq(products.id, conversations.productId))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(filter)
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    );
}

type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

function roleOf(product: ConversationRow['product'], viewerId: number): ConversationRole | null {
  if (!product) return null;
  return product.sellerId === viewerId ? 'seller' : 'buyer';
}

/** A stranger's presence is not shown (showsPresence): offline, never seen, as the client shows no status then. */
function otherUserOf(row: ConversationRow): Conversation['otherUser'] {
  if (!row.otherUser) return null;
  const otherUser = {
    ...withDisplayName(row.otherUser),
    badges: row.otherBadgeFacts ? badgesOf(row.otherBadgeFacts) : [],
  };
  if (!row.otherShowsPresence) return { ...otherUser, isOnline: false, lastOnline: null };
  return { ...otherUser, lastOnline: otherUser.lastOnline?.toISOString() ?? null };
}

/**
 * The product strip. A listing moderation removed shows as removed, without its title or photo, to anyone but its
 * seller.
 */
function productOf(row: ConversationRow, viewerId: number): Conversation['product'] {
  const { product } = row;
  if (!product) return null;
  if (!row.productShown && product.sellerId !== viewerId)
    return { removed: true, id: product.id, sellerId: product.sellerId };
  const firstImage = product.images[0];
  return {
    removed: false,
    id: product.id,
    title: product.title,
    price: product.price,
    thumbnailUrl: firstImage ? thumbnailUrlOf(firstImage) : null,
    sellerId: product.sellerId,
    isSold: product.isSold,
    status: product.status,
    reservedUntil: product.status === 'reserved' ? (product.reservedUntil?.toISOString() ?? null) : null,
  };
}

function toConversation(row: ConversationRow, viewerId: number): Conversation {
  const { product, lastMessage } = row;
  return {
    id: row.id,
    productId: row.productId,
    otherUser: otherUserOf(row),
    product: productOf(row, viewerId),
    lastMessage: lastMessage && {
      ...lastMessage,
      createdAt: lastMessage.createdAt.toISOString(),
    },
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: Number(row.unreadCount),
    role: roleOf(product, viewerId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's conversations they have not hidden, newest activity first. */
export async function listConversations(db: Executor, userId: number): Promise<Conversation[]> {
  const rows = await conversationRows(db, userId, isVisibleTo(userId));
  return rows.map((row) => toConversation(row, userId));
}

/** One conversation of the caller's, hidden or not; 404 for anyone else (its existence is not revealed). */
export async function getConversation(db: Executor, userId: number, id: number): Promise<Conversation> {
  const [row] = await conversationRows(
    db,
    userId,
    and(eq(conversations.id, id), isParticipant(userId)) ?? sql`false`,
  );
  if (!row) throw notFound('api.conversationNotFound');
  return toConversation(row, userId);
}

/** The conversation when the caller takes part in it, locked for the caller's transaction when asked. */
export async function participantConversation(
  db: Executor,
  userId: number,
  id: number,
  { lock = false }: RowLock = {},
) {
  const query = db
    .select({
      id: conversations.id,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), isParticipant(userId)));
  const conversation = await firstRow(query, lock);
  if (!conversation) throw notFound('api.conversationNotFound');
  return conversation;
}

/** Changes that hide or show a conversation for one participant. */
function hiddenFlagFor(conversation: { participant1Id: number | null }, userId: number, hidden: boolean) {
  return conversation.participant1Id === userId
    ? { hiddenFromParticipant1: hidden }
    : { hiddenFromParticipant2: hidden };
}

/** The locks keep the user and product from being deleted before the conversation referring to them commits. */
async function assertUserExists(tx: Transaction, id: number) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('key share');
  if (!user) throw notFound('api.recipientNotFound');
}

/**
 * A product conversation is between the product's seller and someone else, about a listing moderation has not
 * removed (410: hidden, or its seller suspended).
 */
async function assertProductBetween(tx: Transaction, productId: number, pair: readonly number[]) {
  const [product] = await tx
    .select({ sellerId: products.sellerId, shown: listingNotRemoved })
    .from(products)
    .where(eq(products.id, productId))
    .for('key share');
  if (!product) throw notFound('api.productNotFound');
  if (!pair.includes(product.sellerId)) throw badRequest('api.productNotInConversation');
  if (!product.shown) throw contentRemoved();
}

/**
 * Opens the conversation of the caller and another user about a product (or a general one), or finds the one they
 * already have — the unique indexes on (lower id, higher id, product) and on the pair's general chat settle concurrent opens: the loser's insert does
 * nothing and it reads the winner's row. Opening a conversation the caller had hidden shows it to them again.
 */
export async function openConversation(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: number,
  input: CreateConversation,
): Promise<{ conversation: Conversation; created: boolean }> {
  const { id, created } = await transaction(deps, (tx) => openConversationIn(tx, userId, input));
  return { conversation: await getConversation(deps.db, userId, id), created };
}

/** openConversation inside the caller's transaction (an offer from the listing opens its chat in the same one). */
export async function openConversationIn(
  tx: Transaction,
  userId: number,
  input: CreateConversation,
): Promise<{ id: number; created: boolean }> {
  if (input.otherUserId === userId) throw badRequest('api.cannotMessageYourself');
  const productId = input.productId ?? null;
  const [participant1Id, participant2Id] =
    userId < input.otherUserId ? [userId, input.otherUserId] : [input.otherUserId, userId];
  await assertUserExists(tx, input.otherUserId);
  await assertNeitherBlocked(tx, userId, input.otherUserId);
  if (productId !== null) await assertProductBetween(tx, productId, [userId, input.otherUserId]);
  const [inserted] = await tx
    .insert(conversations)
    .values({ participant1Id, participant2Id, productId, aboutProduct: productId !== null })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.participant1Id, participant1Id),
        eq(conversations.participant2Id, participant2Id),
        productId === null ? eq(conversations.aboutProduct, false) : eq(conversations.productId, productId),
      ),
    );
  if (!existing) throw new Error('conversation neither inserted nor found');
  await tx
    .update(conversations)
    .set(hiddenFlagFor({ participant1Id }, userId, false))
    .where(eq(conversations.id, existing.id));
  return { id: existing.id, created: false };
}

/** The caller's unread incoming messages in the conversations they see: the nav badge. */
export async function unreadCountOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(isVisibleTo(userId), isUnreadFor(userId)));
  return Number(row?.count ?? 0);
}

export async function pushUnreadCount({ db, realtime }: Pick<AppDeps, 'db' | 'realtime'>, userId: number) {
  await realtime.publish([userId], { type: 'unread_count', count: await unreadCountOf(db, userId) });
}

/**
 * Marks the caller's incoming messages of a conversation read, and the notifications of them; answers how many
 * messages changed.
 */
export async function markRead(db: Executor, userId: number, conversationId: number): Promise<number> {
  await markChatNotificationsRead(db, userId, conversationId);
  const read = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.conversationId, conversationId), isUnreadFor(userId)))
    .returning({ id: messages.id });
  return read.length;
}

/**
 * Hides the conversation from the caller only until a new message arrives in it. Its unread messages are
 * marked read, so they do not come back as unread with that new message.
 */
export async function hideConversation(
  deps: Pick<AppDeps, 'db' | 'log' | 'realtime'>,
  userId: number,
  { conversationId }: { conversationId: number },
) {
  await transaction(deps, async (tx, afterCommit) => {
    const conversation = await participantConversation(tx, userId, conversationId, { lock: true });
    await tx
      .update(conversations)
      .set(hiddenFlagFor(conversation, userId, true))
      .where(eq(conversations.id, conversationId));
    await markRead(tx, userId, conversationId);
    await revokePlansIn(tx, userId, conversationId);
    afterCommit(() => pushUnreadCount(deps, userId));
  });
}
