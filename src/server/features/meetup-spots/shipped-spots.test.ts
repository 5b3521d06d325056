import { describe, expect, it } from 'vitest';
import { haversineMiles } from '#shared/great-circle.ts';
import divisionsJson from '#shared/places/places-2024.json' with { type: 'json' };
import type { Divisions } from '#shared/places/divisions.ts';
import { meetupSpots } from '#server/db/schema.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';
import { shippedSpots } from './shipped-spots.ts';

/** The spots Cerquita ships: real places, each in a real distrito near its point, loaded as the file says. */

const KM_PER_MILE = 1.609344;
/** How far a spot may lie from its distrito's centre: centres are approximate, distritos are a few km across. */
const NEAR_DISTRITO_KM = 25;
/** Departamentos no shipped spot could yet be traced in (see ATTRIBUTION.md); a spot there should leave this list. */
const NOT_YET_COVERED = [
  'Ahuachapán',
  'Cabañas',
  'Chalatenango',
  'Cuscatlán',
  'La Unión',
  'San Vicente',
  'Sonsonate',
];

const divisions: Divisions = divisionsJson;
const spots = shippedSpots();
const distritoOf = (id: number) => divisions.distritos.find((distrito) => distrito.id === id);
const departamentoOf = (distritoId: number) => {
  const municipio = divisions.municipios.find((each) => each.id === distritoOf(distritoId)?.municipioId);
  return divisions.departamentos.find((each) => each.id === municipio?.departamentoId)?.name;
};

const ctx = useTestContext();

describe('meetup-spots.json', () => {
  it.each(spots.map((spot) => [spot.name, spot] as const))(
    '%s lies within 25 km of its distrito, which is one of places-2024.json',
    (_name, spot) => {
      const distrito = distritoOf(spot.distritoId);
      expect(distrito).toBeDefined();
      const km =
        haversineMiles(
          { latitude: spot.lat, longitude: spot.lng },
          { latitude: distrito?.lat ?? 0, longitude: distrito?.lng ?? 0 },
        ) * KM_PER_MILE;
      expect(km).toBeLessThan(NEAR_DISTRITO_KM);
    },
  );

  it('names each place once', () => {
    expect(new Set(spots.map((spot) => spot.name)).size).toBe(spots.length);
  });

  it('covers every departamento but those not yet traced', () => {
    const covered = new Set(spots.map((spot) => departamentoOf(spot.distritoId)));
    const missing = divisions.departamentos.map((each) => each.name).filter((name) => !covered.has(name));
    expect(missing).toEqual(NOT_YET_COVERED);
  });
});

describe('the meetup_spots table', () => {
  it('holds the file as approved rows with their sources, as the migration loaded them', async () => {
    const stored = await ctx.db
      .select({
        name: meetupSpots.name,
        kind: meetupSpots.kind,
        distritoId: meetupSpots.distritoId,
        lat: meetupSpots.latitude,
        lng: meetupSpots.longitude,
        hours: meetupSpots.hours,
        source: meetupSpots.sourceUrl,
        status: meetupSpots.status,
      })
      .from(meetupSpots);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(stored.sort(byName)).toEqual(spots.map((spot) => ({ ...spot, status: 'approved' })).sort(byName));
  });
});
