import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  coordinateSchema,
  idSchema,
  isValidCoordinatePair,
  pagingSchema,
  parseCoordinate,
} from './contract.ts';

describe('idSchema', () => {
  const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it.each([[1], ['1'], ['0000000042'], [2_147_483_647], ['2147483647']])('reads %j as an id', (value) => {
    expect(idSchema('key').parse(value)).toBe(Number(value));
  });

  it.each([
    ['abc'],
    ['1.5'],
    ['-3'],
    ['0'],
    [0],
    ['99999999999999'],
    ['2147483648'],
    ['1e3'],
    [' 7'],
    [''],
    [null],
    [1.5],
  ])('refuses %j with the key as its only message', (value) => {
    expect(messagesOf(idSchema('key').safeParse(value))).toEqual(['key']);
  });

  it('reads numeric text as JavaScript does when the spelling is numeric', () => {
    const id = idSchema('key', 'numeric');
    expect([' 7 ', '7.0', '1e3', '+5'].map((text) => id.parse(text))).toEqual([7, 7, 1000, 5]);
    expect(messagesOf(id.safeParse(' '))).toEqual(['key']);
    expect(messagesOf(id.safeParse('1.5'))).toEqual(['key']);
  });
});

describe('pagingSchema', () => {
  const paging = z.object(pagingSchema(20, 50));

  it('defaults to the first page of the default size', () => {
    expect(paging.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(paging.parse({ limit: '50', offset: '100000' })).toEqual({ limit: 50, offset: 100_000 });
  });

  it.each([
    { limit: '0' },
    { limit: '51' },
    { limit: 'abc' },
    { offset: '-1' },
    { offset: '1.5' },
    { offset: '100001' },
  ])('refuses %j', (query) => {
    expect(paging.safeParse(query).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalid',
    ]);
  });
});

describe('parseCoordinate', () => {
  it.each([
    [13.6929, 'latitude', 13.6929],
    ['13.6929', 'latitude', 13.6929],
    [' -89.2182 ', 'longitude', -89.2182],
    ['+90', 'latitude', 90],
    [-90, 'latitude', -90],
    ['180', 'longitude', 180],
    ['-180.0', 'longitude', -180],
    [0, 'longitude', 0],
    ['0', 'latitude', 0],
    ['.5', 'latitude', 0.5],
    ['1e1', 'latitude', 10],
  ] as const)('accepts %j as a %s', (value, kind, expected) => {
    expect(parseCoordinate(value, kind)).toBe(expected);
  });

  it.each([
    [90.0001, 'latitude'],
    ['-91', 'latitude'],
    [180.5, 'longitude'],
    ['-181', 'longitude'],
    [Number.NaN, 'latitude'],
    [Number.POSITIVE_INFINITY, 'longitude'],
    ['Infinity', 'latitude'],
    ['NaN', 'latitude'],
    ['abc', 'latitude'],
    ['', 'latitude'],
    ['   ', 'longitude'],
    ['0x10', 'latitude'],
    ['13,69', 'latitude'],
    ['13.6.9', 'latitude'],
    [null, 'latitude'],
    [undefined, 'longitude'],
    [true, 'latitude'],
    [[13], 'latitude'],
    [{ value: 13 }, 'latitude'],
  ] as const)('refuses %j as a %s', (value, kind) => {
    expect(parseCoordinate(value, kind)).toBeNull();
  });
});

describe('isValidCoordinatePair', () => {
  it('needs both parts valid', () => {
    expect(isValidCoordinatePair(13.6929, -89.2182)).toBe(true);
    expect(isValidCoordinatePair('13.6929', '-89.2182')).toBe(true);
    expect(isValidCoordinatePair(null, -89.2182)).toBe(false);
    expect(isValidCoordinatePair(13.6929, 'x')).toBe(false);
    expect(isValidCoordinatePair(-89.2182, 13.6929)).toBe(true);
    expect(isValidCoordinatePair(100, 13.6929)).toBe(false);
  });
});

describe('coordinateSchema', () => {
  it('turns numbers and numeric strings into numbers', () => {
    expect(coordinateSchema('latitude').parse('13.5')).toBe(13.5);
    expect(coordinateSchema('longitude').parse(-89.1)).toBe(-89.1);
  });

  it.each([
    ['latitude', 'abc', 'validation.invalidLatitude'],
    ['latitude', 91, 'validation.invalidLatitude'],
    ['latitude', undefined, 'validation.invalidLatitude'],
    ['longitude', '-181', 'validation.invalidLongitude'],
    ['longitude', null, 'validation.invalidLongitude'],
    ['longitude', true, 'validation.invalidLongitude'],
  ] as const)('refuses a %s of %j with its catalog key', (kind, value, key) => {
    const result = coordinateSchema(kind).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
