import { CheckCircle2, LocateFixed, Map } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import type { LatLng } from '#shared/geo.ts';
import { MEETUP_SPOT_HOURS_MAX, MEETUP_SPOT_NAME_MAX } from '#shared/meetup-spots.ts';
import { MEETUP_SPOT_KINDS, type MeetupSpotKind } from '#shared/meetup-spots-constants.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ChoiceGroup, RadioCard } from '#client/components/ui/choice-group.tsx';
import { DocumentPage } from '#client/components/ui/document-page.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, fieldErrors } from '#client/lib/api.ts';
import { GEOLOCATION_ERROR_KEYS, requestLocation, useGeolocation } from '#client/lib/geolocation.ts';
import { toast } from '#client/lib/toast.ts';
import { MeetupPickerDialog } from '#client/features/map/components/meetup-picker-dialog.tsx';
import { pointPlaceText } from '#client/features/map/components/meetup.ts';
import { useSuggestMeetupSpot } from '#client/features/meetup-spots/api/suggest-meetup-spot.ts';
import { SAFETY_PATH } from '#client/features/safety/safety-tips.ts';
import meetupSpotsTexts from '#shared/locales/es/meetupSpots.json' with { type: 'json' };
import safetyTexts from '#shared/locales/es/safety.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetupSpots: meetupSpotsTexts, safety: safetyTexts, validation: validationTexts });

function Sent() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert title={t('meetupSpots.suggest.sentTitle')}>
        <p>{t('meetupSpots.suggest.sentBody')}</p>
      </Alert>
      <Link href={SAFETY_PATH} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
        <CheckCircle2 aria-hidden className="size-4" />
        {t('safety.title')}
      </Link>
    </div>
  );
}

/**
 * /safety/suggest-spot: the name, kind and hours of a public place and where it is (the person's location or a pin on
 * the map). It waits for an admin; the person is told so.
 */
export default function SuggestSpotScreen() {
  const { t } = useTranslation();
  const suggest = useSuggestMeetupSpot();
  const location = useGeolocation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<MeetupSpotKind | null>(null);
  const [hours, setHours] = useState('');
  /** Where the point comes from: the device's position, or a pin the person placed (`picked`). */
  const [pointFrom, setPointFrom] = useState<'location' | 'map' | null>(null);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const located =
    location.status === 'available' ? { latitude: location.latitude, longitude: location.longitude } : null;
  const point = pointFrom === 'location' ? located : pointFrom === 'map' ? picked : null;
  /** A field the person changes loses its message. */
  const clearError = (field: string) => setErrors(({ [field]: _fixed, ...others }) => others);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = {
      ...(name.trim() ? {} : { name: t('validation.meetupSpotNameRequired') }),
      ...(kind ? {} : { kind: t('validation.meetupSpotKindInvalid') }),
      ...(point ? {} : { lat: t('meetupSpots.suggest.placeMissing') }),
    };
    setErrors(missing);
    if (!kind || !point || Object.keys(missing).length > 0) return;
    suggest.mutate(
      { name, kind, hours, lat: point.latitude, lng: point.longitude },
      {
        onError: (error) => {
          const problems = fieldErrors(error);
          setErrors(problems);
          if (Object.keys(problems).length === 0)
            toast({
              variant: 'destructive',
              title: t('meetupSpots.suggest.errorTitle'),
              description: errorMessage(error),
            });
        },
      },
    );
  }

  return (
    <DocumentPage
      parent={SAFETY_PATH}
      title={t('meetupSpots.suggest.title')}
      intro={t('meetupSpots.suggest.intro')}
    >
      {suggest.isSuccess ? (
        <Sent />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label={t('meetupSpots.suggest.nameLabel')}
            placeholder={t('meetupSpots.suggest.namePlaceholder')}
            value={name}
            maxLength={MEETUP_SPOT_NAME_MAX}
            autoComplete="off"
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              clearError('name');
            }}
          />
          <ChoiceGroup legend={t('meetupSpots.suggest.kindLegend')} error={errors.kind}>
            <div className="grid grid-cols-2 gap-2">
              {MEETUP_SPOT_KINDS.map((each) => (
                <RadioCard
                  key={each}
                  name="kind"
                  value={each}
                  checked={kind === each}
                  onChange={() => {
                    setKind(each);
                    clearError('kind');
                  }}
                >
                  <span className="text-sm">{t(`meetupSpots.kinds.${each}`)}</span>
                </RadioCard>
              ))}
            </div>
          </ChoiceGroup>
          <TextField
            label={t('meetupSpots.suggest.hoursLabel')}
            placeholder={t('meetupSpots.suggest.hoursPlaceholder')}
            value={hours}
            maxLength={MEETUP_SPOT_HOURS_MAX}
            autoComplete="off"
            error={errors.hours}
            onChange={(event) => {
              setHours(event.target.value);
              clearError('hours');
            }}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('meetupSpots.suggest.placeLegend')}</legend>
            {point && (
              <p className="text-sm" aria-live="polite">
                {pointPlaceText(t, point)}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="outline"
                disabled={location.status === 'loading'}
                onClick={() => {
                  setPointFrom('location');
                  clearError('lat');
                  requestLocation({ force: true });
                }}
              >
                <LocateFixed aria-hidden className="size-4" />
                {t(location.status === 'loading' ? 'meetupSpots.locating' : 'meetupSpots.useLocation')}
              </Button>
              <Button variant="outline" onClick={() => setPicking(true)}>
                <Map aria-hidden className="size-4" />
                {t('meetupSpots.suggest.pickOnMap')}
              </Button>
            </div>
            {location.status === 'error' && pointFrom === 'location' && (
              <p role="alert" className="text-sm text-destructive">
                {t(GEOLOCATION_ERROR_KEYS[location.error])}
              </p>
            )}
            {(errors.lat ?? errors.lng) && (
              <p role="alert" className="text-sm text-destructive">
                {errors.lat ?? errors.lng}
              </p>
            )}
          </fieldset>
          <Button type="submit" className="w-full" disabled={suggest.isPending}>
            {t(suggest.isPending ? 'meetupSpots.suggest.sending' : 'meetupSpots.suggest.send')}
          </Button>
        </form>
      )}
      <MeetupPickerDialog
        open={picking}
        onOpenChange={setPicking}
        chosen={point && { ...point, name: name.trim() || t('meetupSpots.suggest.nameLabel') }}
        start={point ?? DEFAULT_LOCATION}
        onDone={(pin) => {
          setPicked({ latitude: pin.latitude, longitude: pin.longitude });
          setPointFrom('map');
          setName(pin.name);
          clearError('name');
          clearError('lat');
        }}
      />
    </DocumentPage>
  );
}
