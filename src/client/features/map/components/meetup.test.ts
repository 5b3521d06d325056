import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogTranslations } from '#client/lib/testing/translations.ts';
import { canOpenGeoUri, geoUri, openStreetMapUrl } from './meetup-links.ts';
import { pointPlaceText } from './meetup.ts';

const metrocentro = { name: 'Metrocentro, entrada 2 & 3', latitude: 13.70341, longitude: -89.21317 };

let t: TFunction;
let tEn: TFunction;
beforeAll(async () => {
  ({ es: t, en: tEn } = await catalogTranslations());
});

describe('meetup point', () => {
  it('names a point by its nearest town, never by its coordinates', () => {
    expect(pointPlaceText(t, metrocentro)).toBe('Cerca de San Salvador');
    expect(pointPlaceText(t, { latitude: 13.673, longitude: -89.29 })).toBe('Cerca de Santa Tecla');
    expect(pointPlaceText(tEn, { latitude: 13.673, longitude: -89.29 })).toBe('Near Santa Tecla');
    expect(pointPlaceText(t, { latitude: 12.9, longitude: -89 })).toBe('Punto en el mapa');
  });

  it('links to the map app with the place name as label', () => {
    expect(geoUri(metrocentro)).toBe(
      'geo:13.70341,-89.21317?q=13.70341,-89.21317(Metrocentro%2C%20entrada%202%20%26%203)',
    );
  });

  it('links to OpenStreetMap with a marker at zoom 17', () => {
    expect(openStreetMapUrl(metrocentro)).toBe(
      'https://www.openstreetmap.org/?mlat=13.70341&mlon=-89.21317#map=17/13.70341/-89.21317',
    );
  });

  it('offers geo: links on Android only', () => {
    expect(canOpenGeoUri('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile')).toBe(
      true,
    );
    expect(canOpenGeoUri('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
    expect(canOpenGeoUri('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120')).toBe(false);
  });
});
