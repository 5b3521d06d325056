import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { Button } from '#client/components/ui/button.tsx';
import { pointPlaceText, type MeetupPoint } from './meetup.ts';
import { MeetupPickerDialog } from './meetup-picker-dialog.tsx';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

interface MeetupFieldProps {
  value: MeetupPoint | null;
  /** Where the picker opens when nothing is chosen yet. */
  start: LatLng;
  onChange: (point: MeetupPoint) => void;
  /** Already translated. */
  error?: string;
}

/** The form's meetup place: what was chosen (its name and the town it is near) and the button to the picker. */
export function MeetupField({ value, start, onChange, error }: MeetupFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const errorId = `${labelId}-error`;
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium">
        {t('createProduct.meetupLabel')}
      </p>
      <p className="text-sm text-muted-foreground">{t('createProduct.meetupHint')}</p>
      {value && (
        <div className="flex items-start gap-3 rounded-xl border border-border bg-card p-3">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
          <div className="min-w-0">
            <p className="font-medium break-words">{value.name}</p>
            <p className="text-sm text-muted-foreground">{pointPlaceText(t, value)}</p>
          </div>
        </div>
      )}
      <Button
        variant="outline"
        className="w-full"
        aria-describedby={error ? errorId : undefined}
        onClick={() => setPicking(true)}
      >
        <MapPin aria-hidden className="size-5" />
        {t(value ? 'createProduct.meetupChange' : 'createProduct.meetupChoose')}
      </Button>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <MeetupPickerDialog
        open={picking}
        onOpenChange={setPicking}
        chosen={value}
        start={start}
        onDone={onChange}
      />
    </div>
  );
}
