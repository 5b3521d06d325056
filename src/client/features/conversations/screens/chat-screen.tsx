import { MapPin, MessageCircleOff, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { Conversation } from '#shared/conversations.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { QuickChips } from '#client/components/ui/quick-chips.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useConversation } from '#client/features/conversations/api/get-conversation.ts';
import { useMessages } from '#client/features/conversations/api/list-messages.ts';
import { ChatBackButton, ChatHeader } from '#client/features/conversations/components/chat-header.tsx';
import { ComposerForm } from '#client/features/conversations/components/composer.tsx';
import { MakeOfferButton, MakeOfferDialog } from '#client/features/conversations/components/make-offer.tsx';
import { MessageList } from '#client/features/conversations/components/message-list.tsx';
import { useQuickAnswers } from '#client/features/conversations/components/quick-answers.tsx';
import { useChatComposer } from '#client/features/conversations/use-chat-composer.ts';
import { useReadOnReturn } from '#client/features/conversations/use-read-on-return.ts';
import { messagesOf } from '#client/features/conversations/conversation-cache.ts';
import {
  chatErrorText,
  displayName,
  isInvalidChat,
} from '#client/features/conversations/conversation-text.ts';
import { canMakeOffer } from '#client/features/conversations/offer-rules.ts';
import { useIsBlocked } from '#client/features/moderation/api/list-blocks.ts';
import { BlockedChatNotice } from '#client/features/moderation/components/blocked-chat-notice.tsx';
import { FirstChatTips } from '#client/features/moderation/components/first-chat-tips.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

import meetupsTexts from '#shared/locales/es/meetups.json' with { type: 'json' };

addTexts({ chat: chatTexts, meetups: meetupsTexts });

/** The meetup sheet, its spots and its map load with the tap that opens it, not with the chat. */
const MeetupSheet = lazy(() => import('#client/features/conversations/components/meetup-sheet.tsx'));

/** Largest id PostgreSQL's integer holds; the route's id must be a whole number in 1…MAX_ID. */
const MAX_ID = 2_147_483_647;

function conversationIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The chat's error state: what went wrong and the way back (and a retry when trying again can help). */
function ChatUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(message);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 py-10">
      <div className="flex items-center gap-2">
        <ChatBackButton />
        <h1 className="text-xl font-bold tracking-tight">{t('chat.title')}</h1>
      </div>
      <Alert variant="destructive" title={message}>
        {onRetry && (
          <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
            <RefreshCw aria-hidden className="size-4" />
            {t('chat.retry')}
          </Button>
        )}
      </Alert>
      <MessageCircleOff aria-hidden className="mx-auto size-14 text-muted-foreground" />
    </div>
  );
}

function RecipientGone() {
  const { t } = useTranslation();
  return (
    <p className="sticky bottom-(--nav-offset) -mx-4 border-t border-border bg-background px-4 py-3 text-center text-sm text-muted-foreground">
      {t('chat.recipientGone')}
    </p>
  );
}

interface ChatViewProps {
  conversation: Conversation;
  messages: ReturnType<typeof useMessages>;
  viewerId: number;
}

function ChatView({ conversation, messages, viewerId }: ChatViewProps) {
  const { t } = useTranslation();
  const otherName = displayName(t, conversation.otherUser);
  const composer = useChatComposer(conversation.id, viewerId);
  const [offering, setOffering] = useState(false);
  const [proposing, setProposing] = useState(false);
  const shown = messagesOf(messages.data);
  const offerable = canMakeOffer(conversation, shown);
  const blockedByViewer = useIsBlocked(conversation.otherUser?.id);
  const quick = useQuickAnswers(conversation, shown, viewerId, composer.sendReply);
  useDocumentTitle(otherName);
  useReadOnReturn(conversation.id, conversation.unreadCount);
  const canWrite = conversation.otherUser !== null && !blockedByViewer;
  const proposeMeetup = canWrite ? () => setProposing(true) : undefined;
  return (
    <div className="-mb-8 flex flex-1 flex-col">
      <ChatHeader conversation={conversation} />
      <FirstChatTips />
      <MessageList
        conversation={conversation}
        messages={shown}
        viewerId={viewerId}
        otherName={otherName}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        onProposeMeetup={proposeMeetup}
      />
      {!conversation.otherUser ? (
        <RecipientGone />
      ) : blockedByViewer ? (
        <BlockedChatNotice person={conversation.otherUser} />
      ) : (
        <ComposerForm
          composer={composer}
          actions={
            <>
              {quick.chips.length > 0 ? (
                <QuickChips
                  wrap
                  chips={quick.chips}
                  label={t('chat.quickAnswersLabel')}
                  disabled={composer.sending}
                />
              ) : (
                offerable && <MakeOfferButton onClick={() => setOffering(true)} />
              )}
              <Button variant="outline" size="sm" className="min-h-11" onClick={() => setProposing(true)}>
                <MapPin aria-hidden className="size-4 text-primary" />
                {t('meetups.propose')}
              </Button>
            </>
          }
        />
      )}
      {quick.dialog}
      {proposing && (
        <Suspense fallback={null}>
          <MeetupSheet
            conversationId={conversation.id}
            viewerId={viewerId}
            open
            onOpenChange={setProposing}
          />
        </Suspense>
      )}
      {conversation.role === 'buyer' && conversation.product && (
        <MakeOfferDialog
          conversation={conversation}
          otherName={otherName}
          open={offering}
          onOpenChange={setOffering}
        />
      )}
    </div>
  );
}

function Chat({ conversationId, viewerId }: { conversationId: number; viewerId: number }) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const failed = [conversation, messages].find((query) => query.isError && !query.data);
  if (failed) {
    const retry = () => {
      void conversation.refetch();
      void messages.refetch();
    };
    return (
      <ChatUnavailable
        message={chatErrorText(t, failed.error)}
        onRetry={isInvalidChat(failed.error) ? undefined : retry}
      />
    );
  }
  if (!conversation.data || !messages.data) return <PageSpinner />;
  return <ChatView conversation={conversation.data} messages={messages} viewerId={viewerId} />;
}

/** /chat/{id} and /conversations/{id}: loading, an error with a way back, or the conversation. */
export default function ChatScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const conversationId = conversationIdOf(useParams<{ id: string }>().id);
  if (conversationId === null) return <ChatUnavailable message={t('chat.invalid')} />;
  if (!user) return null;
  return <Chat key={conversationId} conversationId={conversationId} viewerId={user.id} />;
}
