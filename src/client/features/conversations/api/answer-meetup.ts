import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#shared/conversations.ts';
import type { Meetup } from '#shared/meetups.ts';
import { api, errorMessage, hasStatus, isUnauthorizedError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { withMeetup } from '#client/features/conversations/conversation-cache.ts';
import { messagesQueryOptions } from './list-messages.ts';
import meetupsTexts from '#shared/locales/es/meetups.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetups: meetupsTexts });

/**
 * POST /api/meetups/{messageId}/accept → the meetup's message as it now stands. 403 for its proposer or across a
 * block, 404 not the caller's, 409 no longer open (replaced or accepted) or its time has passed.
 */
function acceptMeetup(messageId: number): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/meetups/${messageId}/accept`);
}

/** The meetup's card shows its new state. */
export function showMeetup(
  queryClient: QueryClient,
  change: { conversationId: number; messageId: number; meetup: Meetup },
): void {
  queryClient.setQueryData(messagesQueryOptions(change.conversationId).queryKey, (data) =>
    withMeetup(data, change.messageId, change.meetup),
  );
}

/** The card changes at once with the answer; a conflict means the meetup changed meanwhile: the chat is read again. */
export function useAcceptMeetup() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => acceptMeetup(message.id),
    onSuccess: (message) => {
      if (message.meetup)
        showMeetup(queryClient, {
          conversationId: message.conversationId,
          messageId: message.id,
          meetup: message.meetup,
        });
    },
    onError: (error, message) => {
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('meetups.acceptError'),
        description: errorMessage(error) ?? t('meetups.tryAgain'),
      });
      if (hasStatus(error, 409)) {
        void queryClient.invalidateQueries({
          queryKey: messagesQueryOptions(message.conversationId).queryKey,
        });
      }
    },
  });
}
