import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#client/lib/online.ts';

/** Without a connection, a bar under the top says so and what still works, instead of screens that wait forever. */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm text-background"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>
        <strong>{t('offline.bar')}</strong> {t('offline.barDetail')}
      </span>
    </div>
  );
}
