import { useTranslation } from 'react-i18next';
import { RESERVATION_HOURS, type ReservationHours } from '#shared/deals-constants.ts';
import { ChoiceGroup, RadioCard } from '#client/components/ui/choice-group.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts });

/** How long a reservation holds (or is extended by): 24, 48 or 72 hours, side by side. */
export function ReservationHoursField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: ReservationHours;
  onChange: (hours: ReservationHours) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup legend={legend}>
      <div className="grid grid-cols-3 gap-2">
        {RESERVATION_HOURS.map((hours) => (
          <RadioCard
            key={hours}
            name="reservation-hours"
            value={hours}
            checked={value === hours}
            onChange={() => onChange(hours)}
          >
            {t('deal.hours', { count: hours })}
          </RadioCard>
        ))}
      </div>
    </ChoiceGroup>
  );
}
