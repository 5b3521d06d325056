import { MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import type { LatLng } from '#shared/geo.ts';
import { elSalvadorTimeToIso, isoToElSalvadorTime, type MeetupProposal } from '#shared/meetups.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useBrowsingCentre } from '#client/lib/browsing-centre.ts';
import { cn } from '#client/lib/cn.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { useMeetupSpots, type NearbySpot } from '#client/features/conversations/api/get-meetup-spots.ts';
import { sendMessage, showSentMessage } from '#client/features/conversations/api/send-message.ts';
import { MeetupPickerDialog } from '#client/features/map/components/meetup-picker-dialog.tsx';
import meetupsTexts from '#shared/locales/es/meetups.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetups: meetupsTexts, validation: validationTexts });

type PlaceChoice = Pick<MeetupProposal, 'spotId' | 'name' | 'lat' | 'lng'>;

const DAY_MS = 86_400_000;
/** The time the sheet suggests: tomorrow at 10 in the morning, in daylight. */
const suggestedTime = () => `${isoToElSalvadorTime(new Date(Date.now() + DAY_MS)).slice(0, 10)}T10:00`;

const spotChoice = (spot: NearbySpot): PlaceChoice => ({
  spotId: spot.id,
  name: spot.name,
  lat: spot.lat,
  lng: spot.lng,
});

function SpotList({
  centre,
  chosen,
  onChoose,
}: {
  centre: LatLng;
  chosen: PlaceChoice | null;
  onChoose: (choice: PlaceChoice) => void;
}) {
  const { t } = useTranslation();
  const spots = useMeetupSpots(centre);
  if (spots.isPending) return <p className="text-sm text-muted-foreground">{t('meetups.spotsLoading')}</p>;
  if (!spots.data?.length) return <p className="text-sm text-muted-foreground">{t('meetups.spotsNone')}</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t('meetups.spotsHeading')}</legend>
      {spots.data.map((spot) => (
        <label
          key={spot.id}
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-2.5',
            chosen?.spotId === spot.id ? 'border-primary bg-accent-soft' : 'border-border',
          )}
        >
          <input
            type="radio"
            name="meetup-spot"
            className="mt-1 size-4 accent-(--color-primary)"
            checked={chosen?.spotId === spot.id}
            onChange={() => onChoose(spotChoice(spot))}
          />
          <span className="min-w-0">
            <span className="block font-medium break-words">{spot.name}</span>
            <span className="block text-xs text-muted-foreground">
              {[
                spot.placeName,
                t('meetups.spotDistance', { distance: spot.distanceKm.toFixed(1) }),
                spot.hours,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

interface MeetupSheetProps {
  conversationId: number;
  viewerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Proponer punto de encuentro": the safe spots nearest the person (or a pin they place, when there are none or they
 * prefer another place), a day and time on El Salvador's clock, and "Enviar propuesta". Loaded with the first tap.
 */
export default function MeetupSheet({ conversationId, viewerId, open, onOpenChange }: MeetupSheetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { centre } = useBrowsingCentre();
  // Only the point: the picker spreads its start into the pin it answers, whose name must stay the one typed.
  const start: LatLng = centre.point ?? {
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
  };
  const [chosen, setChosen] = useState<PlaceChoice | null>(null);
  const [pinning, setPinning] = useState(false);
  const [when, setWhen] = useState(suggestedTime);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (choice: PlaceChoice) => {
    setChosen(choice);
    setProblem(null);
  };
  const send = useMutation({
    mutationFn: (meetup: MeetupProposal) =>
      sendMessage(conversationId, { type: 'meetup', meetup }, newIdempotencyKey()),
    onSuccess: (message) => {
      showSentMessage(queryClient, message, viewerId);
      onOpenChange(false);
    },
    onError: (error) => setProblem(errorMessage(error) ?? t('meetups.sendError')),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = elSalvadorTimeToIso(when);
    if (!chosen) return setProblem(t('meetups.placeRequired'));
    if (!at) return setProblem(t('validation.meetupTimeInvalid'));
    setProblem(null);
    send.mutate({ ...chosen, at });
  }

  const pin = chosen && chosen.spotId === undefined ? chosen : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="space-y-1">
            <DialogTitle>{t('meetups.propose')}</DialogTitle>
            <DialogDescription>{t('meetups.sheetDescription')}</DialogDescription>
          </div>
          <SpotList centre={start} chosen={chosen} onChoose={choose} />
          <div className="space-y-1">
            {pin && (
              <p className="flex items-center gap-2 text-sm font-medium">
                <MapPin aria-hidden className="size-4 text-red-600 dark:text-red-400" />
                {t('meetups.pinChosen', { name: pin.name })}
              </p>
            )}
            <Button type="button" variant="outline" size="sm" onClick={() => setPinning(true)}>
              <MapPin aria-hidden className="size-4" />
              {t(pin ? 'meetups.pinOther' : 'meetups.pinPlace')}
            </Button>
          </div>
          <TextField
            type="datetime-local"
            label={t('meetups.when')}
            hint={t('meetups.whenHint')}
            value={when}
            min={isoToElSalvadorTime(new Date())}
            required
            onChange={(event) => setWhen(event.target.value)}
          />
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={send.isPending}>
              {t(send.isPending ? 'meetups.sending' : 'meetups.send')}
            </Button>
          </DialogFooter>
        </form>
        <MeetupPickerDialog
          open={pinning}
          onOpenChange={setPinning}
          chosen={pin && { name: pin.name, latitude: pin.lat, longitude: pin.lng }}
          start={start}
          onDone={(point) => choose({ name: point.name, lat: point.latitude, lng: point.longitude })}
        />
      </DialogContent>
    </Dialog>
  );
}
