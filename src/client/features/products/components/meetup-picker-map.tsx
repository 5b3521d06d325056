import type { LeafletMouseEvent } from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../shared/geo.ts';
import { MAP_ZOOM } from '../../../lib/map/leaflet.ts';
import { pinIcon } from '../../../lib/map/markers.ts';
import { useLeafletMap } from '../../../lib/map/use-leaflet-map.ts';
import { useResolvedTheme } from '../../../lib/theme.ts';
import { MapStatus } from './map-status.tsx';

interface MeetupPickerMapProps {
  /** Where the map opens and the pin starts. */
  start: LatLng;
  /** The pin moved (dragged, or the map tapped). */
  onMove: (point: LatLng) => void;
}

/** SPEC §2: a map at zoom 14 with a draggable red pin; a tap on the map moves the pin there too. */
export function MeetupPickerMap({ start, onMove }: MeetupPickerMapProps) {
  const { t } = useTranslation();
  const layer = useResolvedTheme();
  const { containerRef, status, L, map, retry } = useLeafletMap({
    view: { center: [start.latitude, start.longitude], zoom: MAP_ZOOM.picker },
    layer,
  });
  const reportMove = useEffectEvent(({ lat, lng }: { lat: number; lng: number }) =>
    onMove({ latitude: lat, longitude: lng }),
  );
  const pinLabel = useEffectEvent(() => t('meetupPicker.pinLabel'));

  useEffect(() => {
    if (!L || !map) return;
    const pin = L.marker(map.getCenter(), {
      icon: pinIcon(L, 'red'),
      draggable: true,
      autoPan: true,
      title: pinLabel(),
    }).addTo(map);
    pin.on('dragend', () => reportMove(pin.getLatLng()));
    const moveHere = (event: LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      reportMove(event.latlng);
    };
    map.on('click', moveHere);
    return () => {
      map.off('click', moveHere);
      pin.remove();
    };
  }, [L, map]);

  return (
    <div
      role="region"
      aria-label={t('meetupPicker.mapLabel')}
      className="relative h-64 overflow-hidden rounded-xl border border-border"
    >
      <div ref={containerRef} className="isolate z-0 size-full" />
      <MapStatus status={status} onRetry={retry} />
    </div>
  );
}
