import { MINUTES_PER_DAY } from '#shared/notifications.ts';

/** El Salvador keeps UTC−6 all year (no daylight saving time). */
const EL_SALVADOR_OFFSET_MINUTES = -6 * 60;

/** Minutes after midnight in El Salvador at `now`. */
export function minuteOfDayInElSalvador(now: Date): number {
  const utcMinute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return (utcMinute + EL_SALVADOR_OFFSET_MINUTES + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * Whether `now` falls in the quiet hours from `start` (included) to `end` (excluded), both minutes after midnight in
 * El Salvador; a range that wraps midnight (22:00 → 07:00) holds the night. No range, or an empty one, is never quiet.
 */
export function isQuietTime(
  now: Date,
  hours: { quietStart: number | null; quietEnd: number | null },
): boolean {
  const { quietStart: start, quietEnd: end } = hours;
  if (start === null || end === null || start === end) return false;
  const minute = minuteOfDayInElSalvador(now);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
