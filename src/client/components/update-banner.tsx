import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateWaiting } from '#client/lib/app-update.ts';
import { Button } from './ui/button.tsx';
import pwaTexts from '#shared/locales/es/pwa.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ pwa: pwaTexts });

/** A new version is installed and waits: the person chooses when the page reloads on it. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-lg"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm font-medium">{t('pwa.updateReady')}</p>
      <Button size="sm" onClick={applyUpdate}>
        {t('pwa.update')}
      </Button>
    </div>
  );
}
