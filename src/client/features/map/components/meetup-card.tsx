import { ExternalLink, Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { buttonClass, Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { MeetupPoint } from './meetup.ts';
import { canOpenGeoUri, geoUri, openStreetMapUrl } from './meetup-links.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

/** The map, Leaflet's setup and the offline note load with the tap that asks for them, not with the listing. */
const MeetupMiniMap = lazy(() =>
  import('./meetup-mini-map.tsx').then((module) => ({ default: module.MeetupMiniMap })),
);

interface MeetupCardProps {
  point: MeetupPoint;
  /** The listing's approximate location, shown as an area on the small map; null when it has none. */
  area: LatLng | null;
}

/**
 * The meetup card: the place's name as the seller wrote it and links that open it in a map app (the listing's own
 * place is in the page's heading). The small map waits for a tap: its tiles cost prepaid data that not every visit
 * needs.
 */
export function MeetupCard({ point, area }: MeetupCardProps) {
  const { t } = useTranslation();
  const [showMap, setShowMap] = useState(false);
  return (
    <Card aria-labelledby="meetup-title" className="space-y-3 p-4">
      <h2 id="meetup-title" className="text-sm font-semibold text-muted-foreground">
        {t('productDetail.meetupTitle')}
      </h2>
      <div className="flex items-start gap-3">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div className="min-w-0">
          <p className="font-medium break-words">{point.name}</p>
        </div>
      </div>
      {showMap ? (
        <Suspense fallback={<div className="h-44 rounded-xl border border-border bg-muted" />}>
          <MeetupMiniMap point={point} area={area} />
        </Suspense>
      ) : (
        <Button variant="outline" size="sm" className="w-full" onClick={() => setShowMap(true)}>
          <MapIcon aria-hidden className="size-4" />
          {t('productDetail.showMap')}
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        {canOpenGeoUri(navigator.userAgent) && (
          <a href={geoUri(point)} className={buttonClass({ size: 'sm', className: 'flex-1' })}>
            <Navigation aria-hidden className="size-4" />
            {t('productDetail.openInMaps')}
          </a>
        )}
        <a
          href={openStreetMapUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'flex-1' })}
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('productDetail.openInOsm')}
        </a>
      </div>
    </Card>
  );
}
