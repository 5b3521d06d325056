import type { Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatPrice } from '../../../../shared/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { Leaflet, LeafletMap } from '../../../lib/map/leaflet.ts';
import { MAP_ZOOM } from '../../../lib/map/leaflet.ts';
import { pinIcon } from '../../../lib/map/markers.ts';
import type { MappedProduct } from '../mappable-products.ts';
import { popupElement } from './map-popup.ts';

interface ProductMarkersOptions {
  L: Leaflet | null;
  map: LeafletMap | null;
  mapped: readonly MappedProduct[];
  selectedId: number | null;
  onSelect: (productId: number) => void;
  onOpenDetails: (productId: number) => void;
}

/**
 * One pin per drawable product (orange near the user, red beyond), each with its popup. A pin's click selects its
 * product; selecting one (here or elsewhere) centres the map on it at zoom 16 and opens its popup (SPEC §4).
 */
export function useProductMarkers({
  L,
  map,
  mapped,
  selectedId,
  onSelect,
  onOpenDetails,
}: ProductMarkersOptions) {
  const { t } = useTranslation();
  const markers = useRef(new Map<number, Marker>());
  const select = useEffectEvent(onSelect);
  const openDetails = useEffectEvent(onOpenDetails);
  const texts = useEffectEvent(() => ({ details: t('productMap.viewDetails'), close: t('common.close') }));

  useEffect(() => {
    if (!L || !map) return;
    const drawn = new Map<number, Marker>();
    for (const { product, point, distance, nearby } of mapped) {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: pinIcon(L, nearby ? 'orange' : 'red'),
        title: product.title,
        alt: product.title,
        riseOnHover: true,
      });
      marker.bindPopup(() =>
        popupElement({
          title: product.title,
          price: formatPrice(product.price),
          distance: distance === undefined ? '' : formatDistance(distance, currentLanguage()),
          detailsLabel: texts().details,
          onDetails: () => openDetails(product.id),
        }),
      );
      // Leaflet's own close button says 'Close popup' in English.
      marker.on('popupopen', (event) =>
        event.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', texts().close),
      );
      marker.on('click', () => select(product.id));
      marker.addTo(map);
      drawn.set(product.id, marker);
    }
    markers.current = drawn;
    return () => {
      for (const marker of drawn.values()) marker.remove();
    };
  }, [L, map, mapped]);

  useEffect(() => {
    if (!map || selectedId === null) return;
    const marker = markers.current.get(selectedId);
    if (!marker) return;
    map.setView(marker.getLatLng(), MAP_ZOOM.focus);
    if (!marker.isPopupOpen()) marker.openPopup();
  }, [map, selectedId]);
}
