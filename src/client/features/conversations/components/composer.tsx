import { ImagePlus, LoaderCircle, Mic, SendHorizontal, X } from 'lucide-react';
import { useId, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '#shared/conversations.ts';
import { formatDuration } from '#shared/format.ts';
import { VOICE_DURATION_MAX_MS } from '#shared/voice-notes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PhotoButton } from '#client/components/ui/photo-button.tsx';
import { cn } from '#client/lib/cn.ts';
import type {
  Attachment,
  ComposerError,
  useChatComposer,
} from '#client/features/conversations/use-chat-composer.ts';
import { useVoiceRecording } from '#client/features/conversations/use-voice-recording.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts });

interface AttachmentPreviewProps {
  attachment: Attachment;
  progress: number | null;
  onRemove: () => void;
  disabled: boolean;
}

/** The photo about to be sent, its upload progress while sending, and a way to take it back. */
function AttachmentPreview({ attachment, progress, onRemove, disabled }: AttachmentPreviewProps) {
  const { t } = useTranslation();
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="relative w-28 overflow-hidden rounded-xl border border-border bg-muted">
      <img
        src={attachment.previewUrl}
        alt={t('chat.attachmentAlt')}
        className="aspect-square w-full object-cover"
      />
      {percent !== null && (
        <div className="absolute inset-x-0 bottom-0 space-y-1 bg-black/60 p-1.5 text-xs font-medium text-white">
          <span aria-hidden>{percent}%</span>
          <progress
            aria-label={t('chat.uploading')}
            max={100}
            value={percent}
            className="block h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white/30 [&::-webkit-progress-value]:bg-white"
          />
        </div>
      )}
      <PhotoButton
        Icon={X}
        label={t('chat.removeAttachment')}
        disabled={disabled}
        onClick={onRemove}
        className="absolute top-0 right-0"
      />
    </div>
  );
}

function ErrorNote({ error, id }: { error: ComposerError; id: string }) {
  return (
    <div id={id} role="alert" className="text-sm text-destructive">
      <p className="font-semibold">{error.title}</p>
      {error.detail && <p>{error.detail}</p>}
    </div>
  );
}

type Composer = ReturnType<typeof useChatComposer>;
type VoiceRecording = ReturnType<typeof useVoiceRecording>;

/** While recording: a red dot, the time recorded against the two minutes, and how to send or cancel. */
function RecordingStatus({ recording }: { recording: VoiceRecording }) {
  const { t } = useTranslation();
  const starting = recording.phase === 'starting';
  return (
    <div role="status" className="flex min-h-11 flex-1 flex-col justify-center rounded-xl bg-card px-3 py-1">
      <span className="flex items-center gap-2 text-sm font-medium">
        <span
          aria-hidden
          className={cn('size-2.5 rounded-full bg-destructive', !starting && 'animate-pulse')}
        />
        {t('chat.voice.recording')}
        <span className="whitespace-nowrap tabular-nums">
          {formatDuration(recording.elapsedMs)} / {formatDuration(VOICE_DURATION_MAX_MS)}
        </span>
      </span>
      <span className="text-xs text-muted-foreground">
        {t(recording.held ? 'chat.voice.holdHint' : 'chat.voice.tapHint')}
      </span>
    </div>
  );
}

/** The microphone: hold to record and release to send, or tap to start. */
function MicrophoneButton({ recording, disabled }: { recording: VoiceRecording; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      size="icon"
      variant={recording.held ? 'destructive' : 'primary'}
      className="size-11 touch-none select-none"
      disabled={disabled}
      aria-label={t('chat.voice.record')}
      {...recording.micHandlers}
    >
      <Mic aria-hidden className="size-5" />
    </Button>
  );
}

interface ComposerFormProps {
  composer: Composer;
  /** Buttons shown above the input (making an offer). They must not submit: dialogs they open live outside the form. */
  actions?: ReactNode;
}

/** The chat's composer: an image attach button, the text input and send; Enter sends, Shift+Enter starts a new line. */
export function ComposerForm({ composer, actions }: ComposerFormProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const recording = useVoiceRecording(composer.sendVoice, composer.showMicrophoneUnavailable);
  const recordingOn = recording.phase !== 'idle';
  const writing = composer.attachment !== null || composer.text.trim() !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    composer.submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    composer.submit();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same photo can be picked again after removing it.
    event.target.value = '';
    if (file) void composer.attach(file);
  }

  const busy = composer.sending || composer.preparing;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      className="sticky bottom-(--nav-offset) -mx-4 space-y-2 border-t border-border bg-background/95 px-4 py-2 backdrop-blur"
    >
      {actions && <div className="flex items-center gap-2">{actions}</div>}
      {composer.error && <ErrorNote error={composer.error} id={errorId} />}
      {composer.attachment && (
        <AttachmentPreview
          attachment={composer.attachment}
          progress={composer.progress}
          onRemove={composer.removeAttachment}
          disabled={composer.sending}
        />
      )}
      <div className="flex items-end gap-2">
        {recordingOn ? (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-11 text-destructive"
            onClick={recording.cancel}
            aria-label={t('chat.voice.cancel')}
          >
            <X aria-hidden className="size-6" />
          </Button>
        ) : (
          <label
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-primary hover:bg-muted',
              'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
              busy ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="file"
              accept="image/*"
              disabled={busy}
              onChange={onPick}
              aria-label={t('chat.attach')}
              className="sr-only"
            />
            {composer.preparing ? (
              <LoaderCircle aria-hidden className="size-6 animate-spin" />
            ) : (
              <ImagePlus aria-hidden className="size-6" />
            )}
          </label>
        )}
        {recordingOn ? (
          <RecordingStatus recording={recording} />
        ) : (
          <textarea
            value={composer.text}
            onChange={(event) => composer.changeText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={MESSAGE_MAX}
            aria-label={t('chat.messageLabel')}
            aria-describedby={composer.error ? errorId : undefined}
            placeholder={t(composer.attachment ? 'chat.captionPlaceholder' : 'chat.messagePlaceholder')}
            enterKeyHint="send"
            className={cn(
              'block max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-card px-3 py-2.5 text-base text-foreground [field-sizing:content]',
              'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
            )}
          />
        )}
        {recordingOn && !recording.held ? (
          <Button
            type="button"
            size="icon"
            className="size-11"
            disabled={recording.phase === 'starting'}
            onClick={recording.send}
            aria-label={t('chat.voice.send')}
          >
            <SendHorizontal aria-hidden className="size-5" />
          </Button>
        ) : writing ? (
          <Button
            type="submit"
            size="icon"
            className="size-11"
            disabled={!composer.canSend}
            aria-label={t('chat.send')}
          >
            {composer.sending ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : (
              <SendHorizontal aria-hidden className="size-5" />
            )}
          </Button>
        ) : (
          <MicrophoneButton recording={recording} disabled={busy} />
        )}
      </div>
    </form>
  );
}
