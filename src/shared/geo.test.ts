import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, EARTH_RADIUS_MILES } from './constants.ts';
import {
  approximateLocation,
  boundingBox,
  haversineMiles,
  LOCATION_GRID_DEGREES,
  reverseGeocodeQuerySchema,
  type BoundingBox,
  type LatLng,
} from './geo.ts';

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
const SANTA_ANA = { latitude: 13.9942, longitude: -89.5597 };

/** The point `miles` away from `start` along the initial bearing (spherical "destination point" formula). */
function destination(start: LatLng, bearingDegrees: number, miles: number): LatLng {
  const rad = Math.PI / 180;
  const angular = miles / EARTH_RADIUS_MILES;
  const bearing = bearingDegrees * rad;
  const latitude1 = start.latitude * rad;
  const longitude1 = start.longitude * rad;
  const latitude2 = Math.asin(
    Math.sin(latitude1) * Math.cos(angular) + Math.cos(latitude1) * Math.sin(angular) * Math.cos(bearing),
  );
  const longitude2 =
    longitude1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(latitude1),
      Math.cos(angular) - Math.sin(latitude1) * Math.sin(latitude2),
    );
  const longitude = ((((longitude2 / rad + 540) % 360) + 360) % 360) - 180;
  return { latitude: latitude2 / rad, longitude };
}

const inBox = (box: BoundingBox, point: LatLng) =>
  point.latitude >= box.minLatitude &&
  point.latitude <= box.maxLatitude &&
  point.longitude >= box.minLongitude &&
  point.longitude <= box.maxLongitude;

describe('haversineMiles', () => {
  it('measures San Salvador to Santa Ana at about 31.3 miles', () => {
    expect(haversineMiles(SAN_SALVADOR, SANTA_ANA)).toBeCloseTo(31.3, 0);
    expect(Math.abs(haversineMiles(SAN_SALVADOR, SANTA_ANA) - 31.3)).toBeLessThan(0.5);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineMiles(SANTA_ANA, SAN_SALVADOR)).toBe(haversineMiles(SAN_SALVADOR, SANTA_ANA));
    expect(haversineMiles(DEFAULT_LOCATION, DEFAULT_LOCATION)).toBe(0);
  });

  it('uses R = 3958.8: a degree of latitude, a quarter meridian and half the equator', () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      (EARTH_RADIUS_MILES * Math.PI) / 180,
      9,
    );
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (EARTH_RADIUS_MILES * Math.PI) / 2,
      6,
    );
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      EARTH_RADIUS_MILES * Math.PI,
      6,
    );
  });

  it('crosses the antimeridian the short way', () => {
    const miles = haversineMiles({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 });
    expect(miles).toBeCloseTo((EARTH_RADIUS_MILES * Math.PI) / 180, 6);
  });
});

describe('boundingBox', () => {
  const latitudes = [-89.9, -85, -80, -60, -13.7, 0, 13.6929, 45, 60, 79.5, 80, 80.5, 85, 89.9];
  const radii = [0.1, 1, 3, 6, 15, 30, 100, 999];
  const bearings = Array.from({ length: 72 }, (_, index) => index * 5 + 0.5);

  it('holds every point on the radius circle, at many bearings and latitudes, near the poles too', () => {
    for (const latitude of latitudes) {
      for (const longitude of [-89.2182, 0, 120]) {
        const center = { latitude, longitude };
        for (const radius of radii) {
          const box = boundingBox(center, radius);
          for (const bearing of bearings) {
            for (const fraction of [1, 0.999, 0.5]) {
              const point = destination(center, bearing, radius * fraction);
              if (!inBox(box, point)) {
                throw new Error(
                  `outside: center ${latitude},${longitude} r ${radius} bearing ${bearing} → ${JSON.stringify(point)} ${JSON.stringify(box)}`,
                );
              }
            }
          }
        }
      }
    }
  });

  it('holds random points within the radius', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let index = 0; index < 5000; index += 1) {
      const center = { latitude: random() * 170 - 85, longitude: random() * 360 - 180 };
      const radius = random() * 200;
      const point = destination(center, random() * 360, radius * Math.sqrt(random()));
      expect(haversineMiles(center, point)).toBeLessThanOrEqual(radius + 1e-9);
      expect(inBox(boundingBox(center, radius), point)).toBe(true);
    }
  });

  it('widens longitudes by 1/cos(latitude) and is tight around San Salvador', () => {
    const box = boundingBox(SAN_SALVADOR, 3);
    const latitudeDegrees = (3 / EARTH_RADIUS_MILES) * (180 / Math.PI);
    expect(box.maxLatitude - SAN_SALVADOR.latitude).toBeCloseTo(latitudeDegrees, 8);
    expect(SAN_SALVADOR.latitude - box.minLatitude).toBeCloseTo(latitudeDegrees, 8);
    const longitudeDegrees = box.maxLongitude - SAN_SALVADOR.longitude;
    expect(longitudeDegrees).toBeGreaterThan(latitudeDegrees);
    expect(longitudeDegrees).toBeCloseTo(
      latitudeDegrees / Math.cos((SAN_SALVADOR.latitude * Math.PI) / 180),
      6,
    );

    const high = boundingBox({ latitude: 80, longitude: 10 }, 30);
    expect(high.maxLongitude - 10).toBeGreaterThan(((30 / EARTH_RADIUS_MILES) * (180 / Math.PI)) / 0.18);
  });

  it('spans every longitude when the circle reaches a pole or crosses ±180°, and clamps latitudes', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 30)).toMatchObject({
      maxLatitude: 90,
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boundingBox({ latitude: -89.9, longitude: 0 }, 30)).toMatchObject({
      minLatitude: -90,
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 30)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    const world = boundingBox(SAN_SALVADOR, 20000);
    expect(world).toEqual({ minLatitude: -90, maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
  });

  it('is the point itself for radius 0 and refuses a negative or non-finite radius', () => {
    const box = boundingBox(SAN_SALVADOR, 0);
    expect(box.maxLatitude - box.minLatitude).toBeLessThan(1e-8);
    expect(inBox(box, SAN_SALVADOR)).toBe(true);
    expect(() => boundingBox(SAN_SALVADOR, -1)).toThrow(RangeError);
    expect(() => boundingBox(SAN_SALVADOR, Number.NaN)).toThrow(RangeError);
  });
});

