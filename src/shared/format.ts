/** Formatters (price, distance, relative time, chat time). Pure: the client renders with them. */

/*
 * Numbers are written by hand rather than with Intl.NumberFormat: creating a formatter loads its locale's data, about
 * 50–100 ms on a cheap phone, in the middle of the first render of a list. Spanish as written in El Salvador and
 * English write numbers alike: ',' between thousands, '.' before the decimals.
 */

/** Where a ',' goes in a whole number: before each group of three digits that ends it. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `amount` (not negative) in units of its `decimals`-th decimal, a half rounded up as the amount is written
 * ('2.675' → 268 at 2 decimals), as Intl rounds: the decimal point is moved in the number's text, since 2.675 × 100
 * in binary is 267.49999….
 */
function roundedUnits(amount: number, decimals: number): number {
  const [digits, exponent = '0'] = String(amount).split('e');
  return Math.round(Number(`${digits}e${Number(exponent) + decimals}`));
}

/**
 * `amount` with ',' thousands and `decimals` decimals ('1,234.50'), as Intl writes it in en-US and es-SV; with
 * `dropZeroDecimals`, decimals that are all zeros are left out ('1', not '1.0').
 */
function decimalText(amount: number, decimals: number, dropZeroDecimals = false): string {
  const units = roundedUnits(Math.abs(amount), decimals);
  const scale = 10 ** decimals;
  const whole = String(Math.floor(units / scale)).replace(THOUSANDS, ',');
  const fraction = String(units % scale).padStart(decimals, '0');
  const sign = amount < 0 ? '-' : '';
  return dropZeroDecimals && units % scale === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * A price in US dollars with 2 decimals and ',' thousands: 85.5 or '85.5' → '$85.50', 1250 → '$1,250.00'
 * (El Salvador writes dollars this way in both languages), as Intl's en-US currency format does. Prices come from
 * the API as numeric strings. Anything not a finite number gives '' rather than a made-up amount.
 */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(amount)) return '';
  return `${amount < 0 ? '-' : ''}$${decimalText(Math.abs(amount), 2)}`;
}

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** The unit distances are read in until the person chooses miles in Settings: km in every language, as El Salvador measures them. */
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'km';

const KM_PER_MILE = 1.609344;

/** A distance in miles (the API's unit) in `unit`. */
export const milesIn = (unit: DistanceUnit, miles: number) => (unit === 'km' ? miles * KM_PER_MILE : miles);
/** A distance in `unit` in miles, for the API. */
export const toMiles = (unit: DistanceUnit, amount: number) =>
  unit === 'km' ? amount / KM_PER_MILE : amount;
/**
 * Below this a listing's distance gets no number: its location is only its ~500 m grid cell's centre
 * (approximateLocation in geo.ts), up to ~400 m from the real spot, so '0 ft' or '120 m' would claim a precision
 * nobody has. 1 km; 0.5 mi (about 800 m) in miles.
 */
const NEAR_LIMITS: Record<DistanceUnit, number> = { km: 1, mi: 0.5 };
export type ListingDistance = {
  /** True when the listing is nearer than `text`: the client shows 'a menos de 1 km' / 'under 0.5 mi'. */
  within: boolean;
  /** The distance with 1 decimal and its unit ('2.3 km', '1,234.6 mi'), or the limit when `within` ('1 km'). */
  text: string;
};

/**
 * How far a listing is, in `unit`, from a distance in miles (the API's unit). Nearer than the limit only the limit is
 * given. null when not a distance.
 */
export function listingDistance(
  miles: number,
  unit: DistanceUnit = DEFAULT_DISTANCE_UNIT,
): ListingDistance | null {
  if (!Number.isFinite(miles) || miles < 0) return null;
  const amount = milesIn(unit, miles);
  const limit = NEAR_LIMITS[unit];
  if (amount < limit) return { within: true, text: `${decimalText(limit, 1, true)} ${unit}` };
  return { within: false, text: `${decimalText(amount, 1)} ${unit}` };
}

export type RelativeTimeUnit = 'minutes' | 'hours' | 'days';
export type RelativeTimeParts = { unit: RelativeTimeUnit; value: number };

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/**
 * How long ago, in the largest fitting unit: under 60 minutes in minutes, under 1440 minutes in hours, else days
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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A message's time as hh:mm, 24-hour, in the device's time zone, as Intl writes it in es-ES: '09:05'. By hand, like
 * the numbers above: creating the date formatter cost the conversation list's first render about 80 ms on a cheap phone.
 */
export function formatChatTime(date: Date | string | number): string {
  const value = toDate(date);
  return Number.isNaN(value.getTime())
    ? ''
    : `${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`;
}

/** A recording's length as m:ss, as voice notes show it: 12 400 ms → '0:12', 125 000 ms → '2:05'. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}
