import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByDepartment, type Place } from '#shared/places/places.ts';
import type { ChosenPlace } from '#client/lib/chosen-place.ts';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

interface PlaceListProps {
  places: readonly Place[];
  /** Marked as the current choice. */
  selected: ChosenPlace | null;
  onPick: (place: Place) => void;
}

const isSame = (place: Place, selected: ChosenPlace | null) =>
  selected !== null && place.name === selected.name && place.department === selected.department;

/** Places under their departments' headings, each a full-width button of at least 44 px. */
export function PlaceList({ places, selected, onPick }: PlaceListProps) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <div className="space-y-4">
      {groupByDepartment(places).map(({ department, places: inDepartment }, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <section key={department} aria-labelledby={headingId}>
            <h3
              id={headingId}
              className="sticky top-0 bg-card py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {department}
            </h3>
            <ul className="divide-y divide-border">
              {inDepartment.map((place) => {
                const chosen = isSame(place, selected);
                return (
                  <li key={place.name}>
                    <button
                      type="button"
                      aria-label={t('places.placeInDepartment', { place: place.name, department })}
                      aria-current={chosen ? 'true' : undefined}
                      onClick={() => onPick(place)}
                      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className={chosen ? 'font-semibold' : undefined}>{place.name}</span>
                      {chosen && (
                        <span className="inline-flex items-center gap-1 text-sm text-primary">
                          <Check aria-hidden className="size-4" />
                          {t('places.chosen')}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
