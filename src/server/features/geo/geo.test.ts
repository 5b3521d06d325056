import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { haversineMiles } from '#shared/geo.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { PLACE_NAMING_MAX_MILES, PLACES } from '#shared/places/places.ts';
import { reverseGeocode } from './service.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
let client: TestClient;
beforeAll(async () => {
  client = (await registerUser(ctx.app)).client;
});

const reverse = (query: string, headers: Record<string, string> = {}) =>
  client.get(`/api/geo/reverse?${query}`, headers);

describe('reverse geocoding', () => {
  it('names each place by itself', () => {
    for (const place of PLACES) {
      expect(reverseGeocode(place)).toEqual({
        city: place.name,
        department: place.department,
        distanceMiles: 0,
      });
    }
  });
});

describe('GET /api/geo/reverse', () => {
  it('names San Salvador for the city centre', async () => {
    const response = await reverse(
      `latitude=${DEFAULT_LOCATION.latitude}&longitude=${DEFAULT_LOCATION.longitude}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ city: 'San Salvador', department: 'San Salvador' });
    expect(body.distanceMiles).toBeGreaterThanOrEqual(0);
    expect(body.distanceMiles).toBeLessThan(3);
  });

  it.each([
    ['Santa Ana', 13.9942, -89.5597, 'Santa Ana'],
    ['San Miguel', 13.4833, -88.1833, 'San Miguel'],
    ['Soyapango', 13.7023, -89.1522, 'San Salvador'],
    ['Suchitoto', 13.938, -89.028, 'Cuscatlán'],
    ['La Unión', 13.337, -87.843, 'La Unión'],
  ])('names %s', async (city, latitude, longitude, department) => {
    const response = await reverse(`latitude=${latitude}&longitude=${longitude}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city, department });
  });

  it('gives the distance to the place found, in miles rounded to 0.01', async () => {
    const point = { latitude: 13.72, longitude: -89.3 };
    const body = (await reverse(`latitude=${point.latitude}&longitude=${point.longitude}`)).json();
    const place = PLACES.find((candidate) => candidate.name === body.city);
    expect(place).toBeDefined();
    if (!place) return;
    expect(body.distanceMiles).toBeCloseTo(haversineMiles(point, place), 2);
    for (const other of PLACES)
      expect(haversineMiles(point, other)).toBeGreaterThanOrEqual(body.distanceMiles - 0.005);
  });

  it.each([
    ['the middle of the Pacific', 0, -140],
    ['the Pacific off the Salvadoran coast', 12.9, -89],
    ['Guatemala City', 14.6349, -90.5069],
    ['Tegucigalpa', 14.0723, -87.1921],
    ['the North Pole', 90, 0],
    ['the antimeridian', -45, 180],
  ])('answers nulls for %s (outside El Salvador)', async (_where, latitude, longitude) => {
    const response = await reverse(`latitude=${latitude}&longitude=${longitude}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: null, department: null, distanceMiles: null });
  });

  it(`names places in the emptiest corner of the country (within ${PLACE_NAMING_MAX_MILES} miles)`, async () => {
    const response = await reverse('latitude=14.34&longitude=-89.06');
    expect(response.json()).toMatchObject({ department: 'Chalatenango' });
  });

  it.each([
    ['latitude=abc&longitude=-89.2', 'latitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=91&longitude=-89.2', 'latitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=-90.5&longitude=-89.2', 'latitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=13.69', 'longitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=13.69&longitude=', 'longitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=13.69&longitude=-181', 'longitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['latitude=13.69&longitude=Infinity', 'longitude', 'La ubicación no es válida. Elígela de nuevo.'],
    ['longitude=-89.2', 'latitude', 'La ubicación no es válida. Elígela de nuevo.'],
  ])('refuses %s with a 400 and the message', async (query, field, message) => {
    const response = await reverse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses with both messages when both are missing, in English when asked', async () => {
    const response = await client.get('/api/geo/reverse', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The location isn't valid. Choose it again.",
      errors: {
        latitude: "The location isn't valid. Choose it again.",
        longitude: "The location isn't valid. Choose it again.",
      },
    });
  });

  it('refuses repeated parameters', async () => {
    const response = await reverse('latitude=13.69&latitude=13.7&longitude=-89.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('latitude');
  });

  it('answers 401 without a session, before looking at the query', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const query of ['latitude=13.69&longitude=-89.21', 'latitude=abc']) {
      const response = await anonymous.get(`/api/geo/reverse?${query}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});
