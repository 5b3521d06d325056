import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  describePlaces,
  placeRows,
  searchDivisions,
  type Divisions,
  type PlaceMatch,
} from '#shared/places/divisions.ts';
import divisionsJson from '#shared/places/places-2024.json' with { type: 'json' };
import type { Place } from '#shared/places/places.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { choosePlace, useChosenPlace } from '#client/lib/chosen-place.ts';
import { DivisionBrowser } from './division-browser.tsx';
import { PlaceList } from './place-list.tsx';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

const divisions: Divisions = divisionsJson;
const ROWS = placeRows(divisions);
const PLACES_2024 = describePlaces(ROWS);
const PARENT_OF = new Map(
  ROWS.flatMap((row) => (row.parentId === null ? [] : [[row.id, row.parentId] as const])),
);
/** As many as a typed name may bring: every distrito of a departamento's municipios. */
const FOUND_MAX = 60;

/** A place of the 2024 division as the chosen place is kept: its name, departamento and centre. */
const asPlace = (match: PlaceMatch): Place => ({
  name: match.name,
  department: match.departamento,
  latitude: match.lat,
  longitude: match.lng,
});

interface MunicipalityPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the choice is remembered. */
  onChosen?: (place: Place) => void;
}

/**
 * 'Elige tu municipio': El Salvador's departamentos, municipios and distritos since 2024, browsed step by step or
 * searched as one types (old or new names, no accents needed), grouped by departamento. The choice is remembered on
 * this phone and becomes where nearby browsing measures from. Lazy-loaded with the data.
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
  const found = useMemo(
    () =>
      searchDivisions(ROWS, deferredQuery, FOUND_MAX)
        // A departamento is browsed, not chosen by name: its name is also its capital distrito's.
        .filter((match) => match.type !== 'departamento')
        .map(asPlace),
    [deferredQuery],
  );
  const typing = deferredQuery.trim() !== '';

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
          {!typing
            ? t('places.browseHint')
            : found.length > 0
              ? t('places.results', { count: found.length })
              : t('places.noResults')}
        </p>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {typing ? (
            <PlaceList places={found} selected={chosen} onPick={pick} />
          ) : (
            <DivisionBrowser
              places={PLACES_2024}
              parentOf={PARENT_OF}
              onPick={(match) => pick(asPlace(match))}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
