import type { CircleMarker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../shared/format.ts';
import type { Leaflet, LeafletMap } from '../../../lib/map/leaflet.ts';
import { MAP_ZOOM } from '../../../lib/map/leaflet.ts';
import { addListingArea } from '../../../lib/map/listing-area.ts';
import { distanceText } from '../distance-text.ts';
import type { MappedProduct } from '../mappable-products.ts';
import { popupElement } from './map-popup.ts';

interface ProductAreasOptions {
  L: Leaflet | null;
  map: LeafletMap | null;
  mapped: readonly MappedProduct[];
  selectedId: number | null;
  onSelect: (productId: number) => void;
  onOpenDetails: (productId: number) => void;
}

/**
 * One area per drawable product (orange near the user, red beyond), each with its popup: a listing's location is
 * approximate, so it is a circle, not a pin. An area's click (or Enter) selects its product; selecting one (here or
 * elsewhere) centres the map on it at zoom 16 and opens its popup (SPEC §4).
 */
export function useProductAreas({
  L,
  map,
  mapped,
  selectedId,
  onSelect,
  onOpenDetails,
}: ProductAreasOptions) {
  const { t } = useTranslation();
  const areas = useRef(new Map<number, CircleMarker>());
  const select = useEffectEvent(onSelect);
  const openDetails = useEffectEvent(onOpenDetails);
  const texts = useEffectEvent(() => ({ details: t('productMap.viewDetails'), close: t('common.close') }));
  const distanceOf = useEffectEvent((miles: number | undefined) => distanceText(t, miles));

  useEffect(() => {
    if (!L || !map) return;
    const drawn = new Map<number, CircleMarker>();
    for (const { product, point, distance, nearby } of mapped) {
      const area = addListingArea(L, map, point, { tone: nearby ? 'orange' : 'red', label: product.title });
      area.bindPopup(() =>
        popupElement({
          title: product.title,
          price: formatPrice(product.price),
          distance: distanceOf(distance),
          detailsLabel: texts().details,
          onDetails: () => openDetails(product.id),
        }),
      );
      // Leaflet's own close button says 'Close popup' in English.
      area.on('popupopen', (event) =>
        event.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', texts().close),
      );
      area.on('click', () => select(product.id));
      drawn.set(product.id, area);
    }
    areas.current = drawn;
    return () => {
      for (const area of drawn.values()) area.remove();
    };
  }, [L, map, mapped]);

  useEffect(() => {
    if (!map || selectedId === null) return;
    const area = areas.current.get(selectedId);
    if (!area) return;
    map.setView(area.getLatLng(), MAP_ZOOM.focus);
    if (!area.isPopupOpen()) area.openPopup();
  }, [map, selectedId]);
}
