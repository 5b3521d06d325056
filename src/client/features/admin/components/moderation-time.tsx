import { currentLanguage, LOCALES } from '#client/lib/i18n.ts';

/** When something happened, as '25 nov 2026, 14:30' in the reader's language. */
export function ModerationTime({ iso, className }: { iso: string; className?: string }) {
  const text = new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
