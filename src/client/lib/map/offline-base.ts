import type { LatLngTuple, Marker } from 'leaflet';
import { PLACES, type Place } from '#shared/places/places.ts';
import outline from '#shared/places/el-salvador-outline.json' with { type: 'json' };
import type { Leaflet, LeafletMap } from './leaflet.ts';

/**
 * The map drawn from bundled data when the tile server cannot be reached: El Salvador's outline (Natural Earth, made
 * by scripts/extract-outline.ts) and the gazetteer's town names. The outline lies in a pane under the tiles, so any
 * tile that does load covers it. Loaded only when tiles fail.
 */
const PANE = 'offline-base';
/** Leaflet's tile pane is at 200: below it. */
const PANE_Z_INDEX = '150';
/**
 * The town names have a pane of their own over the outline: in one pane Leaflet paints the outline's SVG at z-index 200
 * and each name at its y position, under 200 on a small map, so the land would cover the names. Over the overlay
 * pane (400: a listing's area) and under the markers (600), so a pin is never hidden by a name.
 */
const LABEL_PANE = 'offline-labels';
const LABEL_PANE_Z_INDEX = '450';
const BACKGROUND_CLASSES = ['bg-sky-100!', 'dark:bg-slate-950!'];
/** Closer than this the base shows a single town on a blank field: it opens out to where neighbours show. */
const MAX_OFFLINE_ZOOM = 11;

/** The smallest town named at a zoom: zoomed out only the big ones, so names do not pile up. */
function minimumPopulation(zoom: number): number {
  if (zoom <= 8) return 150_000;
  if (zoom <= 9) return 50_000;
  if (zoom <= 10) return 20_000;
  if (zoom <= 11) return 8_000;
  return 0;
}

export function townsShownAt(zoom: number, places: readonly Place[] = PLACES): Place[] {
  const minimum = minimumPopulation(zoom);
  return places.filter((place) => (place.population ?? 0) >= minimum);
}

/** Natural Earth's [longitude, latitude] rings as Leaflet's [latitude, longitude]. */
function outlineLatLngs(): LatLngTuple[][][] {
  return outline.geometry.coordinates.map((polygon) =>
    polygon.map((ring) => ring.map(([longitude = 0, latitude = 0]): LatLngTuple => [latitude, longitude])),
  );
}

function townLabel(L: Leaflet, place: Place): Marker {
  const label = document.createElement('span');
  label.className =
    'absolute top-1/2 left-3 -translate-y-1/2 text-xs font-semibold whitespace-nowrap text-slate-900 dark:text-slate-100';
  label.textContent = place.name;
  const html = document.createElement('span');
  html.className = 'relative block size-2 rounded-full bg-slate-700 dark:bg-slate-300';
  html.append(label);
  return L.marker([place.latitude, place.longitude], {
    pane: LABEL_PANE,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className: '', html, iconSize: [8, 8], iconAnchor: [4, 4] }),
  });
}

function hiddenPane(map: LeafletMap, name: string, zIndex: string) {
  const pane = map.getPane(name) ?? map.createPane(name);
  pane.style.zIndex = zIndex;
  // Names a screen reader would read in map order, which says nothing; the note over the map tells what this is.
  pane.setAttribute('aria-hidden', 'true');
}

/** Draws the offline base on `map`; the returned function takes it away. */
export function addOfflineBase(L: Leaflet, map: LeafletMap): () => void {
  hiddenPane(map, PANE, PANE_Z_INDEX);
  hiddenPane(map, LABEL_PANE, LABEL_PANE_Z_INDEX);
  const container = map.getContainer();
  container.classList.add(...BACKGROUND_CLASSES);

  const country = L.polygon(outlineLatLngs(), {
    pane: PANE,
    interactive: false,
    className: 'offline-outline fill-stone-50 stroke-stone-500 dark:fill-stone-800 dark:stroke-stone-400',
    weight: 1.5,
    fillOpacity: 1,
  }).addTo(map);
  const towns = L.layerGroup().addTo(map);
  const drawTowns = () => {
    towns.clearLayers();
    for (const place of townsShownAt(map.getZoom())) towns.addLayer(townLabel(L, place));
  };
  if (map.getZoom() > MAX_OFFLINE_ZOOM) map.setZoom(MAX_OFFLINE_ZOOM, { animate: false });
  drawTowns();
  map.on('zoomend', drawTowns);

  return () => {
    map.off('zoomend', drawTowns);
    towns.remove();
    country.remove();
    container.classList.remove(...BACKGROUND_CLASSES);
  };
}
