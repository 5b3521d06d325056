import type { CircleMarker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/format.ts';
import { distanceText } from '#client/lib/distance-text.ts';
import type { Leaflet, LeafletMap } from '#client/lib/map/leaflet.ts';
import { MAP_ZOOM } from '#client/lib/map/leaflet.ts';
import { addListingArea } from '#client/lib/map/listing-area.ts';
import { groupedByPoint, type MappedProduct } from '#client/features/map/mappable-products.ts';
import { popupElement } from '#client/features/map/components/map-popup.ts';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import productMapTexts from '#shared/locales/es/productMap.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts, productMap: productMapTexts });

interface ProductAreasOptions {
  L: Leaflet | null;
  map: LeafletMap | null;
  mapped: readonly MappedProduct[];
  selectedId: number | null;
  onSelect: (productId: number) => void;
  onOpenDetails: (productId: number) => void;
}

/**
 * One area per point holding drawable products (orange near the user, red beyond), with a popup of its products: a
 * listing's location is approximate, so it is a circle, not a pin, and the listings of one grid cell share it. An
 * area's click (or Enter) selects its first product; selecting one (here or elsewhere) centres the map on its area at
 * zoom 16 and opens the popup.
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
    for (const group of groupedByPoint(mapped)) {
      const [first] = group;
      if (!first) continue;
      const label = group.map(({ product }) => product.title).join(', ');
      const area = addListingArea(L, map, first.point, { tone: first.nearby ? 'orange' : 'red', label });
      area.bindPopup(() =>
        popupElement({
          products: group.map(({ product }) => ({
            title: product.title,
            price: formatPrice(product.price),
            onDetails: () => openDetails(product.id),
          })),
          distance: distanceOf(first.distance),
          detailsLabel: texts().details,
        }),
      );
      // Leaflet's own close button says 'Close popup' in English.
      area.on('popupopen', (event) =>
        event.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', texts().close),
      );
      area.on('click', () => select(first.product.id));
      for (const { product } of group) drawn.set(product.id, area);
    }
    areas.current = drawn;
    return () => {
      for (const area of new Set(drawn.values())) area.remove();
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
