import { Map as MapIcon, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { LeafletMapStatus } from '#client/lib/map/use-leaflet-map.ts';
import dataSaverTexts from '#shared/locales/es/dataSaver.json' with { type: 'json' };
import meetupMapTexts from '#shared/locales/es/meetupMap.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ dataSaver: dataSaverTexts, meetupMap: meetupMapTexts });

/**
 * Covers a map while Leaflet loads, or says it could not load (offline) with a retry. With the data saver holding the
 * tiles back, a button at the bottom loads them (the map's pins show without them). Nothing once it is ready.
 */
export function MapStatus({ status, onRetry }: { status: LeafletMapStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === 'ready') return null;
  if (status === 'held') {
    return (
      <div className="absolute inset-x-0 bottom-4 z-[1000] flex justify-center px-4">
        <Button size="sm" onClick={onRetry} aria-describedby="map-tiles-held" className="shadow-md">
          <MapIcon aria-hidden className="size-4" />
          {t('dataSaver.loadMap')}
        </Button>
        <span id="map-tiles-held" className="sr-only">
          {t('dataSaver.mapHeld')}
        </span>
      </div>
    );
  }
  return (
    <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-muted p-4 text-center">
      {status === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <p role="alert" className="text-sm font-medium">
            {t('meetupMap.loadError')}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden className="size-4" />
            {t('meetupMap.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
