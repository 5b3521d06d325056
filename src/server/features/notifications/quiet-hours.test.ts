import { describe, expect, it } from 'vitest';
import { isQuietTime, minuteOfDayInElSalvador } from './quiet-hours.ts';

/** A moment given in El Salvador's time (UTC−6). */
const elSalvador = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 20, hours + 6, minutes));

describe('quiet hours', () => {
  it('reads the time in El Salvador, UTC−6 all year', () => {
    expect(minuteOfDayInElSalvador(new Date('2026-11-20T05:30:00Z'))).toBe(23 * 60 + 30);
    expect(minuteOfDayInElSalvador(new Date('2026-06-20T12:00:00Z'))).toBe(6 * 60);
  });

  it('holds a range within the day, start included and end excluded', () => {
    const hours = { quietStart: 13 * 60, quietEnd: 15 * 60 };
    expect(isQuietTime(elSalvador(13), hours)).toBe(true);
    expect(isQuietTime(elSalvador(14, 59), hours)).toBe(true);
    expect(isQuietTime(elSalvador(15), hours)).toBe(false);
    expect(isQuietTime(elSalvador(12, 59), hours)).toBe(false);
  });

  it('holds the night across midnight', () => {
    const night = { quietStart: 22 * 60, quietEnd: 7 * 60 };
    expect(isQuietTime(elSalvador(23), night)).toBe(true);
    expect(isQuietTime(elSalvador(3), night)).toBe(true);
    expect(isQuietTime(elSalvador(7), night)).toBe(false);
    expect(isQuietTime(elSalvador(12), night)).toBe(false);
  });

  it('is never quiet without hours or with an empty range', () => {
    expect(isQuietTime(elSalvador(3), { quietStart: null, quietEnd: null })).toBe(false);
    expect(isQuietTime(elSalvador(3), { quietStart: 180, quietEnd: 180 })).toBe(false);
  });
});
