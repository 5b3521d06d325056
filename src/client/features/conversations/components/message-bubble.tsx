import { Ellipsis, ImageIcon, Trash2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MESSAGE_CONTENT, type ChatMessage } from '#shared/conversations.ts';
import { formatChatTime } from '#shared/format.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { ReportButton } from '#client/features/moderation/components/report-button.tsx';
import { SafetyCard } from '#client/features/moderation/components/safety-card.tsx';
import { chatPhotoAlt } from '#client/features/conversations/conversation-text.ts';
import { VoiceNotePlayer } from './voice-note-player.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts, moderation: moderationTexts });

interface MessageBodyProps {
  message: ChatMessage;
  own: boolean;
  /** Who sent it, for screen readers. */
  sender: string;
  photoAlt: string;
}

/** A photo (its thumbnail: less data on prepaid plans) with an optional caption, or the text; then the hh:mm. */
function MessageBody({ message, own, sender, photoAlt }: MessageBodyProps) {
  const { t } = useTranslation();
  const imageUrl = message.metadata?.imageUrl;
  const caption = message.content === IMAGE_MESSAGE_CONTENT ? '' : message.content;
  return (
    <>
      <span className="sr-only">{t('chat.saidBy', { name: sender })}</span>
      {imageUrl ? (
        <>
          <img
            src={thumbnailUrlOf(imageUrl)}
            alt={photoAlt}
            className="size-56 max-w-full rounded-xl object-cover"
          />
          {caption && <span className="block px-1 pt-1 break-words whitespace-pre-wrap">{caption}</span>}
        </>
      ) : (
        <span className="block break-words whitespace-pre-wrap">{message.content}</span>
      )}
      <MessageTime message={message} own={own} />
    </>
  );
}

function MessageTime({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <time
      dateTime={message.createdAt}
      className={cn(
        'block px-1 text-right text-[11px]',
        own ? 'text-primary-foreground' : 'text-muted-foreground',
      )}
    >
      {formatChatTime(message.createdAt)}
    </time>
  );
}

const BUBBLE = 'max-w-[80%] rounded-2xl px-3 py-2 text-left';
const SELECTED = 'ring-2 ring-ring ring-offset-2 ring-offset-background';

interface VoiceBubbleProps {
  message: ChatMessage;
  own: boolean;
  sender: string;
  selected: boolean;
  onSelect: () => void;
}

/**
 * A voice note's bubble. Its player holds a button, so the bubble is no button itself: a small options button (or a
 * long press) shows its actions.
 */
function VoiceBubble({ message, own, sender, selected, onSelect }: VoiceBubbleProps) {
  const { t } = useTranslation();
  const audioUrl = message.metadata?.audioUrl ?? '';
  const durationMs = message.metadata?.durationMs ?? 0;
  const showActions = (event: MouseEvent) => {
    event.preventDefault();
    if (!selected) onSelect();
  };
  return (
    <div
      onContextMenu={showActions}
      className={cn(
        BUBBLE,
        own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        selected && SELECTED,
      )}
    >
      <span className="sr-only">{t('chat.saidBy', { name: sender })}</span>
      <VoiceNotePlayer audioUrl={audioUrl} durationMs={durationMs} own={own} />
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={onSelect}
          aria-expanded={selected}
          aria-label={t('chat.voice.options')}
          className="inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Ellipsis aria-hidden className="size-4" />
        </button>
        <MessageTime message={message} own={own} />
      </div>
    </div>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  sender: string;
  selected: boolean;
  onSelect: () => void;
  onViewImage: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * One message: the user's own on the right (a tap shows its delete control), the other's on the left (a tap on a
 * text, or a long press, shows its report control; a tap on a photo opens it), with a safety card under it when it
 * shows a sign of a scam.
 */
export function MessageBubble(props: MessageBubbleProps) {
  const { message, own, sender, selected, onSelect, onViewImage, onDelete, deleting } = props;
  const { t } = useTranslation();
  const imageUrl = message.metadata?.imageUrl;
  const isVoice = message.metadata?.audioUrl !== undefined;
  const photoAlt = chatPhotoAlt(t, own, sender);

  if (!own) {
    // A long press (or the context-menu key) shows a received message's actions, a photo included; a tap on a text
    // does too, a tap on a photo opens it.
    const showActions = (event: MouseEvent) => {
      event.preventDefault();
      if (!selected) onSelect();
    };
    return (
      <li className="flex flex-col items-start gap-1">
        {isVoice ? (
          <VoiceBubble
            message={message}
            own={false}
            sender={sender}
            selected={selected}
            onSelect={onSelect}
          />
        ) : (
          <button
            type="button"
            onClick={imageUrl ? onViewImage : onSelect}
            onContextMenu={showActions}
            aria-expanded={imageUrl ? undefined : selected}
            className={cn(
              BUBBLE,
              'bg-muted text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              selected && SELECTED,
            )}
          >
            <MessageBody message={message} own={false} sender={sender} photoAlt={photoAlt} />
          </button>
        )}
        {selected && (
          <div className="flex flex-wrap gap-2">
            {imageUrl && (
              <Button variant="outline" size="sm" onClick={onViewImage}>
                <ImageIcon aria-hidden className="size-4" />
                {t('chat.viewPhoto')}
              </Button>
            )}
            <ReportButton
              look="button"
              target={{ type: 'message', id: message.id, conversationId: message.conversationId }}
              label={t('moderation.reportMessage')}
            />
          </div>
        )}
        {message.warnings.length > 0 && (
          <SafetyCard
            message={{ type: 'message', id: message.id, conversationId: message.conversationId }}
            warnings={message.warnings}
          />
        )}
      </li>
    );
  }

  return (
    <li className="flex flex-col items-end gap-1">
      {isVoice ? (
        <VoiceBubble message={message} own sender={sender} selected={selected} onSelect={onSelect} />
      ) : (
        <button
          type="button"
          onClick={onSelect}
          aria-expanded={selected}
          className={cn(
            BUBBLE,
            'bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            selected && SELECTED,
          )}
        >
          <MessageBody message={message} own sender={sender} photoAlt={photoAlt} />
        </button>
      )}
      {selected && (
        <div className="flex gap-2">
          {imageUrl && (
            <Button variant="outline" size="sm" onClick={onViewImage}>
              <ImageIcon aria-hidden className="size-4" />
              {t('chat.viewPhoto')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={onDelete}
            disabled={deleting}
          >
            <Trash2 aria-hidden className="size-4" />
            {t(deleting ? 'chat.deletingMessage' : 'chat.deleteMessage')}
          </Button>
        </div>
      )}
    </li>
  );
}
