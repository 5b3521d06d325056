import { LocateFixed, MapPin, Plus, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { SkeletonLines } from '#client/components/ui/skeleton.tsx';
import { GEOLOCATION_ERROR_KEYS, requestLocation, useGeolocation } from '#client/lib/geolocation.ts';
import { useMeetupSpots } from '#client/features/meetup-spots/api/list-meetup-spots.ts';
import {
  mapUrlOf,
  spotDetails,
  SUGGEST_SPOT_PATH,
} from '#client/features/meetup-spots/components/spot-texts.ts';

/** The safe spots nearest the person once they share their location (by name before), and a way to suggest one. */
export function NearbySpots() {
  const { t } = useTranslation();
  const location = useGeolocation();
  const point =
    location.status === 'available' ? { latitude: location.latitude, longitude: location.longitude } : null;
  const spots = useMeetupSpots(point);

  return (
    <section aria-labelledby="nearby-spots-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="nearby-spots-title" className="text-xl font-semibold tracking-tight">
          {t('meetupSpots.nearbyTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('meetupSpots.nearbyIntro')}</p>
      </div>
      {!point && (
        <Button
          variant="outline"
          className="w-full"
          disabled={location.status === 'loading'}
          onClick={() => requestLocation({ force: true })}
        >
          <LocateFixed aria-hidden className="size-4" />
          {t(location.status === 'loading' ? 'meetupSpots.locating' : 'meetupSpots.useLocation')}
        </Button>
      )}
      {location.status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {t(GEOLOCATION_ERROR_KEYS[location.error])}
        </p>
      )}
      {spots.isError ? (
        <div className="space-y-2">
          <p className="text-sm">{t('meetupSpots.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void spots.refetch()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('meetupSpots.retry')}
          </Button>
        </div>
      ) : !spots.data ? (
        <div role="status">
          <span className="sr-only">{t('meetupSpots.loading')}</span>
          <SkeletonLines className="space-y-2" lines={['h-14 w-full', 'h-14 w-full', 'h-14 w-full']} />
        </div>
      ) : spots.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('meetupSpots.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-2xl border border-border">
          {spots.data.map((spot) => (
            <li key={spot.id} className="flex items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{spot.name}</p>
                <p className="text-sm text-muted-foreground">{spotDetails(t, spot)}</p>
              </div>
              <a
                href={mapUrlOf(spot)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('meetupSpots.openMap', { name: spot.name })}
                className={buttonClass({ variant: 'ghost', size: 'icon' })}
              >
                <MapPin aria-hidden className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link href={SUGGEST_SPOT_PATH} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
        <Plus aria-hidden className="size-4" />
        {t('meetupSpots.suggestLink')}
      </Link>
    </section>
  );
}
