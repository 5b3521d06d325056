import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '#shared/conversations.ts';
import { api } from '#client/lib/api.ts';
import {
  listWithMessage,
  withLastMessage,
  withMessage,
} from '#client/features/conversations/conversation-cache.ts';
import { conversationQueryOptions } from './get-conversation.ts';
import { conversationListQueryOptions } from './list-conversations.ts';
import { messagesQueryOptions } from './list-messages.ts';

export const sendMessageMutationKey = ['conversations', 'send-message'] as const;

/**
 * POST /api/conversations/{id}/messages { content } or { content, type: 'image', metadata: { imageUrl } } → 201 the
 * message; 400 blank or too long text or not one of our uploads, 404 not the caller's conversation, 409 the other
 * participant deleted their account.
 */
export function sendMessage(conversationId: number, input: SendMessageInput): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/conversations/${conversationId}/messages`, input);
}

/** Shows a message the user sent in their chat and list (its socket event, arriving too, changes nothing more). */
export function showSentMessage(queryClient: QueryClient, message: ChatMessage, senderId: number): void {
  const { conversationId } = message;
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (data) =>
    withMessage(data, message),
  );
  queryClient.setQueryData(
    conversationQueryOptions(conversationId).queryKey,
    (conversation) => conversation && withLastMessage(conversation, message, senderId, true),
  );
  queryClient.setQueryData(
    conversationListQueryOptions.queryKey,
    (list) => (list && listWithMessage(list, message, senderId, true)) ?? list,
  );
}

/** Errors are the caller's to show: the composer keeps the text and says why beside it. */
export function useSendMessage(conversationId: number, senderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageMutationKey,
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => showSentMessage(queryClient, message, senderId),
  });
}
