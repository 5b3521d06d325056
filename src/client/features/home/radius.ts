import type { TFunction } from 'i18next';
import { DEFAULT_DISTANCE_MILES, DISTANCE_OPTIONS_MILES } from '#shared/constants.ts';
import { DISTANCE_UNITS, milesIn, toMiles, type DistanceUnit } from '#shared/format.ts';
import distanceUnitTexts from '#shared/locales/es/distanceUnit.json' with { type: 'json' };
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ distanceUnit: distanceUnitTexts, marketplace: marketplaceTexts });

/** The radius option meaning the whole country (miles, as the API takes it). */
export const WHOLE_COUNTRY_MILES = 999;

/** The radii offered in each unit, round numbers in that unit; the whole country comes last in both. */
const RADIUS_STEPS: Record<DistanceUnit, readonly number[]> = {
  mi: DISTANCE_OPTIONS_MILES.filter((miles) => miles !== WHOLE_COUNTRY_MILES),
  km: [2, 5, 10, 25, 50],
};
const DEFAULT_STEP: Record<DistanceUnit, number> = { mi: DEFAULT_DISTANCE_MILES, km: 5 };

/** 4 decimals of a mile (about 16 cm): short in the URL and the same number each time. */
const roundMiles = (miles: number) => Math.round(miles * 10_000) / 10_000;

/** The radius options of `unit`, in miles. */
export function radiusOptions(unit: DistanceUnit): number[] {
  return [...RADIUS_STEPS[unit].map((step) => roundMiles(toMiles(unit, step))), WHOLE_COUNTRY_MILES];
}

export function defaultRadius(unit: DistanceUnit): number {
  return roundMiles(toMiles(unit, DEFAULT_STEP[unit]));
}

/** Whether `miles` is one of the options of either unit (a shared link may carry the other unit's). */
export function isRadiusOption(miles: number): boolean {
  return DISTANCE_UNITS.some((unit) => radiusOptions(unit).includes(miles));
}

/** Every text naming the radius comes from the selected value, in the chosen unit ('5 km', '3 millas', 'Todo el país'). */
export function radiusText(t: TFunction, miles: number, unit: DistanceUnit): string {
  if (miles === WHOLE_COUNTRY_MILES) return t('marketplace.distance.wholeCountry');
  const count = Math.round(milesIn(unit, miles) * 10) / 10;
  return t(`distanceUnit.radius_${unit}`, { count });
}
