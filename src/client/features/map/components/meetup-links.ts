import type { LatLng } from '#shared/geo.ts';
import type { MeetupPoint } from './meetup.ts';

/** OpenStreetMap opens at street level on the meetup point. */
const EXTERNAL_MAP_ZOOM = 17;

/** Opens the phone's map app (Android understands `geo:`), with the place's name as the label. */
export function geoUri({ latitude, longitude, name }: MeetupPoint): string {
  const point = `${latitude},${longitude}`;
  return `geo:${point}?q=${point}(${encodeURIComponent(name)})`;
}

/** The point on openstreetmap.org, which works in any browser. */
export function openStreetMapUrl({ latitude, longitude }: LatLng): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${EXTERNAL_MAP_ZOOM}/${latitude}/${longitude}`;
}

/** Only Android opens `geo:` links reliably; elsewhere they do nothing. */
export function canOpenGeoUri(userAgent: string): boolean {
  return /android/i.test(userAgent);
}
