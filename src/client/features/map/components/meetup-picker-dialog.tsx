import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { focusOnMount } from '#client/lib/focus.ts';
import { pointPlaceText, type MeetupPoint } from './meetup.ts';
import { MeetupPickerMap } from './meetup-picker-map.tsx';
import { MeetupPlaceSearch } from './meetup-place-search.tsx';
import meetupPickerTexts from '#shared/locales/es/meetupPicker.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetupPicker: meetupPickerTexts });

interface MeetupPickerProps {
  /** The point chosen before, if any. */
  chosen: MeetupPoint | null;
  /** Where a first pick starts: the user's position, or San Salvador. */
  start: LatLng;
  onDone: (point: MeetupPoint) => void;
}

/** The dialog's content: mounted on open, so the map is created on open and destroyed on close. */
function MeetupPickerBody({ chosen, start, onDone }: MeetupPickerProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<LatLng>(chosen ?? start);
  const [name, setName] = useState(chosen?.name ?? '');
  const [nameMissing, setNameMissing] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React passes events up through portals: this form sits inside the create form, which must not submit now.
    event.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameMissing(true);
      return;
    }
    onDone({ name: trimmed, ...position });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="space-y-1">
        {/* Focus starts on the title rather than a text field, whose keyboard would cover the map on a phone. */}
        <DialogTitle ref={focusOnMount} tabIndex={-1} className="outline-none">
          {t('meetupPicker.title')}
        </DialogTitle>
        <DialogDescription>{t('meetupPicker.description')}</DialogDescription>
      </div>
      <MeetupPlaceSearch onPick={({ latitude, longitude }) => setPosition({ latitude, longitude })} />
      <MeetupPickerMap position={position} onMove={setPosition} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pointPlaceText(t, position)}
      </p>
      <TextField
        label={t('meetupPicker.nameLabel')}
        placeholder={t('meetupPicker.namePlaceholder')}
        value={name}
        maxLength={200}
        autoComplete="off"
        error={nameMissing ? t('meetupPicker.nameRequired') : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setNameMissing(false);
        }}
      />
      <DialogFooter>
        <Button type="submit">{t('meetupPicker.done')}</Button>
      </DialogFooter>
    </form>
  );
}

interface MeetupPickerDialogProps extends MeetupPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The meetup picker: a town search, map and red pin, the place's name, Done and close. */
export function MeetupPickerDialog({ open, onOpenChange, onDone, ...pick }: MeetupPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <MeetupPickerBody
          {...pick}
          onDone={(point) => {
            onDone(point);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
