import type { DivIcon } from 'leaflet';
import type { Leaflet } from './leaflet.ts';

const PIN_SIZE: [number, number] = [32, 42];

/**
 * A red drop pin drawn in SVG (no image host: the browser talks to no third party but the tile server); its tip sits
 * on the point. Only exact points get one: the meetup place the seller chose. A listing's own, approximate location
 * is an area (listing-area.ts).
 */
export function pinIcon(L: Leaflet): DivIcon {
  return L.divIcon({
    className: 'text-red-600 drop-shadow',
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
    popupAnchor: [0, -PIN_SIZE[1] + 4],
    html:
      '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
      '<path fill="currentColor" stroke="#fff" stroke-width="2" d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/>' +
      '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
  });
}

const USER_SIZE = 22;

/** The user's position: a blue dot with a pulsing ring (still for people who prefer reduced motion). */
export function userLocationIcon(L: Leaflet): DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [USER_SIZE, USER_SIZE],
    iconAnchor: [USER_SIZE / 2, USER_SIZE / 2],
    html:
      '<span class="relative flex size-[22px] items-center justify-center">' +
      '<span class="absolute inline-flex size-full rounded-full bg-sky-500/60 motion-safe:animate-ping"></span>' +
      '<span class="relative inline-flex size-4 rounded-full border-2 border-white bg-sky-600 shadow"></span></span>',
  });
}