describe('reverseGeocodeQuerySchema', () => {
  it('turns numbers and numeric strings into numbers', () => {
    expect(reverseGeocodeQuerySchema.parse({ latitude: '13.69', longitude: '-89.21' })).toEqual({
      latitude: 13.69,
      longitude: -89.21,
    });
  });
});

describe('approximateLocation', () => {
  const METRES_PER_MILE = 1609.344;

  // Worked out by hand with migration 0007's rule: LEAST((floor(x / 0.005) + 0.5) * 0.005, limit - 0.0025).
  it.each([
    [SAN_SALVADOR, { latitude: 13.6925, longitude: -89.2175 }],
    [
      { latitude: 0, longitude: 0 },
      { latitude: 0.0025, longitude: 0.0025 },
    ],
    [
      { latitude: 0.005, longitude: -0.005 },
      { latitude: 0.0075, longitude: -0.0025 },
    ],
    [
      { latitude: 13.695, longitude: -89.215 },
      { latitude: 13.6975, longitude: -89.2125 },
    ],
    [
      { latitude: 13.69499999, longitude: -89.21500001 },
      { latitude: 13.6925, longitude: -89.2175 },
    ],
    [
      { latitude: 90, longitude: 180 },
      { latitude: 89.9975, longitude: 179.9975 },
    ],
    [
      { latitude: -90, longitude: -180 },
      { latitude: -89.9975, longitude: -179.9975 },
    ],
  ])('snaps %j to the centre of its cell, %j', (point, centre) => {
    expect(approximateLocation(point)).toEqual(centre);
  });

  it('gives the same point for every point of a cell, and for its own answer', () => {
    const centre = approximateLocation(SAN_SALVADOR);
    const half = LOCATION_GRID_DEGREES / 2 - 1e-7;
    for (const dLatitude of [-half, 0, half])
      for (const dLongitude of [-half, 0, half]) {
        const inside = { latitude: centre.latitude + dLatitude, longitude: centre.longitude + dLongitude };
        expect(approximateLocation(inside)).toEqual(centre);
      }
    expect(approximateLocation(centre)).toEqual(centre);
  });

  it('moves a point across a cell edge to the neighbouring centre', () => {
    const edge = 13.69; // 2738 × 0.005
    expect(approximateLocation({ latitude: edge - 1e-6, longitude: -89.2182 }).latitude).toBe(13.6875);
    expect(approximateLocation({ latitude: edge, longitude: -89.2182 }).latitude).toBe(13.6925);
  });

  it('stays within about 400 m of the point, and within range, anywhere on Earth', () => {
    const latitudes = [-90, -89.999, -45.123456, -13.7, 0, 13.6929, 13.9942, 45.6789, 89.999, 90];
    const longitudes = [-180, -179.9991, -89.2182, -0.0001, 0, 0.0049, 88.123, 179.999, 180];
    for (const latitude of latitudes)
      for (const longitude of longitudes) {
        const area = approximateLocation({ latitude, longitude });
        const metres = haversineMiles({ latitude, longitude }, area) * METRES_PER_MILE;
        expect(metres, `${latitude}, ${longitude}`).toBeLessThanOrEqual(400);
        expect(Math.abs(area.latitude)).toBeLessThan(90);
        expect(Math.abs(area.longitude)).toBeLessThan(180);
      }
  });
});
