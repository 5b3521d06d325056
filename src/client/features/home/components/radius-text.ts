import type { TFunction } from 'i18next';
import { WHOLE_COUNTRY_MILES, type DistanceOption } from '#client/features/home/home-params.ts';

/** Every text naming the radius comes from the selected value ('3 millas', 'Todo el país'). */
export function radiusText(t: TFunction, radius: DistanceOption): string {
  return radius === WHOLE_COUNTRY_MILES
    ? t('marketplace.distance.wholeCountry')
    : t('marketplace.distance.miles', { count: radius });
}
