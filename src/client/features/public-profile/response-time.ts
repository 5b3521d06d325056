import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ publicProfile: publicProfileTexts });

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** How soon someone usually answers, as a catalog key: under an hour, within the day, a day or more; null when unknown. */
export function responseTimeKey(responseMinutes: number | null): TextKey | null {
  if (responseMinutes === null) return null;
  if (responseMinutes < HOUR_MINUTES) return 'publicProfile.respondsWithinHour';
  if (responseMinutes < DAY_MINUTES) return 'publicProfile.respondsWithinHours';
  return 'publicProfile.respondsInDays';
}
