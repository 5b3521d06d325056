import { FEET_PER_MILE, type Language } from './constants.ts';

/** Formatters of SPEC §9 (price, distance, relative time, chat time). Pure: the client renders with them. */

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A price in US dollars with 2 decimals and ',' thousands: 85.5 or '85.5' → '$85.50', 1250 → '$1,250.00'
 * (El Salvador writes dollars this way in both languages). Prices come from the API as numeric strings.
 * Anything not a finite number gives '' rather than a made-up amount.
 */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? priceFormat.format(amount) : '';
}

/** Below this a distance is shown in feet (SPEC §9). */
const FEET_BELOW_MILES = 0.1;
const distanceFormats: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-SV', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/**
 * A distance: under 0.1 mi in whole feet ('264 ft'), otherwise miles with 1 decimal ('2.3 mi').
 * Units are 'ft' and 'mi' in both languages; the number follows the language's conventions. '' when not a distance.
 */
export function formatDistance(miles: number, language: Language): string {
  if (!Number.isFinite(miles) || miles < 0) return '';
  if (miles < FEET_BELOW_MILES) return `${Math.round(miles * FEET_PER_MILE)} ft`;
  return `${distanceFormats[language].format(miles)} mi`;
}

export type RelativeTimeUnit = 'minutes' | 'hours' | 'days';
export type RelativeTimeParts = { unit: RelativeTimeUnit; value: number };

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/**
 * How long ago, in the unit SPEC §9 picks: under 60 minutes in minutes, under 1440 minutes in hours, else days
 * (whole units, rounded down). The client turns the parts into 'hace 5 minutos' / '5 minutes ago'.
 * A date in the future or an invalid date counts as 0 minutes.
 */
export function relativeTimeParts(date: Date | string | number, now: Date = new Date()): RelativeTimeParts {
  const elapsed = now.getTime() - toDate(date).getTime();
  const minutes = Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / 60_000)) : 0;
  if (minutes < MINUTES_PER_HOUR) return { unit: 'minutes', value: minutes };
  if (minutes < MINUTES_PER_DAY) return { unit: 'hours', value: Math.floor(minutes / MINUTES_PER_HOUR) };
  return { unit: 'days', value: Math.floor(minutes / MINUTES_PER_DAY) };
}

const chatTimeFormat = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A message's time as hh:mm, 24-hour, in the device's time zone, as Spanish (Spain) writes it: '09:05'. */
export function formatChatTime(date: Date | string | number): string {
  const value = toDate(date);
  return Number.isNaN(value.getTime()) ? '' : chatTimeFormat.format(value);
}
