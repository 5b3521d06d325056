import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import type { Meetup } from '#shared/meetups.ts';
import type { PresenceEvent } from '#shared/realtime.ts';

/**
 * How a conversation's cached data changes with a message or a presence change pushed over the socket (or answered to
 * this tab), without asking the server again: on prepaid data every request saved counts.
 */

/** One page of a chat, oldest message first; `hasOlder` is what the server said, whatever is removed here later. */
export interface MessagePage {
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** The chat's pages, newest page first. */
export type MessagePages = InfiniteData<MessagePage>;

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;

/** The chat with the message at its end, once: the send answer and its socket event bring the same message. */
export function withMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  return {
    ...data,
    pages: [{ ...newest, messages: [...newest.messages, message].sort(byTime) }, ...older],
  };
}

export function withoutMessage(data: MessagePages | undefined, messageId: number): MessagePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.filter((message) => message.id !== messageId),
    })),
  };
}

/** The cached chat with every message `matches` accepts changed by `change`; the same data when none is cached. */
function withChangedMessages(
  data: MessagePages | undefined,
  matches: (message: ChatMessage) => boolean,
  change: (message: ChatMessage) => ChatMessage,
): MessagePages | undefined {
  if (!data?.pages.some((page) => page.messages.some(matches))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => (matches(message) ? change(message) : message)),
    })),
  };
}

/**
 * The chat with an offer's new state in every message about it: its card and the lines that tell its answers. The
 * same data when no loaded message is about it.
 */
export const withOffer = (data: MessagePages | undefined, offer: Offer) =>
  withChangedMessages(
    data,
    (message) => message.offer?.id === offer.id,
    (message) => ({ ...message, offer }),
  );

/** The cached chat with the meetup of message `messageId` as it now stands (accepted, replaced). */
export const withMeetup = (data: MessagePages | undefined, messageId: number, meetup: Meetup) =>
  withChangedMessages(
    data,
    (message) => message.id === messageId,
    (message) => ({ ...message, meetup }),
  );

/** Oldest first across pages. */
export function messagesOf(data: MessagePages | undefined): ChatMessage[] {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
}

/**
 * The conversation with this message as its last one. An incoming message adds to its unread count unless the user is
 * reading the chat right now (`read`).
 */
export function withLastMessage(
  conversation: Conversation,
  message: ChatMessage,
  viewerId: number,
  read: boolean,
): Conversation {
  const { id, content, type, event, senderId, createdAt } = message;
  const unread = senderId !== viewerId && !read;
  return {
    ...conversation,
    lastMessage: { id, content, type, event, senderId, createdAt },
    lastMessageAt: createdAt,
    unreadCount: read ? 0 : conversation.unreadCount + (unread ? 1 : 0),
  };
}

/**
 * The list with the message's conversation updated and moved to the top (newest activity first), or null when the
 * list does not hold it (new, or hidden by this user until now): then only the server can tell its row.
 */
export function listWithMessage(
  list: readonly Conversation[],
  message: ChatMessage,
  viewerId: number,
  read: boolean,
): Conversation[] | null {
  const found = list.find((conversation) => conversation.id === message.conversationId);
  if (!found) return null;
  return [
    withLastMessage(found, message, viewerId, read),
    ...list.filter((conversation) => conversation !== found),
  ];
}

export function withPresence(conversation: Conversation, presence: PresenceEvent): Conversation {
  const other = conversation.otherUser;
  if (other?.id !== presence.userId) return conversation;
  return {
    ...conversation,
    otherUser: { ...other, isOnline: presence.isOnline, lastOnline: presence.lastOnline },
  };
}

export function withoutConversation(
  list: readonly Conversation[] | undefined,
  conversationId: number,
): Conversation[] | undefined {
  return list?.filter((conversation) => conversation.id !== conversationId);
}

/** A row read in the chat shows no unread badge any more. */
export function markedRead(list: readonly Conversation[] | undefined, conversationId: number) {
  return list?.map((conversation) =>
    conversation.id === conversationId && conversation.unreadCount > 0
      ? { ...conversation, unreadCount: 0 }
      : conversation,
  );
}
