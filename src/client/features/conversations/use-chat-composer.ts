import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, hasStatus, NetworkError } from '#client/lib/api.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { enqueue, useOutbox } from '#client/lib/offline/outbox.ts';
import { downsizeToJpeg, NotAnImageError } from '#client/lib/image-resize.ts';
import { blocksQueryKey } from '#client/lib/query-keys.ts';
import { isAbortError, uploadImage } from '#client/lib/upload.ts';
import {
  sendVoiceNote,
  showSentMessage,
  useSendMessage,
} from '#client/features/conversations/api/send-message.ts';
import type { QueuedVoice } from '#client/lib/offline/outbox-entries.ts';
import { loadChatDraft, saveChatDraft } from '#client/features/conversations/chat-draft.ts';
import { sendErrorText } from '#client/features/conversations/conversation-text.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts, validation: validationTexts });

/** A photo picked for sending: downsized on the phone, uploaded once even if the send is retried. */
export interface Attachment {
  jpeg: Blob;
  previewUrl: string;
  uploadedUrl: string | null;
}

/** Why the last action failed, already in the user's language. */
export interface ComposerError {
  title: string;
  detail?: string;
}

/**
 * The chat's input: a message is non-blank, one send at a time, an image attachment with its upload progress.
 * Nothing typed is lost: the text is kept as a draft, stays in the input when a send fails, and only what was sent
 * leaves it.
 */
