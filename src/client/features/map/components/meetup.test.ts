import { describe, expect, it } from 'vitest';
import { canOpenGeoUri, formatCoordinates, geoUri, openStreetMapUrl } from './meetup.ts';

const metrocentro = { name: 'Metrocentro, entrada 2 & 3', latitude: 13.70341, longitude: -89.21317 };

describe('meetup point', () => {
  it('shows coordinates with 4 decimals', () => {
    expect(formatCoordinates(metrocentro)).toBe('13.7034, -89.2132');
    expect(formatCoordinates({ latitude: 13.6929, longitude: -89.2182 })).toBe('13.6929, -89.2182');
    expect(formatCoordinates({ latitude: 14, longitude: -89.5 })).toBe('14.0000, -89.5000');
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
