import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces, type Place } from '#shared/places/places.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { choosePlace, useChosenPlace } from '#client/lib/chosen-place.ts';
import { PlaceList } from './place-list.tsx';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

interface MunicipalityPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the choice is remembered. */
  onChosen?: (place: Place) => void;
}

/**
 * 'Elige tu municipio': the offline gazetteer searched as one types (no accents needed), grouped by department. The
 * choice is remembered on this phone and becomes where nearby browsing measures from. Lazy-loaded with the gazetteer.
 */
export default function MunicipalityPickerDialog({
  open,
  onOpenChange,
  onChosen,
}: MunicipalityPickerDialogProps) {
  const { t } = useTranslation();
  const chosen = useChosenPlace();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => searchPlaces(deferredQuery), [deferredQuery]);

  function pick(place: Place) {
    choosePlace(place);
    onOpenChange(false);
    onChosen?.(place);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="h-[92dvh] sm:h-[80dvh]">
        <div className="space-y-1">
          <DialogTitle>{t('places.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('places.dialogDescription')}</DialogDescription>
        </div>
        <TextField
          label={t('places.searchLabel')}
          type="search"
          placeholder={t('places.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {found.length > 0 ? t('places.results', { count: found.length }) : t('places.noResults')}
        </p>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <PlaceList places={found} selected={chosen} onPick={pick} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
