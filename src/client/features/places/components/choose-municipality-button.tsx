import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '#shared/places/places.ts';
import { Button } from '#client/components/ui/button.tsx';
import placesTexts from '#shared/locales/es/places.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ places: placesTexts });

const MunicipalityPickerDialog = lazy(() => import('./municipality-picker-dialog.tsx'));

interface ChooseMunicipalityButtonProps {
  /** 'Elegir municipio' before any choice, 'Cambiar' once there is one. */
  label: 'choose' | 'change';
  onChosen?: (place: Place) => void;
  className?: string;
}

/**
 * Opens the municipality picker (which loads with the gazetteer on the first tap): for a person whose phone gives no
 * position, or who refused it. The choice is remembered (chosen-place.ts).
 */
export function ChooseMunicipalityButton({ label, onChosen, className }: ChooseMunicipalityButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <MapPinned aria-hidden className="size-4" />
        {t(label === 'choose' ? 'places.choose' : 'places.change')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MunicipalityPickerDialog open onOpenChange={setOpen} onChosen={onChosen} />
        </Suspense>
      )}
    </>
  );
}
