import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../great-circle.ts';
import { describePlaces, nearestDistrito, placeRows, searchDivisions, type Divisions } from './divisions.ts';
import { normalizePlaceText, PLACES } from './places.ts';
import divisionsJson from './places-2024.json' with { type: 'json' };

const divisions: Divisions = divisionsJson;
const rows = placeRows(divisions);
const { departamentos, municipios, distritos } = divisions;
const search = (query: string) => searchDivisions(rows, query, 20);

describe('the 2024 division', () => {
  it('has 14 departamentos, 44 municipios and 262 distritos with distinct ids', () => {
    expect(departamentos).toHaveLength(14);
    expect(municipios).toHaveLength(44);
    expect(distritos).toHaveLength(262);
    expect(new Set(rows.map((row) => row.id)).size).toBe(14 + 44 + 262);
  });

  it('puts each distrito in one municipio and each municipio in one departamento, none empty', () => {
    const departamentoIds = new Set(departamentos.map((d) => d.id));
    const municipioIds = new Set(municipios.map((m) => m.id));
    for (const m of municipios) expect(departamentoIds.has(m.departamentoId), m.name).toBe(true);
    for (const d of distritos) expect(municipioIds.has(d.municipioId), d.name).toBe(true);
    for (const m of municipios)
      expect(
        distritos.some((d) => d.municipioId === m.id),
        m.name,
      ).toBe(true);
    for (const d of departamentos)
      expect(
        municipios.some((m) => m.departamentoId === d.id),
        d.name,
      ).toBe(true);
  });

  it('names each municipio after its departamento', () => {
    const departamentoName = new Map(departamentos.map((d) => [d.id, d.name]));
    for (const m of municipios)
      expect(m.name).toMatch(
        new RegExp(`^${departamentoName.get(m.departamentoId)} (Centro|Norte|Sur|Este|Oeste|Costa)$`),
      );
  });

  it('keeps the 262 old municipio names as distritos, each once in its departamento', () => {
    const described = describePlaces(rows).filter((place) => place.type === 'distrito');
    const key = (departamento: string, name: string) => normalizePlaceText(`${departamento}|${name}`);
    const keys = described.map((place) => key(place.departamento, place.name));
    expect(new Set(keys).size).toBe(262);
    for (const town of PLACES) expect(keys, town.name).toContain(key(town.department, town.name));
  });

  it.each([
    ['Soyapango', 'San Salvador Este'],
    ['Santa Tecla', 'La Libertad Sur'],
    ['Ilopango', 'San Salvador Este'],
    ['Ciudad Delgado', 'San Salvador Centro'],
    ['Acajutla', 'Sonsonate Oeste'],
    ['Santa Ana', 'Santa Ana Centro'],
    ['San Francisco Gotera', 'Morazán Sur'],
  ])('puts %s in %s', (name, municipio) => {
    expect(
      describePlaces(rows).find((place) => place.name === name && place.type === 'distrito'),
    ).toMatchObject({
      type: 'distrito',
      municipio,
    });
  });

  it('gives every place a point in El Salvador', () => {
    for (const row of rows) {
      expect(row.lat, row.name).toBeGreaterThan(13.1);
      expect(row.lat, row.name).toBeLessThan(14.5);
      expect(row.lng, row.name).toBeGreaterThan(-90.2);
      expect(row.lng, row.name).toBeLessThan(-87.6);
    }
  });

  it("gives every distrito a traced point of its own: none shares another distrito's, none is a mean", () => {
    expect(new Set(distritos.map((d) => d.centre))).toEqual(
      new Set(['geonames', 'simplemaps', 'whosonfirst']),
    );
    const points = distritos.map((d) => `${d.lat},${d.lng}`);
    expect(new Set(points).size).toBe(distritos.length);
  });

  it('keeps each distrito within 35 km of the nearest other distrito of its municipio', () => {
    const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      haversineMiles({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) * 1.609344;
    for (const d of distritos) {
      const others = distritos.filter((other) => other.municipioId === d.municipioId && other.id !== d.id);
      if (others.length === 0) continue;
      expect(Math.min(...others.map((other) => km(d, other))), d.name).toBeLessThan(35);
    }
  });

  it('centres each municipio and departamento on the mean of its distritos (to 5 decimals)', () => {
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const departamentoOf = new Map(municipios.map((m) => [m.id, m.departamentoId]));
    const expectCentred = (place: { name: string; lat: number; lng: number }, inside: typeof distritos) => {
      expect(Math.abs(place.lat - mean(inside.map((d) => d.lat))), place.name).toBeLessThan(1e-5);
      expect(Math.abs(place.lng - mean(inside.map((d) => d.lng))), place.name).toBeLessThan(1e-5);
    };
    for (const m of municipios)
      expectCentred(
        m,
        distritos.filter((d) => d.municipioId === m.id),
      );
    for (const dep of departamentos)
      expectCentred(
        dep,
        distritos.filter((d) => departamentoOf.get(d.municipioId) === dep.id),
      );
  });

  it('keeps each distrito within 25 miles of its municipio centre and each municipio within 35 of its departamento', () => {
    const point = (place: { lat: number; lng: number }) => ({ latitude: place.lat, longitude: place.lng });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (row.parentId === null) continue;
      const parent = byId.get(row.parentId);
      if (!parent) throw new Error(`no parent for ${row.name}`);
      const miles = haversineMiles(point(row), point(parent));
      expect(miles, `${row.name} from ${parent.name}`).toBeLessThan(row.type === 'distrito' ? 25 : 35);
    }
  });
});

