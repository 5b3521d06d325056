import type { TFunction } from 'i18next';
import type { LatLng } from '#shared/geo.ts';
import { placeNear } from '#shared/places/places.ts';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

/** The meetup place's pin: where buyer and seller meet. */
export interface MeetupPoint extends LatLng {
  name: string;
}

/**
 * How a point is named to people, never by its numbers: the nearest town of the gazetteer ('Cerca de Santa Tecla'),
 * or 'Punto en el mapa' outside El Salvador.
 */
export function pointPlaceText(t: TFunction, point: LatLng): string {
  const place = placeNear(point);
  return place ? t('places.near', { place: place.name }) : t('places.pointOnMap');
}

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
