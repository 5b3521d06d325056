import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#shared/conversations.ts';
import { api, errorMessage, hasStatus, isUnauthorizedError } from '#client/lib/api.ts';
import { conversationQueryKey, deleteMessageMutationKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { withoutMessage } from '#client/features/conversations/conversation-cache.ts';
import { conversationListQueryOptions } from './list-conversations.ts';
import { messagesQueryOptions } from './list-messages.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts });

interface DeleteAnswer {
  success: true;
}

/** DELETE /api/messages/{id} → { success }: gone for its sender only; 403 someone else's, 404 unknown or already gone. */
export function deleteMessage(messageId: number): Promise<DeleteAnswer> {
  return api.delete<DeleteAnswer>(`/api/messages/${messageId}`);
}

/** Removes a message from its chat; when it was the conversation's last, the server tells the one before it. */
export function forgetMessage(queryClient: QueryClient, conversationId: number, messageId: number): void {
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (data) =>
    withoutMessage(data, messageId),
  );
  const row = queryClient
    .getQueryData(conversationListQueryOptions.queryKey)
    ?.find((conversation) => conversation.id === conversationId);
  if (row?.lastMessage?.id !== messageId) return;
  void queryClient.invalidateQueries({ queryKey: conversationListQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
}

/** The message leaves the chat when deleted, and also when the server says it was already gone. */
export function useDeleteMessage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMessageMutationKey,
    mutationFn: (message: ChatMessage) => deleteMessage(message.id),
    onSuccess: (_answer, message) => forgetMessage(queryClient, message.conversationId, message.id),
    onError: (error, message) => {
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('chat.deleteMessageError'),
        description: errorMessage(error) ?? t('chat.tryAgain'),
      });
      if (hasStatus(error, 404)) forgetMessage(queryClient, message.conversationId, message.id);
    },
  });
}
