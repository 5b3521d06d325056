import { describe, expect, it } from 'vitest';
import {
  formatChatTime,
  formatPrice,
  listingDistance,
  milesIn,
  relativeTimeParts,
  toMiles,
} from './format.ts';

describe('formatPrice', () => {
  it.each([
    ['85.5', '$85.50'],
    [85.5, '$85.50'],
    ['85.50', '$85.50'],
    [0, '$0.00'],
    ['1250', '$1,250.00'],
    [1250, '$1,250.00'],
    [1234567.891, '$1,234,567.89'],
    ['99999999.99', '$99,999,999.99'],
    [0.005, '$0.01'],
  ] as const)('formats %j as %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it("writes every price as Intl's en-US dollar format does", () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const cents = [0, 1, 5, 9, 10, 49, 50, 99, 100, 995, 1005, 99_999, 100_000, 123_456_789, 9_999_999_999];
    const prices = [
      ...cents.map((each) => each / 100),
      0.125,
      0.135,
      2.675,
      1.005,
      1234.565,
      1e7 + 0.015,
      -12.5,
      1e-7,
      0.00499,
      99_999_999.995,
    ];
    for (const price of prices) expect(formatPrice(price)).toBe(dollars.format(price));
  });

  it('gives nothing rather than an invented amount for a non-number', () => {
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('listingDistance', () => {
  it.each([
    [0, { within: true, text: '1 km' }],
    [0.62, { within: true, text: '1 km' }],
    [0.63, { within: false, text: '1.0 km' }],
    [2.345, { within: false, text: '3.8 km' }],
    [15, { within: false, text: '24.1 km' }],
    [31.27, { within: false, text: '50.3 km' }],
  ] as const)('shows %f miles in km until the person chooses miles: %j', (miles, expected) => {
    expect(listingDistance(miles)).toEqual(expected);
  });

  it.each([
    [0, { within: true, text: '0.5 mi' }],
    [0.4999, { within: true, text: '0.5 mi' }],
    [0.5, { within: false, text: '0.5 mi' }],
    [2.345, { within: false, text: '2.3 mi' }],
    [2.35, { within: false, text: '2.4 mi' }],
    [15, { within: false, text: '15.0 mi' }],
  ] as const)('shows %f miles in mi once chosen: %j', (miles, expected) => {
    expect(listingDistance(miles, 'mi')).toEqual(expected);
  });

  it('never gives a number below the grid’s precision, groups thousands and gives nothing for a non-distance', () => {
    for (const miles of [0, 0.001, 0.05, 0.1, 0.3]) {
      expect(listingDistance(miles)?.within).toBe(true);
      expect(listingDistance(miles, 'mi')?.within).toBe(true);
    }
    expect(listingDistance(1234.56, 'mi')).toEqual({ within: false, text: '1,234.6 mi' });
    expect(listingDistance(Number.NaN)).toBeNull();
    expect(listingDistance(-1)).toBeNull();
  });

  it('writes every distance as Intl does in es-SV and en-US', () => {
    const miles = [0.63, 0.7, 1, 1.25, 2.35, 2.675, 9.99, 15.05, 31.27, 99.96, 621.5, 1234.56, 9999.99];
    for (const locale of ['es-SV', 'en-US']) {
      const oneDecimal = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const unit of ['km', 'mi'] as const) {
        for (const distance of miles) {
          const expected = `${oneDecimal.format(milesIn(unit, distance))} ${unit}`;
          expect(listingDistance(distance, unit)?.text).toBe(expected);
        }
      }
    }
  });
});

describe('relativeTimeParts', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it.each([
    [0, { unit: 'minutes', value: 0 }],
    [0.5, { unit: 'minutes', value: 0 }],
    [1, { unit: 'minutes', value: 1 }],
    [59.9, { unit: 'minutes', value: 59 }],
    [60, { unit: 'hours', value: 1 }],
    [119, { unit: 'hours', value: 1 }],
    [1439, { unit: 'hours', value: 23 }],
    [1440, { unit: 'days', value: 1 }],
    [2879, { unit: 'days', value: 1 }],
    [2880, { unit: 'days', value: 2 }],
    [60 * 24 * 400, { unit: 'days', value: 400 }],
  ] as const)('%f minutes ago → %j', (minutes, expected) => {
    expect(relativeTimeParts(ago(minutes), now)).toEqual(expected);
  });

  it('accepts ISO strings and timestamps, and counts the future and invalid dates as 0 minutes', () => {
    expect(relativeTimeParts('2025-03-10T09:30:00Z', now)).toEqual({ unit: 'hours', value: 2 });
    expect(relativeTimeParts(ago(5).getTime(), now)).toEqual({ unit: 'minutes', value: 5 });
    expect(relativeTimeParts(ago(-30), now)).toEqual({ unit: 'minutes', value: 0 });
    expect(relativeTimeParts('not a date', now)).toEqual({ unit: 'minutes', value: 0 });
  });

  it('measures against the current time by default', () => {
    expect(relativeTimeParts(new Date(Date.now() - 3 * 60 * 60_000))).toEqual({ unit: 'hours', value: 3 });
  });
});

describe('formatChatTime', () => {
  it('writes hh:mm in 24 hours, local time', () => {
    expect(formatChatTime(new Date(2025, 2, 10, 9, 5))).toBe('09:05');
    expect(formatChatTime(new Date(2025, 2, 10, 0, 0))).toBe('00:00');
    expect(formatChatTime(new Date(2025, 2, 10, 23, 59))).toBe('23:59');
    expect(formatChatTime(new Date(2025, 2, 10, 13, 7).toISOString())).toBe('13:07');
  });

  it('writes every minute of a day as Intl does in es-ES', () => {
    const esTime = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hour12: false });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const date = new Date(2025, 10, 26, 0, minute);
      expect(formatChatTime(date)).toBe(esTime.format(date));
    }
  });

  it('gives nothing for an invalid date', () => {
    expect(formatChatTime('nope')).toBe('');
  });
});

describe('milesIn and toMiles', () => {
  it('convert between miles and the unit, and back', () => {
    expect(milesIn('km', 1)).toBeCloseTo(1.609344, 9);
    expect(milesIn('mi', 3)).toBe(3);
    expect(toMiles('km', 5)).toBeCloseTo(3.10686, 5);
    expect(toMiles('mi', 6)).toBe(6);
    for (const amount of [0.5, 2, 50]) expect(milesIn('km', toMiles('km', amount))).toBeCloseTo(amount, 9);
  });
});
