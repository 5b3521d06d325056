import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceMatch } from '#shared/places/divisions.ts';

interface DivisionBrowserProps {
  places: readonly PlaceMatch[];
  /** With their parent's id: a municipio's departamento, a distrito's municipio. */
  parentOf: ReadonlyMap<number, number>;
  onPick: (place: PlaceMatch) => void;
}

const ROW_CLASSES =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The country step by step: the 14 departamentos, then the municipios of the one tapped, then its distritos (or the
 * whole municipio). Each row a full-width button of at least 44 px.
 */
export function DivisionBrowser({ places, parentOf, onPick }: DivisionBrowserProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState<PlaceMatch[]>([]);
  const parent = path.at(-1);
  const children = places
    .filter((place) => (parent ? parentOf.get(place.id) === parent.id : place.type === 'departamento'))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const above = path.at(-2);

  return (
    <section aria-labelledby="division-level" className="space-y-2">
      {parent && (
        <button type="button" className={ROW_CLASSES} onClick={() => setPath(path.slice(0, -1))}>
          <span className="inline-flex items-center gap-1 text-sm text-primary">
            <ChevronLeft aria-hidden className="size-4" />
            {above ? t('places.back', { place: above.name }) : t('places.backToDepartamentos')}
          </span>
        </button>
      )}
      <h3 id="division-level" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {parent ? parent.name : t('places.departamentos')}
      </h3>
      <ul className="divide-y divide-border">
        {parent?.type === 'municipio' && (
          <li>
            <button type="button" className={ROW_CLASSES} onClick={() => onPick(parent)}>
              <span className="font-medium">{t('places.wholeMunicipio', { place: parent.name })}</span>
            </button>
          </li>
        )}
        {children.map((place) => (
          <li key={place.id}>
            <button
              type="button"
              className={ROW_CLASSES}
              onClick={() => (place.type === 'distrito' ? onPick(place) : setPath([...path, place]))}
            >
              <span>{place.name}</span>
              {place.type !== 'distrito' && (
                <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