describe('searching the division', () => {
  it('finds the distrito Soyapango in San Salvador Este, without accents or case', () => {
    expect(search('SOYAPANGO')[0]).toMatchObject({
      type: 'distrito',
      name: 'Soyapango',
      municipio: 'San Salvador Este',
      departamento: 'San Salvador',
    });
  });

  it.each(['santa tecla', 'Nueva San Salvador', 'nueva san'])(
    'finds Santa Tecla in La Libertad Sur for "%s"',
    (query) => {
      expect(search(query)[0]).toMatchObject({ name: 'Santa Tecla', municipio: 'La Libertad Sur' });
    },
  );

  it('finds a municipio and then its distritos: "san salvador este" → Ilopango, San Martín, Soyapango, Tonacatepeque', () => {
    const found = search('san salvador este');
    expect(found[0]).toMatchObject({
      type: 'municipio',
      name: 'San Salvador Este',
      municipio: 'San Salvador Este',
    });
    expect(found.slice(1, 5).map((place) => place.name)).toEqual([
      'Ilopango',
      'San Martín',
      'Soyapango',
      'Tonacatepeque',
    ]);
  });

  it('matches accents typed or not, and words inside names', () => {
    expect(search('ahuachapan')[0]).toMatchObject({ type: 'distrito', name: 'Ahuachapán' });
    expect(search('cabanas').map((place) => place.name)).toContain('Cabañas Este');
    expect(search('tecla').map((place) => place.name)).toContain('Santa Tecla');
  });

  it('puts the exact name first, then prefixes, then words', () => {
    expect(search('san miguel').map((place) => place.name)[0]).toBe('San Miguel');
    expect(search('la libertad')[0]).toMatchObject({ name: 'La Libertad', type: 'distrito' });
  });

  it('finds nothing for an empty query or an unknown name', () => {
    expect(search('   ')).toEqual([]);
    expect(search('tegucigalpa')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(searchDivisions(rows, 'san', 5)).toHaveLength(5);
  });
});

describe('the nearest distrito', () => {
  it('names the distrito of a point next to its centre, and none far out at sea', () => {
    expect(nearestDistrito(rows, { latitude: 13.7023, longitude: -89.1522 }, 25)?.name).toBe('Soyapango');
    expect(nearestDistrito(rows, { latitude: 12, longitude: -89 }, 25)).toBeNull();
  });

  // Towns whose distrito had only its municipio's mean before their points were traced: a point in each town named
  // a neighbour (Perquín → San Simón, Cinquera → Tenancingo, Meanguera del Golfo → Conchagua).
  it.each([
    ['Perquín', 13.9578, -88.1622],
    ['Cinquera', 13.8867, -88.9564],
    ['Nombre de Jesús', 14.0006, -88.7322],
    ['Arcatao', 14.0847, -88.7475],
    ['Meanguera del Golfo', 13.1825, -87.7031],
    ['San Jorge', 13.4187, -88.347],
    ['Candelaria', 13.6867, -88.9827],
  ])('names %s for a point in that town', (name, latitude, longitude) => {
    expect(nearestDistrito(rows, { latitude, longitude }, 25)?.name).toBe(name);
  });
});
