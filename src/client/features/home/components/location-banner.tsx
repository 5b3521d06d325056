import { LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import type { BrowsingCentre } from '#client/lib/browsing-centre.ts';
import { GEOLOCATION_ERROR_KEYS, requestLocation, type GeolocationState } from '#client/lib/geolocation.ts';
import { ChooseMunicipalityButton } from '#client/features/places/components/choose-municipality-button.tsx';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts, places: placesTexts });

interface LocationBannerProps {
  location: GeolocationState;
  centre: BrowsingCentre;
}

/**
 * Without the device's position: the municipality browsing measures from, with 'Cambiar'; or, with none chosen,
 * 'Activa tu ubicación para ver productos cercanos', why, and the two ways out: ask again (not when the browser
 * cannot locate at all) or choose a municipality by hand.
 */
export function LocationBanner({ location, centre }: LocationBannerProps) {
  const { t } = useTranslation();
  if (centre.source === 'device') return null;
  const locating = location.status === 'loading';
  const unsupported = location.status === 'error' && location.error === 'unsupported';
  const askAgain = !unsupported && (
    <Button variant="outline" size="sm" disabled={locating} onClick={() => requestLocation({ force: true })}>
      <LocateFixed aria-hidden className="size-4" />
      {t(locating ? 'marketplace.location.locating' : 'marketplace.location.enable')}
    </Button>
  );

  if (centre.source === 'chosen') {
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <MapPin aria-hidden className="size-4 shrink-0 text-accent" />
        <p className="min-w-0 flex-1 font-medium">
          {t('places.browsingNear', { place: centre.place.name, department: centre.place.department })}
        </p>
        <ChooseMunicipalityButton label="change" />
      </div>
    );
  }

  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4">
      <div className="flex gap-3">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t('marketplace.location.banner')}</p>
          {location.status === 'error' && (
            <p className="text-muted-foreground">{t(GEOLOCATION_ERROR_KEYS[location.error])}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ChooseMunicipalityButton label="choose" />
        {askAgain}
      </div>
    </div>
  );
}
