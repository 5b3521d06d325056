import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { MAP_ZOOM } from '#client/lib/map/leaflet.ts';
import { addListingArea } from '#client/lib/map/listing-area.ts';
import { pinIcon } from '#client/lib/map/markers.ts';
import { MeetupMapFrame, useMeetupMap } from './meetup-map.tsx';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

/** Room around the pin and the area when both must show. */
const FIT_PADDING: [number, number] = [36, 36];

interface MeetupMiniMapProps {
  /** The meetup place: exact, a red pin. */
  point: LatLng;
  /** The listing's approximate location, drawn as an area; null when it has none. */
  area: LatLng | null;
}

/**
 * The meetup place at zoom 15 with its red pin, still like a picture (no panning or zooming), and the
 * listing's approximate area around its location; the view widens when both do not fit at zoom 15.
 */
export function MeetupMiniMap({ point, area }: MeetupMiniMapProps) {
  const { t } = useTranslation();
  const meetupMap = useMeetupMap(point, MAP_ZOOM.product);
  const { L, map } = meetupMap;
  const areaLatitude = area?.latitude;
  const areaLongitude = area?.longitude;

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
    const pin = L.marker([point.latitude, point.longitude], {
      icon: pinIcon(L),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    if (areaLatitude === undefined || areaLongitude === undefined) {
      return () => {
        pin.remove();
      };
    }
    const centre = { latitude: areaLatitude, longitude: areaLongitude };
    const listingArea = addListingArea(L, map, centre, { tone: 'red' });
    const bounds = L.latLngBounds([
      [point.latitude, point.longitude],
      [centre.latitude, centre.longitude],
    ]);
    map.fitBounds(bounds, { maxZoom: MAP_ZOOM.product, padding: FIT_PADDING, animate: false });
    return () => {
      pin.remove();
      listingArea.remove();
    };
  }, [L, map, point.latitude, point.longitude, areaLatitude, areaLongitude]);

  return (
    <div className="space-y-1.5">
      <MeetupMapFrame label={t('productDetail.mapLabel')} className="h-44" meetupMap={meetupMap} />
      {area && <p className="text-xs text-muted-foreground">{t('productDetail.mapLegend')}</p>}
    </div>
  );
}
