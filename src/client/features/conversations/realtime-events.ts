import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { PresenceEvent, ServerEvent } from '#shared/realtime.ts';
import {
  conversationDetailsQueryKey,
  conversationsQueryKey,
  productsQueryKey,
} from '#client/lib/query-keys.ts';
import { showMeetup } from './api/answer-meetup.ts';
import { refreshDealProduct, showOffer } from './api/answer-offer.ts';
import { forgetMessage } from './api/delete-message.ts';
import { conversationQueryOptions } from './api/get-conversation.ts';
import { unreadCountQueryOptions } from './api/get-unread-count.ts';
import { conversationListQueryOptions } from './api/list-conversations.ts';
import { messagesQueryOptions } from './api/list-messages.ts';
import { markConversationRead } from './api/mark-conversation-read.ts';
import {
  listWithMessage,
  withLastMessage,
  withMessage,
  withOffer,
  withPresence,
} from './conversation-cache.ts';

type NewMessageEvent = Extract<ServerEvent, { type: 'new_message' }>;
type OfferUpdatedEvent = Extract<ServerEvent, { type: 'offer_updated' }>;

/** The user has this chat on screen: a chat screen observes its messages and the page is in view. */
function isReading(queryClient: QueryClient, conversationId: number): boolean {
  const messages = queryClient
    .getQueryCache()
    .find({ queryKey: messagesQueryOptions(conversationId).queryKey, exact: true });
  return (messages?.getObserversCount() ?? 0) > 0 && document.visibilityState === 'visible';
}

async function refetchMessages(queryClient: QueryClient, queryKey: readonly unknown[]) {
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.invalidateQueries({ queryKey, exact: true });
}

function onNewMessage(queryClient: QueryClient, viewerId: number, { message }: NewMessageEvent): void {
  const { conversationId } = message;
  const incoming = message.senderId !== viewerId;
  const read = !incoming || isReading(queryClient, conversationId);
  const messagesKey = messagesQueryOptions(conversationId).queryKey;
  const fetchUnderWay = queryClient.isFetching({ queryKey: messagesKey, exact: true }) > 0;
  // A message about an offer carries its latest state: earlier messages about it show that state too.
  queryClient.setQueryData(messagesKey, (data) => {
    const added = withMessage(data, message);
    return message.offer ? withOffer(added, message.offer) : added;
  });
  // A fetch under way may have been answered before this message was stored: its answer would hide it, so it is
  // dropped and made again (TanStack does not cancel a first load by itself when a refetch is asked for).
  if (fetchUnderWay) void refetchMessages(queryClient, messagesKey);
  queryClient.setQueryData(
    conversationQueryOptions(conversationId).queryKey,
    (conversation) => conversation && withLastMessage(conversation, message, viewerId, read),
  );
  const listKey = conversationListQueryOptions.queryKey;
  const list = queryClient.getQueryData(listKey);
  const updated = list && listWithMessage(list, message, viewerId, read);
  if (updated) queryClient.setQueryData(listKey, updated);
  else void queryClient.invalidateQueries({ queryKey: listKey });
  // Shown on screen is read: the server marks it so and pushes the lower count.
  if (incoming && read) markConversationRead(queryClient, conversationId).catch(() => undefined);
  if (changesProduct(message)) refreshDealProduct(queryClient, conversationId);
  else if (message.type === 'offer') void queryClient.invalidateQueries({ queryKey: productsQueryKey });
}

/** An accepted offer reserves the product; every deal message tells a change of its state. */
function changesProduct(message: ChatMessage): boolean {
  return message.type === 'deal' || (message.type === 'offer' && message.event === 'accepted');
}

/**
 * Both sides see an offer's new state at once. An offer that expired did so because the product was sold or reserved
 * for someone else, which this side learns from nowhere else.
 */
function onOfferUpdated(queryClient: QueryClient, { offer }: OfferUpdatedEvent): void {
  showOffer(queryClient, offer);
  if (offer.status === 'expired') refreshDealProduct(queryClient, offer.conversationId);
}

function onPresence(queryClient: QueryClient, presence: PresenceEvent): void {
  queryClient.setQueryData(conversationListQueryOptions.queryKey, (list) =>
    list?.map((conversation) => withPresence(conversation, presence)),
  );
  queryClient.setQueriesData<Conversation>(
    { queryKey: conversationDetailsQueryKey },
    (conversation) => conversation && withPresence(conversation, presence),
  );
}

/** What each pushed event changes in the cache (docs/decisions/0007). */
export function applyRealtimeEvent(queryClient: QueryClient, viewerId: number, event: ServerEvent): void {
  switch (event.type) {
    case 'new_message':
      onNewMessage(queryClient, viewerId, event);
      return;
    case 'offer_updated':
      onOfferUpdated(queryClient, event);
      return;
    case 'meetup_updated':
      showMeetup(queryClient, event);
      return;
    case 'message_deleted':
      forgetMessage(queryClient, event.conversationId, event.messageId);
      return;
    case 'unread_count':
      queryClient.setQueryData(unreadCountQueryOptions.queryKey, event.count);
      return;
    case 'presence':
      onPresence(queryClient, event);
      return;
  }
}

/** After every (re)connection: what changed while the socket was down is fetched again (what is on screen at once). */
export function refetchMissedEvents(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
}
