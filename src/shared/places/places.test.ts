import { describe, expect, it } from 'vitest';
import {
  groupByDepartment,
  nearestPlace,
  normalizePlaceText,
  placeNamed,
  placeNear,
  PLACES,
  searchPlaces,
  type Place,
} from './places.ts';

const DEPARTMENTS = [
  'Ahuachapán',
  'Cabañas',
  'Chalatenango',
  'Cuscatlán',
  'La Libertad',
  'La Paz',
  'La Unión',
  'Morazán',
  'San Miguel',
  'San Salvador',
  'Santa Ana',
  'San Vicente',
  'Sonsonate',
  'Usulután',
];

describe('the place list', () => {
  it('holds El Salvador places in all 14 departments, with every department capital, sorted and unique', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(90);
    expect(new Set(PLACES.map((place) => place.department))).toEqual(new Set(DEPARTMENTS));
    const capitals: [string, string][] = [
      ['Ahuachapán', 'Ahuachapán'],
      ['Sensuntepeque', 'Cabañas'],
      ['Chalatenango', 'Chalatenango'],
      ['Cojutepeque', 'Cuscatlán'],
      ['Santa Tecla', 'La Libertad'],
      ['Zacatecoluca', 'La Paz'],
      ['La Unión', 'La Unión'],
      ['San Francisco Gotera', 'Morazán'],
      ['San Miguel', 'San Miguel'],
      ['San Salvador', 'San Salvador'],
      ['Santa Ana', 'Santa Ana'],
      ['San Vicente', 'San Vicente'],
      ['Sonsonate', 'Sonsonate'],
      ['Usulután', 'Usulután'],
    ];
    for (const [name, department] of capitals) {
      expect(PLACES.find((place) => place.name === name)?.department, name).toBe(department);
    }
    const keys = PLACES.map((place) => `${place.name}|${place.department}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = PLACES.map((place) => place.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    for (const place of PLACES) {
      expect(place.latitude, place.name).toBeGreaterThan(13.1);
      expect(place.latitude, place.name).toBeLessThan(14.5);
      expect(place.longitude, place.name).toBeGreaterThan(-90.2);
      expect(place.longitude, place.name).toBeLessThan(-87.6);
    }
  });
  it('keeps a population for nearly every place and never a non-positive one', () => {
    const withPopulation = PLACES.filter((place) => place.population !== undefined);
    expect(withPopulation.length).toBeGreaterThanOrEqual(PLACES.length - 1);
    for (const { population, name } of withPopulation) expect(population, name).toBeGreaterThan(0);
  });
});

const names = (places: readonly Place[]) => places.map((place) => place.name);

describe('normalizePlaceText', () => {
  it.each([
    ['Ahuachapán', 'ahuachapan'],
    ['Cabañas', 'cabanas'],
    ['  SANTA   Tecla ', 'santa tecla'],
    ['Usulután', 'usulutan'],
    ['', ''],
  ])('reads %j as %j', (text, normalized) => {
    expect(normalizePlaceText(text)).toBe(normalized);
  });
});

describe('searchPlaces', () => {
  it('finds a town without its accents, in any letter case', () => {
    expect(names(searchPlaces('ahuachapan'))[0]).toBe('Ahuachapán');
    expect(names(searchPlaces('USULUTAN'))[0]).toBe('Usulután');
    expect(names(searchPlaces('Santa Tecla'))).toEqual(['Santa Tecla']);
  });

  it('puts names that start with the query before names that only contain it', () => {
    const found = names(searchPlaces('san'));
    expect(found.length).toBeGreaterThan(5);
    const firstInner = found.findIndex((name) => !normalizePlaceText(name).startsWith('san'));
    expect(firstInner).toBeGreaterThan(0);
    for (const name of found.slice(0, firstInner))
      expect(normalizePlaceText(name).startsWith('san')).toBe(true);
    expect(found.slice(firstInner).every((name) => !normalizePlaceText(name).startsWith('san'))).toBe(true);
  });

  it('finds a word inside a name', () => {
    expect(names(searchPlaces('tecla'))).toContain('Santa Tecla');
    expect(names(searchPlaces('gotera'))).toEqual(['San Francisco Gotera']);
  });

  it('lists the towns of a department named by the query after the towns named so', () => {
    const found = searchPlaces('chalatenango');
    expect(found[0]?.name).toBe('Chalatenango');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((place) => place.department === 'Chalatenango')).toBe(true);
  });

  it('gives every place for an empty query and none for a query nothing matches', () => {
    expect(searchPlaces('   ')).toHaveLength(PLACES.length);
    expect(searchPlaces('zzzz')).toEqual([]);
    expect(searchPlaces('<script>')).toEqual([]);
  });
});

describe('groupByDepartment', () => {
  it('puts departments in alphabetical order and keeps the order of the places', () => {
    const places: Place[] = [
      { name: 'Zacatecoluca', department: 'La Paz', latitude: 13.5, longitude: -88.87 },
      { name: 'Apopa', department: 'San Salvador', latitude: 13.8, longitude: -89.18 },
      { name: 'Olocuilta', department: 'La Paz', latitude: 13.57, longitude: -89.12 },
      { name: 'Cabañas town', department: 'Cabañas', latitude: 13.86, longitude: -88.63 },
    ];
    expect(groupByDepartment(places)).toEqual([
      { department: 'Cabañas', places: [places[3]] },
      { department: 'La Paz', places: [places[0], places[2]] },
      { department: 'San Salvador', places: [places[1]] },
    ]);
  });

  it('groups the whole list into the 14 departments', () => {
    const groups = groupByDepartment(PLACES);
    expect(groups.map((group) => group.department)).toEqual(
      [...DEPARTMENTS].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(groups.reduce((count, group) => count + group.places.length, 0)).toBe(PLACES.length);
  });

  it('gives nothing for nothing', () => {
    expect(groupByDepartment([])).toEqual([]);
  });
});

describe('nearestPlace', () => {
  it('names the town a point is in', () => {
    expect(nearestPlace({ latitude: 13.673, longitude: -89.29 }).place.name).toBe('Santa Tecla');
    expect(nearestPlace({ latitude: 13.6929, longitude: -89.2182 }).place.name).toBe('San Salvador');
  });

  it('refuses an empty list', () => {
    expect(() => nearestPlace({ latitude: 13.7, longitude: -89.2 }, [])).toThrow();
  });
});

describe('placeNear', () => {
  it('names a point in El Salvador and nothing out at sea or abroad', () => {
    expect(placeNear({ latitude: 13.673, longitude: -89.29 })?.name).toBe('Santa Tecla');
    expect(placeNear({ latitude: 12.9, longitude: -89 })).toBeNull();
    expect(placeNear({ latitude: 14.6349, longitude: -90.5069 })).toBeNull();
  });
});

describe('placeNamed', () => {
  it('finds the place a profile names, ignoring case, accents and a department after a comma', () => {
    expect(placeNamed('santa tecla')?.name).toBe('Santa Tecla');
    expect(placeNamed('Ahuachapan, Ahuachapán')?.department).toBe('Ahuachapán');
    expect(placeNamed('  USULUTÁN ')?.name).toBe('Usulután');
  });

  it('finds nothing for free text that names no place', () => {
    expect(placeNamed('')).toBeUndefined();
    expect(placeNamed('Colonia Escalón, pasaje 3')).toBeUndefined();
  });
});
