import type { TFunction } from 'i18next';
import { radiusInUnit } from '#shared/format.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { WHOLE_COUNTRY_MILES, type DistanceOption } from '#client/features/home/home-params.ts';

/** Every text naming the radius comes from the selected value ('5 km', '3 miles', 'Todo el país'). */
export function radiusText(t: TFunction, radius: DistanceOption): string {
  if (radius === WHOLE_COUNTRY_MILES) return t('marketplace.distance.wholeCountry');
  const { amount, unit } = radiusInUnit(radius, currentLanguage());
  return unit === 'km'
    ? t('marketplace.distance.kilometres', { count: amount })
    : t('marketplace.distance.miles', { count: amount });
}
