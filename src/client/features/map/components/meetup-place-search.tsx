import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces, type Place } from '#shared/places/places.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import meetupPickerTexts from '#shared/locales/es/meetupPicker.json' with { type: 'json' };
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetupPicker: meetupPickerTexts, places: placesTexts });

/** Enough to find a town by its first letters without pushing the map off a phone screen. */
const MAX_RESULTS = 5;

/** The meetup picker's search: towns of the offline gazetteer by name; picking one moves the map there. */
export function MeetupPlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(
    () => (deferredQuery.trim() ? searchPlaces(deferredQuery).slice(0, MAX_RESULTS) : []),
    [deferredQuery],
  );

  return (
    <div className="space-y-2">
      <TextField
        label={t('meetupPicker.searchLabel')}
        type="search"
        placeholder={t('places.meetupSearchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={listId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter takes the best match instead of submitting the picker.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const [best] = found;
          if (best) {
            onPick(best);
            setQuery('');
          }
        }}
      />
      <div id={listId} aria-live="polite">
        {query.trim() && found.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('places.noResults')}</p>
        )}
        {found.length > 0 && (
          <ul
            aria-label={t('places.meetupResults')}
            className="divide-y divide-border rounded-xl border border-border"
          >
            {found.map((place) => (
              <li key={`${place.name}|${place.department}`}>
                <button
                  type="button"
                  aria-label={t('places.goTo', { place: place.name, department: place.department })}
                  onClick={() => {
                    onPick(place);
                    setQuery('');
                  }}
                  className="flex min-h-11 w-full items-baseline justify-between gap-3 px-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="font-medium">{place.name}</span>
                  <span className="text-sm text-muted-foreground">{place.department}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
