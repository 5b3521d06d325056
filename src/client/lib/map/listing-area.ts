import type { CircleMarker, LatLngExpression } from 'leaflet';
import type { LatLng } from '#shared/geo.ts';
import type { Leaflet, LeafletMap } from './leaflet.ts';

/**
 * A listing's own location is only the centre of its ~500 m grid cell (approximateLocation in shared/geo.ts), so maps
 * draw it as an area, never a pin: a translucent circle of 300 m, about a cell's area, around that centre.
 */
export const LISTING_AREA_METRES = 300;
/** Zoomed out the circle keeps this radius on screen, so it stays visible and easy to tap. */
const MIN_RADIUS_PIXELS = 10;
const EQUATOR_METRES = 40_075_016.686;

/** Orange for listings near the user, red for the rest. */
export type AreaTone = 'orange' | 'red';
const AREA_COLOURS: Record<AreaTone, string> = { orange: '#ea580c', red: '#dc2626' };

/** Metres one screen pixel spans at `latitude` on a Web Mercator map of 256-pixel tiles. */
function metresPerPixel(latitude: number, zoom: number): number {
  return (EQUATOR_METRES * Math.cos((latitude * Math.PI) / 180)) / 2 ** (zoom + 8);
}

interface ListingAreaOptions {
  tone: AreaTone;
  /** Names the area for screen readers and makes it a button (click or Enter/Space fires its 'click'); omitted, it is a picture. */
  label?: string;
}

/**
 * A listing's area on `map`: 300 m around its point, never smaller than 10 pixels, following the zoom. Interactive when
 * labelled (a focusable SVG path with role button, so a keyboard or a screen reader can pick it like a marker).
 */
export function addListingArea(
  L: Leaflet,
  map: LeafletMap,
  point: LatLng,
  { tone, label }: ListingAreaOptions,
): CircleMarker {
  const centre: LatLngExpression = [point.latitude, point.longitude];
  const radius = () =>
    Math.max(MIN_RADIUS_PIXELS, LISTING_AREA_METRES / metresPerPixel(point.latitude, map.getZoom()));
  const colour = AREA_COLOURS[tone];
  const area = L.circleMarker(centre, {
    radius: radius(),
    color: colour,
    weight: 2,
    fillColor: colour,
    fillOpacity: 0.25,
    interactive: label !== undefined,
    className: 'listing-area',
  });
  const followZoom = () => area.setRadius(radius());
  map.on('zoomend', followZoom);
  area.on('remove', () => map.off('zoomend', followZoom));
  area.addTo(map);
  const path = area.getElement();
  if (label !== undefined && path) {
    path.setAttribute('role', 'button');
    path.setAttribute('tabindex', '0');
    path.setAttribute('aria-label', label);
    path.addEventListener('keydown', (event) => {
      if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      area.fire('click', { latlng: area.getLatLng(), originalEvent: event });
    });
  }
  return area;
}
