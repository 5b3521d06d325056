import type { TFunction } from 'i18next';
import type { MeetupSpot } from '#shared/meetup-spots.ts';
import meetupSpotsTexts from '#shared/locales/es/meetupSpots.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetupSpots: meetupSpotsTexts });

/** Where the suggestion form lives, reached from the safety page. */
export const SUGGEST_SPOT_PATH = '/safety/suggest-spot';

/** What a spot's card says under its name: its kind, its place, and how far and when open when known. */
export function spotDetails(
  t: TFunction,
  spot: Pick<MeetupSpot, 'kind' | 'placeName' | 'hours'> & { distanceKm?: number | null },
) {
  return [
    t(`meetupSpots.kinds.${spot.kind}`),
    spot.placeName,
    spot.distanceKm == null ? null : t('meetupSpots.distance', { km: spot.distanceKm }),
    spot.hours ? t('meetupSpots.hours', { hours: spot.hours }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A map app's page at the spot (Google Maps; on a phone it opens the app). */
export const mapUrlOf = (spot: Pick<MeetupSpot, 'lat' | 'lng'>) =>
  `https://www.google.com/maps/search/?api=1&query=${spot.lat},${spot.lng}`;
