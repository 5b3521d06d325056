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
