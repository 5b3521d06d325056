import { useQuery } from '@tanstack/react-query';
import type { TileLayer } from 'leaflet';
import { clientConfigQueryOptions } from '#client/lib/client-config.ts';
import type { Leaflet } from './leaflet.ts';

/**
 * The base layers offered: only those that draw. One tile server is configured (TILE_URL) and the CSP admits no other
 * host, so 'dark' is the same tiles through a CSS filter; satellite and terrain would need other servers and are not
 * offered (docs/decisions/0008-map-layers.md).
 */
export const MAP_LAYERS = ['light', 'dark'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** The default tile server is OpenStreetMap's, and other configured servers draw OpenStreetMap data too. */
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Inverts the light tiles into a dark map while keeping water blue and parks green. */
const DARK_TILES_CLASS = 'invert hue-rotate-180 brightness-95 contrast-90';

/** The tile URL template (`https://{s}.tile…/{z}/{x}/{y}.png`); undefined while loading or when the call failed. */
export function useTileUrl() {
  const { data, isError, refetch } = useQuery(clientConfigQueryOptions);
  return { tileUrl: data?.tileUrl, isError, retry: refetch };
}

/** The configured tile server as a Leaflet layer, with its attribution; 'dark' filters the same tiles. */
export function createTileLayer(L: Leaflet, tileUrl: string, layer: MapLayer = 'light'): TileLayer {
  return L.tileLayer(tileUrl, {
    attribution: TILE_ATTRIBUTION,
    maxZoom: 19,
    className: layer === 'dark' ? DARK_TILES_CLASS : '',
  });
}
