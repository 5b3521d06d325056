import type { TFunction } from 'i18next';
import { listingDistance } from '#shared/format.ts';
import { currentDistanceUnit } from '#client/lib/distance-unit.ts';
import { addTexts } from '#client/lib/i18n.ts';
import productCardTexts from '#shared/locales/es/productCard.json' with { type: 'json' };

addTexts({ productCard: productCardTexts });

/** How far a listing is, in the chosen unit: '2.3 km' / '2.3 mi', 'a menos de 1 km' when nearer than its location is precise; '' when unknown. */
export function distanceText(t: TFunction, miles: number | undefined): string {
  const distance = miles === undefined ? null : listingDistance(miles, currentDistanceUnit());
  if (!distance) return '';
  return distance.within ? t('productCard.within', { distance: distance.text }) : distance.text;
}
