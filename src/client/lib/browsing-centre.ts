import { useEffect } from 'react';
import type { LatLng } from '#shared/geo.ts';
import { choosePlace, useChosenPlace, type ChosenPlace } from './chosen-place.ts';
import { useCurrentUser } from './current-user.ts';
import { isAwaitingPosition, useGeolocation, type GeolocationState } from './geolocation.ts';

/** Where nearby browsing measures from: the device's position, else the municipality chosen by hand, else nowhere. */
export type BrowsingCentre =
  | { source: 'device'; point: LatLng }
  | { source: 'chosen'; point: LatLng; place: ChosenPlace }
  | { source: 'none'; point: null };

export function browsingCentre(location: GeolocationState, chosen: ChosenPlace | null): BrowsingCentre {
  if (location.status === 'available') {
    return { source: 'device', point: { latitude: location.latitude, longitude: location.longitude } };
  }
  if (chosen) {
    return {
      source: 'chosen',
      point: { latitude: chosen.latitude, longitude: chosen.longitude },
      place: chosen,
    };
  }
  return { source: 'none', point: null };
}

/**
 * Without a position or a choice, the profile's city stands in when it names a municipality of the gazetteer (which
 * loads only then): it becomes the remembered choice, which the person can change like any other.
 */
function useProfileCityAsChoice(wanted: boolean): void {
  const { data: user } = useCurrentUser();
  const profileCity = user?.location ?? null;
  useEffect(() => {
    if (!wanted || !profileCity) return;
    let cancelled = false;
    void import('#shared/places/places.ts').then(({ placeNamed }) => {
      const place = placeNamed(profileCity);
      if (place && !cancelled) choosePlace(place);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, profileCity]);
}

/** The shared position and the chosen municipality as one centre; `awaiting` while a position is expected shortly. */
export function useBrowsingCentre(): {
  centre: BrowsingCentre;
  awaiting: boolean;
  location: GeolocationState;
} {
  const location = useGeolocation();
  const chosen = useChosenPlace();
  const awaiting = isAwaitingPosition(location);
  const centre = browsingCentre(location, chosen);
  useProfileCityAsChoice(!awaiting && centre.source === 'none' && location.status === 'error');
  return { centre, awaiting, location };
}
