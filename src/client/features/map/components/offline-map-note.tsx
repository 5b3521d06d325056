import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

/** A quiet line over a map drawn from bundled data: the detailed map could not be had. */
export function OfflineMapNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className={
        show
          ? 'absolute top-2 left-2 z-10 mr-14 flex items-center gap-1.5 rounded-lg border border-border bg-card px-2 py-1 text-xs text-card-foreground shadow-sm'
          : 'sr-only'
      }
    >
      {show && (
        <>
          <CloudOff aria-hidden className="size-3.5 shrink-0" />
          {t('places.offlineMap')}
        </>
      )}
    </p>
  );
}
