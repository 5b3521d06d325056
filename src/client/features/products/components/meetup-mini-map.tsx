import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../shared/geo.ts';
import { MAP_ZOOM } from '../../../lib/map/leaflet.ts';
import { pinIcon } from '../../../lib/map/markers.ts';
import { useLeafletMap } from '../../../lib/map/use-leaflet-map.ts';
import { useResolvedTheme } from '../../../lib/theme.ts';
import { MapStatus } from './map-status.tsx';

/** SPEC §9: the meetup place at zoom 15 with its red pin, still like a picture (no panning or zooming). */
export function MeetupMiniMap({ point }: { point: LatLng }) {
  const { t } = useTranslation();
  const layer = useResolvedTheme();
  const { containerRef, status, L, map, retry } = useLeafletMap({
    view: { center: [point.latitude, point.longitude], zoom: MAP_ZOOM.product },
    layer,
  });

  useEffect(() => {
    if (!L || !map) return;
    for (const handler of [
      map.dragging,
      map.touchZoom,
      map.doubleClickZoom,
      map.scrollWheelZoom,
      map.boxZoom,
      map.keyboard,
    ]) {
      handler.disable();
    }
    // Nothing to do inside it with the keyboard, so it leaves the tab order.
    map.getContainer().removeAttribute('tabindex');
    const pin = L.marker(map.getCenter(), {
      icon: pinIcon(L, 'red'),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    return () => {
      pin.remove();
    };
  }, [L, map]);

  return (
    <div
      role="region"
      aria-label={t('productDetail.mapLabel')}
      className="relative h-44 overflow-hidden rounded-xl border border-border"
    >
      <div ref={containerRef} className="isolate z-0 size-full" />
      <MapStatus status={status} onRetry={retry} />
    </div>
  );
}
