import { useTranslation } from 'react-i18next';
import { relativeTimeParts } from '#shared/format.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** 'hace 5 minutos' / '5 minutes ago' (minutes, hours, days), with the exact time for machines. */
export function RelativeTime({ date }: { date: string }) {
  const { t } = useTranslation();
  const { unit, value } = relativeTimeParts(date);
  const text =
    unit === 'minutes' && value === 0
      ? t('community.ageJustNow')
      : t(`community.age_${unit}`, { count: value });
  return (
    <time dateTime={date} className="text-xs text-muted-foreground">
      {text}
    </time>
  );
}
