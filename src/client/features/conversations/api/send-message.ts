import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '#shared/conversations.ts';
import { VOICE_FIELD } from '#shared/voice-notes.ts';
import { api } from '#client/lib/api.ts';
import { addTexts, i18n } from '#client/lib/i18n.ts';
import type { Delivery, QueuedMessage } from '#client/lib/offline/outbox-entries.ts';
import { deliveryAfter } from '#client/lib/offline/outbox-queue.ts';
import {
  listWithMessage,
  withLastMessage,
  withMessage,
} from '#client/features/conversations/conversation-cache.ts';
import { conversationQueryOptions } from './get-conversation.ts';
import { conversationListQueryOptions } from './list-conversations.ts';
import { messagesQueryOptions } from './list-messages.ts';
import { sendMessageMutationKey } from '#client/lib/query-keys.ts';
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };

addTexts({ offline: offlineTexts });

/**
 * POST /api/conversations/{id}/messages { content } or { content, type: 'image', metadata: { imageUrl } } → 201 the
 * message; 400 blank or too long text or not one of our uploads, 404 not the caller's conversation, 409 the other
 * participant deleted their account. Sent with the message's Idempotency-Key: a retry gets the first answer.
 */
export function sendMessage(
  conversationId: number,
  input: SendMessageInput | FormData,
  idempotencyKey: string,
): Promise<ChatMessage> {
  return api.create<ChatMessage>(`/api/conversations/${conversationId}/messages`, input, idempotencyKey);
}

/**
 * The same call for a voice note: multipart/form-data with the recording in `audio`. 400 not WebM, Ogg or MP4 or over
 * two minutes, 413 over 1 MB.
 */
export function sendVoiceNote(
  conversationId: number,
  audio: Blob,
  idempotencyKey: string,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append(VOICE_FIELD, audio, voiceFileName(audio.type));
  return sendMessage(conversationId, form, idempotencyKey);
}

/** A name for the server's logs only: the server reads the container from the bytes. */
const voiceFileName = (type: string) =>
  `nota-de-voz.${type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm'}`;

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

export interface MessageSend {
  input: SendMessageInput;
  idempotencyKey: string;
}

/** Errors are the caller's to show: the composer keeps the text and says why beside it. */
export function useSendMessage(conversationId: number, senderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageMutationKey,
    mutationFn: ({ input, idempotencyKey }: MessageSend) =>
      sendMessage(conversationId, input, idempotencyKey),
    onSuccess: (message) => showSentMessage(queryClient, message, senderId),
  });
}

/** Sends a message the outbox kept, under its key, and shows it in its chat once the server has it. */
export async function deliverQueuedMessage(
  queryClient: QueryClient,
  entry: QueuedMessage,
): Promise<Delivery> {
  try {
    const message = entry.voice
      ? await sendVoiceNote(entry.conversationId, entry.voice.audio, entry.id)
      : await sendMessage(entry.conversationId, { content: entry.content }, entry.id);
    showSentMessage(queryClient, message, entry.userId);
    return { outcome: 'delivered' };
  } catch (error) {
    return deliveryAfter(error, i18n.t('offline.sendFailed'));
  }
}
