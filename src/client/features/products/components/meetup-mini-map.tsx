import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../shared/geo.ts';
import { MAP_ZOOM } from '../../../lib/map/leaflet.ts';
import { pinIcon } from '../../../lib/map/markers.ts';
import { MeetupMapFrame, useMeetupMap } from './meetup-map.tsx';

/** SPEC §9: the meetup place at zoom 15 with its red pin, still like a picture (no panning or zooming). */
export function MeetupMiniMap({ point }: { point: LatLng }) {
  const { t } = useTranslation();
  const meetupMap = useMeetupMap(point, MAP_ZOOM.product);
  const { L, map } = meetupMap;

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

  return <MeetupMapFrame label={t('productDetail.mapLabel')} className="h-44" meetupMap={meetupMap} />;
}
