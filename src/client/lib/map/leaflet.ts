import type { LatLngExpression, Map as LeafletMap } from 'leaflet';
import { DEFAULT_LOCATION } from '#shared/constants.ts';

/**
 * Leaflet for every map of the client (product map, meetup picker, product view). Leaflet and its CSS never ship with
 * a screen: `loadLeaflet()` fetches them when a map opens (the first load stays within 150 kB of gzipped JavaScript).
 *
 *   const L = await loadLeaflet();
 *   const map = createMap(L, container, { center: [lat, lng], zoom: MAP_ZOOM.withLocation });
 *   createTileLayer(L, tileUrl).addTo(map);           // tiles.ts; tileUrl from useTileUrl()
 *   L.marker([lat, lng], { icon: pinIcon(L) }).addTo(map);   // markers.ts; a listing's area: listing-area.ts
 *   map.remove();                                    // when the map closes
 *
 * React components usually want `useLeafletMap()` (use-leaflet-map.ts), which does all of that.
 */
export type Leaflet = typeof import('leaflet');
export type { LeafletMap };

let loading: Promise<Leaflet> | undefined;

/** The Leaflet module (loaded once; a failed load, e.g. offline, is retried on the next call). */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= import('./leaflet-setup.ts').then(
    (module) => module.L,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Zoom levels of each map. */
export const MAP_ZOOM = {
  /** Opening centred on the user. */
  withLocation: 14,
  /** Opening at the fallback point when the user's location is unknown. */
  withoutLocation: 10,
  /** A selected product, or 'Mi ubicación'. */
  focus: 16,
  /** The meetup picker. */
  picker: 14,
  /** The meetup place on the product screen. */
  product: 15,
  max: 19,
} as const;

/** Where a map opens without the user's location (San Salvador). */
export const FALLBACK_CENTER: LatLngExpression = [DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude];

export interface MapView {
  center: LatLngExpression;
  zoom: number;
}

/** A map in `container` with the app's limits; no built-in zoom buttons (screens draw their own, translated). */
export function createMap(L: Leaflet, container: HTMLElement, view: MapView): LeafletMap {
  return L.map(container, { zoomControl: false, maxZoom: MAP_ZOOM.max }).setView(view.center, view.zoom);
}
