import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#client/lib/online.ts';
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offline: offlineTexts });

/**
 * Without a connection, one line on top of the top bar says so and that what is sent goes out later, instead of
 * screens that wait forever. Its height is `--offline-bar-height` (styles.css), set while it shows, so what sticks under
 * the top bar (a chat's header) moves down with it.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-offline', !online);
  }, [online]);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex h-(--offline-bar-height) items-center justify-center gap-2 overflow-hidden bg-foreground px-4 text-sm whitespace-nowrap text-background"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span className="truncate">
        <strong>{t('offline.bar')}</strong> {t('offline.barDetail')}
      </span>
    </div>
  );
}
