import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { defaultRadius, isRadiusOption, radiusOptions, radiusText, WHOLE_COUNTRY_MILES } from './radius.ts';

/** Gives the key and its count, to see what radiusText asks for. */
const t = ((key: string, options?: { count: number }) =>
  options ? `${key}:${options.count}` : key) as unknown as TFunction;

describe('radius options', () => {
  it('are round numbers in each unit, in miles for the API, the whole country last', () => {
    expect(radiusOptions('mi')).toEqual([1, 3, 6, 15, 30, WHOLE_COUNTRY_MILES]);
    expect(radiusOptions('km')).toEqual([1.2427, 3.1069, 6.2137, 15.5343, 31.0686, WHOLE_COUNTRY_MILES]);
    expect(defaultRadius('mi')).toBe(3);
    expect(defaultRadius('km')).toBe(3.1069);
  });

  it('are named in the chosen unit', () => {
    expect(radiusOptions('km').map((miles) => radiusText(t, miles, 'km'))).toEqual([
      'distanceUnit.radius_km:2',
      'distanceUnit.radius_km:5',
      'distanceUnit.radius_km:10',
      'distanceUnit.radius_km:25',
      'distanceUnit.radius_km:50',
      'marketplace.distance.wholeCountry',
    ]);
    expect(radiusText(t, 3, 'mi')).toBe('distanceUnit.radius_mi:3');
    expect(radiusText(t, 3, 'km')).toBe('distanceUnit.radius_km:4.8');
  });

  it('of either unit are valid, anything else is not', () => {
    expect(isRadiusOption(6)).toBe(true);
    expect(isRadiusOption(6.2137)).toBe(true);
    expect(isRadiusOption(7)).toBe(false);
    expect(isRadiusOption(Number.NaN)).toBe(false);
  });
});
