import { ChevronUp } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PhotoViewer } from '#client/components/ui/photo-viewer.tsx';
import { useDeleteMessage } from '#client/features/conversations/api/delete-message.ts';
import { chatPhotoAlt, dayHeading } from '#client/features/conversations/conversation-text.ts';
import { isOfferCard, listedPriceOf } from '#client/features/conversations/offer-rules.ts';
import { useOutbox } from '#client/lib/offline/outbox.ts';
import { DealNotice } from './deal-notice.tsx';
import { MeetupCard } from './meetup-card.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { OfferCard } from './offer-card.tsx';
import { PendingMessages } from './pending-messages.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import photosTexts from '#shared/locales/es/photos.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts, photos: photosTexts });

/** Within this distance of the page's end the reader is following the chat: a new message scrolls into view. */
const FOLLOW_PX = 160;

const pageEnd = () => document.documentElement.scrollHeight;
const scrollToEnd = () => window.scrollTo({ top: pageEnd() });

/** Brings the card a link names after `#` (an offer a notification opens) into view; false when it is not here. */
function showLinked(): boolean {
  const linked = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
  linked?.scrollIntoView({ block: 'center' });
  return linked !== null;
}

/**
 * Keeps the end of the chat in view while the reader is there: at first, when a message comes or is sent, and when the
 * page grows under them (the composer with a photo or an error, a delete control). Someone reading older messages is
 * left where they are, unless they send; a link to an offer opens at its card.
 */
function useFollowNewest(newest: ChatMessage | undefined, viewerId: number): void {
  const following = useRef(true);
  const shownId = useRef<number | null>(null);

  useEffect(() => {
    const onScroll = () => {
      following.current = window.innerHeight + window.scrollY >= pageEnd() - FOLLOW_PX;
    };
    const onResize = new ResizeObserver(() => {
      if (following.current) scrollToEnd();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    onResize.observe(document.body);
    return () => {
      window.removeEventListener('scroll', onScroll);
      onResize.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    if (!newest || newest.id === shownId.current) return;
    const first = shownId.current === null;
    shownId.current = newest.id;
    if (first && showLinked()) following.current = false;
    else if (first || newest.senderId === viewerId || following.current) scrollToEnd();
  }, [newest, viewerId]);
}

/** Older messages are added above: the ones on screen stay where they were. */
function useKeepPlaceWhenOlderLoad(oldestId: number | undefined) {
  const distanceFromEnd = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (distanceFromEnd.current === null) return;
    window.scrollTo({ top: pageEnd() - distanceFromEnd.current });
    distanceFromEnd.current = null;
  }, [oldestId]);
  return () => {
    distanceFromEnd.current = pageEnd() - window.scrollY;
  };
}

interface Day {
  key: string;
  heading: string;
  messages: ChatMessage[];
}

function byDay(messages: readonly ChatMessage[], headingOf: (date: Date) => string): Day[] {
  const days: Day[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = date.toDateString();
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, heading: headingOf(date), messages: [message] });
  }
  return days;
}

interface MessageListProps {
  conversation: Conversation;
  messages: readonly ChatMessage[];
  viewerId: number;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Opens the meetup sheet from a meetup card; absent when the viewer cannot write in this chat. */
  onProposeMeetup?: () => void;
}

/**
 * The chat's messages, oldest first, by day: written ones as bubbles, offers and meetups as cards, the deal's news as centred
 * lines; new ones are announced to screen readers (role=log).
 */
export function MessageList({
  conversation,
  messages,
  viewerId,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onProposeMeetup,
}: MessageListProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewedPhoto, setViewedPhoto] = useState<number | null>(null);
  const deleteMessage = useDeleteMessage();
  const hasPending = useOutbox(viewerId).some(
    (entry) => entry.kind === 'message' && entry.conversationId === conversation.id,
  );
  useFollowNewest(messages.at(-1), viewerId);
  const rememberPlace = useKeepPlaceWhenOlderLoad(messages[0]?.id);

  const senderOf = (message: ChatMessage) => (message.senderId === viewerId ? t('chat.you') : otherName);
  const photos = messages.flatMap((message) => {
    const url = message.metadata?.imageUrl;
    if (!url) return [];
    return [
      { messageId: message.id, url, alt: chatPhotoAlt(t, message.senderId === viewerId, senderOf(message)) },
    ];
  });

  function loadOlder() {
    rememberPlace();
    onLoadOlder();
  }

  return (
    <div role="log" aria-label={t('chat.messagesLabel')} className="flex-1 space-y-4 py-4">
      {hasOlder && (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={loadOlder} disabled={loadingOlder}>
            <ChevronUp aria-hidden className="size-4" />
            {t(loadingOlder ? 'chat.loadingOlder' : 'chat.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && !hasPending && (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('chat.empty')}</p>
      )}
      {byDay(messages, (date) => dayHeading(t, date)).map((day) => (
        <section key={day.key} aria-label={day.heading} className="space-y-2">
          <h2 className="text-center text-xs font-medium text-muted-foreground">{day.heading}</h2>
          <ol className="space-y-2">
            {day.messages.map((message) => {
              const own = message.senderId === viewerId;
              const sender = senderOf(message);
              if (isOfferCard(message)) {
                return (
                  <OfferCard
                    key={message.id}
                    message={message}
                    viewerId={viewerId}
                    own={own}
                    sender={sender}
                    listedPrice={listedPriceOf(conversation)}
                  />
                );
              }
              if (message.meetup) {
                return (
                  <MeetupCard
                    key={message.id}
                    message={message}
                    meetup={message.meetup}
                    own={own}
                    sender={sender}
                    onProposeOther={onProposeMeetup}
                  />
                );
              }
              if (message.type === 'offer' || message.type === 'deal') {
                return (
                  <DealNotice
                    key={message.id}
                    message={message}
                    conversation={conversation}
                    viewerId={viewerId}
                    otherName={otherName}
                  />
                );
              }
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={own}
                  sender={sender}
                  selected={selectedId === message.id}
                  onSelect={() => setSelectedId(selectedId === message.id ? null : message.id)}
                  onViewImage={() =>
                    setViewedPhoto(photos.findIndex((photo) => photo.messageId === message.id))
                  }
                  onDelete={() => deleteMessage.mutate(message)}
                  deleting={deleteMessage.isPending && deleteMessage.variables.id === message.id}
                />
              );
            })}
          </ol>
        </section>
      ))}
      <PendingMessages conversationId={conversation.id} viewerId={viewerId} />
      <PhotoViewer
        photos={photos}
        openIndex={viewedPhoto}
        onClose={() => setViewedPhoto(null)}
        label={t('photos.chatLabel', { name: otherName })}
      />
    </div>
  );
}