export function useChatComposer(conversationId: number, viewerId: number) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => loadChatDraft(viewerId, conversationId));
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** Share of the photo's bytes sent, while it uploads. */
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<ComposerError | null>(null);
  const send = useSendMessage(conversationId, viewerId);
  const waiting = useOutbox(viewerId).some((entry) => entry.refusal === null);
  const queryClient = useQueryClient();
  /** Read after an await: what the input holds now, and the photo shown now. */
  const latestText = useRef(text);
  const latestAttachment = useRef<Attachment | null>(null);
  const runningUpload = useRef<AbortController | null>(null);
  const [sendingVoice, setSendingVoice] = useState(false);
  const sending = send.isPending || progress !== null || sendingVoice;

  /**
   * A 403 means one of the two blocked the other. The server says the same to both sides; the one who blocked sees the
   * chat's notice with the way back once the blocks are fetched again.
   */
  function refusal(cause: unknown): ComposerError | null {
    if (!hasStatus(cause, 403)) return null;
    void queryClient.invalidateQueries({ queryKey: blocksQueryKey });
    return { title: errorMessage(cause) ?? sendErrorText(t, cause) };
  }

  // Leaving the chat stops an upload nobody will use and frees the preview's memory.
  useEffect(
    () => () => {
      runningUpload.current?.abort();
      if (latestAttachment.current) URL.revokeObjectURL(latestAttachment.current.previewUrl);
    },
    [],
  );

  function changeText(value: string) {
    latestText.current = value;
    setText(value);
    saveChatDraft(viewerId, conversationId, value);
  }

  /** What was sent leaves the input; anything typed while it was sending stays. */
  function removeSent(sent: string) {
    const now = latestText.current;
    changeText(now.startsWith(sent) ? now.slice(sent.length) : now);
  }

  function showAttachment(next: Attachment | null) {
    const previous = latestAttachment.current;
    if (previous && previous.previewUrl !== next?.previewUrl) URL.revokeObjectURL(previous.previewUrl);
    latestAttachment.current = next;
    setAttachment(next);
  }

  async function attach(file: File) {
    setError(null);
    setPreparing(true);
    try {
      const jpeg = await downsizeToJpeg(file);
      showAttachment({ jpeg, previewUrl: URL.createObjectURL(jpeg), uploadedUrl: null });
    } catch (cause) {
      const key = cause instanceof NotAnImageError ? 'validation.imageInvalid' : 'chat.imageProcessingError';
      setError({ title: t(key) });
    } finally {
      setPreparing(false);
    }
  }

  async function uploadedUrlOf(photo: Attachment): Promise<string> {
    if (photo.uploadedUrl) return photo.uploadedUrl;
    const controller = new AbortController();
    runningUpload.current = controller;
    setProgress(0);
    const { url } = await uploadImage({
      image: photo.jpeg,
      onProgress: setProgress,
      signal: controller.signal,
    });
    showAttachment({ ...photo, uploadedUrl: url });
    return url;
  }

  async function sendImage(photo: Attachment) {
    const caption = latestText.current;
    try {
      const imageUrl = await uploadedUrlOf(photo);
      await send.mutateAsync({
        input: { content: caption, type: 'image', metadata: { imageUrl } },
        idempotencyKey: newIdempotencyKey(),
      });
      showAttachment(null);
      removeSent(caption);
    } catch (cause) {
      if (isAbortError(cause)) return;
      const refused = refusal(cause);
      if (refused) {
        setError(refused);
        return;
      }
      const detail = errorMessage(cause) ?? (cause instanceof ApiError ? undefined : t('chat.networkError'));
      setError({ title: t('chat.imageError'), detail });
    } finally {
      runningUpload.current = null;
      setProgress(null);
    }
  }

  /**
   * Offline, or behind messages still waiting to go out, a text or voice note joins the outbox (so it keeps its place,
   * shown as pending); otherwise it goes now, and joins the outbox, under the same key, when the connection fails on
   * the way. False when the server refused it (the error shows).
   */
  async function deliver(
    queued: { content: string; voice?: QueuedVoice },
    sendNow: (idempotencyKey: string) => Promise<unknown>,
    failure: (cause: unknown) => string,
  ): Promise<boolean> {
    const idempotencyKey = newIdempotencyKey();
    const keepForLater = () =>
      enqueue({ kind: 'message', id: idempotencyKey, userId: viewerId, conversationId, ...queued });
    try {
      if (!navigator.onLine || waiting) await keepForLater();
      else await sendNow(idempotencyKey);
      return true;
    } catch (cause) {
      if (cause instanceof NetworkError) {
        await keepForLater();
        return true;
      }
      setError(refusal(cause) ?? { title: failure(cause), detail: errorMessage(cause) });
      return false;
    }
  }

  const deliverText = (content: string) =>
    deliver(
      { content },
      (idempotencyKey) => send.mutateAsync({ input: { content }, idempotencyKey }),
      (cause) => sendErrorText(t, cause),
    );

  /** A recorded voice note: sent as multipart, or kept in the outbox like a text. */
  async function sendVoice(voice: QueuedVoice) {
    setError(null);
    setSendingVoice(true);
    await deliver(
      { content: '', voice },
      async (idempotencyKey) =>
        showSentMessage(
          queryClient,
          await sendVoiceNote(conversationId, voice.audio, idempotencyKey),
          viewerId,
        ),
      () => t('chat.voice.error'),
    );
    setSendingVoice(false);
  }

  /** What was typed: it leaves the input once sent or kept for later. */
  async function sendText() {
    const sent = latestText.current;
    if (await deliverText(sent)) removeSent(sent);
  }

  /** A ready-made reply (a quick answer), sent as typed text is, without touching what the input holds. */
  function sendReply(content: string): Promise<boolean> {
    setError(null);
    return deliverText(content);
  }

  const canSend = !sending && !preparing && (attachment !== null || text.trim() !== '');

  function submit() {
    if (!canSend) return;
    setError(null);
    if (attachment) void sendImage(attachment);
    else void sendText();
  }

  return {
    text,
    changeText,
    attachment,
    attach,
    removeAttachment: () => showAttachment(null),
    preparing,
    progress,
    sending,
    canSend,
    submit,
    sendReply,
    sendVoice,
    /** The microphone could not be used: said where send errors are. */
    showMicrophoneUnavailable: () => setError({ title: t('chat.voice.microphoneUnavailable') }),
    error,
  };
}
