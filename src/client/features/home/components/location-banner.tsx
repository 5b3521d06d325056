import { LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { GEOLOCATION_ERROR_KEYS, requestLocation, type GeolocationState } from '#client/lib/geolocation.ts';

/**
 * 'Activa tu ubicación para ver productos cercanos' while the location is not known, with why
 * and a button to ask again (none when the browser cannot locate at all).
 */
export function LocationBanner({ location }: { location: GeolocationState }) {
  const { t } = useTranslation();
  if (location.status === 'available') return null;
  const locating = location.status === 'loading';
  const unsupported = location.status === 'error' && location.error === 'unsupported';
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 gap-3">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t('marketplace.location.banner')}</p>
          {location.status === 'error' && (
            <p className="text-muted-foreground">{t(GEOLOCATION_ERROR_KEYS[location.error])}</p>
          )}
        </div>
      </div>
      {!unsupported && (
        <Button
          variant="outline"
          size="sm"
          disabled={locating}
          onClick={() => requestLocation({ force: true })}
          className="self-start sm:self-auto"
        >
          <LocateFixed aria-hidden className="size-4" />
          {t(locating ? 'marketplace.location.locating' : 'marketplace.location.enable')}
        </Button>
      )}
    </div>
  );
}
