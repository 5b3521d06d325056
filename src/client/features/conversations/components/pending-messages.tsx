import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { discardEntry, useOutbox } from '#client/lib/offline/outbox.ts';
import type { QueuedMessage } from '#client/lib/offline/outbox-entries.ts';
import { formatDuration } from '#shared/format.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts, offline: offlineTexts });

function PendingBubble({ entry }: { entry: QueuedMessage }) {
  const { t } = useTranslation();
  const refused = entry.refusal !== null;
  return (
    <li className="flex flex-col items-end gap-1">
      <div className="max-w-[80%] rounded-2xl border border-dashed border-primary bg-muted px-3 py-2 text-left text-foreground">
        <span className="block break-words whitespace-pre-wrap">
          {entry.voice
            ? t('chat.voice.preview', { duration: formatDuration(entry.voice.durationMs) })
            : entry.content}
        </span>
        {!refused && (
          <span
            className="flex items-center justify-end gap-1 px-1 text-[11px]"
            title={t('offline.pendingMessageLabel')}
          >
            <Clock aria-hidden className="size-3" />
            {t('offline.pendingMessage')}
            <span className="sr-only">{t('offline.pendingMessageLabel')}</span>
          </span>
        )}
      </div>
      {refused && (
        <div className="flex max-w-[80%] items-center gap-2 text-xs text-destructive">
          <p>{t('offline.refusedMessage', { reason: entry.refusal })}</p>
          <Button variant="outline" size="sm" onClick={() => void discardEntry(entry.id)}>
            {t('offline.discard')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The user's messages of this chat that wait in the outbox, after the sent ones, each marked pending (or refused). */
export function PendingMessages({ conversationId, viewerId }: { conversationId: number; viewerId: number }) {
  const pending = useOutbox(viewerId).filter(
    (entry): entry is QueuedMessage => entry.kind === 'message' && entry.conversationId === conversationId,
  );
  if (pending.length === 0) return null;
  return (
    <ol className="space-y-2">
      {pending.map((entry) => (
        <PendingBubble key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
