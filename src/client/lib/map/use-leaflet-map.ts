import { useEffect, useState } from 'react';
import { dataSaverOn } from '#client/lib/data-saver.ts';
import { createMap, loadLeaflet, type Leaflet, type LeafletMap, type MapView } from './leaflet.ts';
import { createTileLayer, useTileUrl, type MapLayer } from './tiles.ts';

interface UseLeafletMapOptions {
  /** Where the map opens; later changes are ignored (move the map with `map.setView`). */
  view: MapView;
  /** The base layer; may change while the map is open. */
  layer?: MapLayer;
}

/** `held`: the data saver keeps the tiles back until the person asks for them (`retry` then loads them). */
export type LeafletMapStatus = 'loading' | 'error' | 'held' | 'ready';

interface CreatedMap {
  L: Leaflet;
  map: LeafletMap;
  container: HTMLElement;
}

/**
 * A Leaflet map in the element given to `containerRef`: Leaflet loads on mount, the map is created once the element
 * exists and removed on unmount (created on open, destroyed on close), and follows the element's size. The container
 * needs a height, and `isolate z-0` inside a dialog (or Leaflet's high z-indexes cover the dialog).
 *
 *   const { containerRef, status, L, map, retry } = useLeafletMap({ view: { center, zoom: MAP_ZOOM.picker } });
 *   <div ref={containerRef} className="isolate z-0 h-80" />
 *   useEffect(() => { if (L && map) { const pin = L.marker(…).addTo(map); return () => void pin.remove(); } }, [L, map]);
 *
 * `L` and `map` are null until the map is ready (Leaflet loaded, tile server known or not to be had); both keep their
 * identity after. When tiles cannot be had the map draws El Salvador from bundled data (offline-base.ts).
 */
export function useLeafletMap({ view, layer = 'light' }: UseLeafletMapOptions) {
  const [initialView] = useState(view);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [created, setCreated] = useState<CreatedMap | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [tilesHeld, setTilesHeld] = useState(dataSaverOn);
  const tiles = useTileUrl();
  /** The last tile asked for failed (offline, or the tile server is down or blocked). */
  const [tileFailed, setTileFailed] = useState(false);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    const resizes = new ResizeObserver(() => map?.invalidateSize());
    loadLeaflet().then(
      (L) => {
        if (cancelled) return;
        map = createMap(L, container, initialView);
        resizes.observe(container);
        setCreated({ L, map, container });
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      resizes.disconnect();
      map?.remove();
    };
  }, [container, initialView, attempt]);

  const ready = created && created.container === container ? created : null;
  const { tileUrl } = tiles;

  useEffect(() => {
    if (!ready || !tileUrl || tilesHeld) return;
    const tileLayer = createTileLayer(ready.L, tileUrl, layer).addTo(ready.map);
    tileLayer.on('tileerror', () => setTileFailed(true));
    tileLayer.on('tileload', () => setTileFailed(false));
    return () => {
      tileLayer.remove();
    };
  }, [ready, tileUrl, layer, tilesHeld]);

  // Without tiles (none configured because the server could not be asked, they fail to load, or the data saver holds
  // them back) the map is still a map.
  const tilesUnavailable = ready !== null && (tiles.isError || tileFailed);
  const [offlineBaseWanted, setOfflineBaseWanted] = useState(false);
  if ((tilesUnavailable || (ready !== null && tilesHeld)) && !offlineBaseWanted) setOfflineBaseWanted(true);
  useEffect(() => {
    if (!ready || !offlineBaseWanted) return;
    let cancelled = false;
    let removeBase: (() => void) | undefined;
    import('./offline-base.ts').then(
      ({ addOfflineBase }) => {
        if (!cancelled) removeBase = addOfflineBase(ready.L, ready.map);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      removeBase?.();
    };
  }, [ready, offlineBaseWanted]);

  /** After a failed load (offline): asks for Leaflet and the tile server again; with tiles held back, loads them. */
  function retry() {
    setTilesHeld(false);
    if (tiles.isError) void tiles.retry();
    if (!loadFailed) return;
    setLoadFailed(false);
    setAttempt((count) => count + 1);
  }

  const usable = !loadFailed && (tileUrl || tiles.isError) ? ready : null;
  const status: LeafletMapStatus = loadFailed ? 'error' : usable ? (tilesHeld ? 'held' : 'ready') : 'loading';
  return {
    containerRef: setContainer,
    status,
    L: usable?.L ?? null,
    map: usable?.map ?? null,
    /** The detailed map cannot be drawn: the offline base (outline and town names) shows instead. */
    tilesUnavailable,
    retry,
  };
}
