import { currentLanguage, LOCALES } from '#client/lib/i18n.ts';

/** A moment as a deadline reads: '30 nov 2026, 3:15 p. m.' in the reader's language. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
