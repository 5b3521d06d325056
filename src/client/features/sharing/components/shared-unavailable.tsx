import { FileX2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { hasStatus } from '#client/lib/api.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import sharingTexts from '#shared/locales/es/sharing.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ sharing: sharingTexts });

const STATE_TEXTS = {
  removed: { title: 'sharing.removedTitle', description: 'sharing.removedDescription' },
  missing: { title: 'sharing.missingTitle', description: 'sharing.missingDescription' },
  failed: { title: 'sharing.failedTitle', description: 'sharing.failedDescription' },
} as const;

/** A shared link whose content moderation removed (410), that never existed (404), or that failed to load. */
export function SharedUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const state = hasStatus(error, 410) ? 'removed' : hasStatus(error, 404) ? 'missing' : 'failed';
  const Icon = state === 'removed' ? FileX2 : SearchX;
  const texts = STATE_TEXTS[state];
  useDocumentTitle(t(texts.title));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <Icon aria-hidden className="size-14 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">{t(texts.title)}</h1>
      <p className="text-muted-foreground">{t(texts.description)}</p>
      {state === 'failed' ? (
        <button type="button" onClick={onRetry} className={buttonClass()}>
          {t('sharing.retry')}
        </button>
      ) : (
        <Link href="/auth" className={buttonClass()}>
          {t('sharing.seeMore')}
        </Link>
      )}
    </div>
  );
}
