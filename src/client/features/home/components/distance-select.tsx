import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE_OPTIONS_MILES } from '#shared/constants.ts';
import { cn } from '#client/lib/cn.ts';
import type { DistanceOption } from '#client/features/home/home-params.ts';
import { radiusText } from './radius-text.ts';

interface DistanceSelectProps {
  value: DistanceOption;
  onChange: (radius: DistanceOption) => void;
}

/** The radius of the nearby list; shown only when the user's location is known. */
export function DistanceSelect({ value, onChange }: DistanceSelectProps) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-muted-foreground">
        {t('marketplace.distance.label')}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const radius = DISTANCE_OPTIONS_MILES.find((option) => option === Number(event.target.value));
          if (radius !== undefined) onChange(radius);
        }}
        className={cn(
          'min-h-10 rounded-xl border border-input bg-card px-3 text-sm font-medium text-foreground',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
        )}
      >
        {DISTANCE_OPTIONS_MILES.map((option) => (
          <option key={option} value={option}>
            {radiusText(t, option)}
          </option>
        ))}
      </select>
    </div>
  );
}
