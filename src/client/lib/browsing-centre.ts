import { useEffect, useState } from 'react';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
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

/** Where a visitor browses from while the device gives no position and they chose no municipality. */
const VISITORS_DEFAULT_PLACE: ChosenPlace = { ...DEFAULT_LOCATION, department: DEFAULT_LOCATION.name };

/**
 * The profile's city as a municipality of the gazetteer (which loads only then), for browsing while the device gives
 * no position and nothing was chosen; `looking` while the gazetteer loads, so the lists wait for it instead of loading
 * once without a centre and again around the city.
 */
function useProfileCityPlace(wanted: boolean): { place: ChosenPlace | null; looking: boolean } {
  const { data: user } = useCurrentUser();
  const profileCity = user?.location ?? null;
  const [lookup, setLookup] = useState<{ city: string; place: ChosenPlace | null } | null>(null);
  useEffect(() => {
    if (!wanted || !profileCity) return;
    let cancelled = false;
    void import('./profile-city.ts')
      .then(({ profileCityPlace }) => profileCityPlace(profileCity))
      // Without the gazetteer (offline before it was kept) the lists load without a centre rather than never.
      .catch(() => null)
      .then((place) => {
        if (!cancelled) setLookup({ city: profileCity, place });
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, profileCity]);
  const found = lookup !== null && lookup.city === profileCity;
  return {
    place: wanted && found ? lookup.place : null,
    looking: wanted && profileCity !== null && !found,
  };
}

/**
 * The shared position and the chosen municipality as one centre; `awaiting` while a position is expected shortly or
 * the profile's city is being looked up. Until the device gives a position, the profile's city stands in for a
 * choice; once the device refuses, it becomes the remembered choice, which the person can change like any other. A
 * visitor without either browses around San Salvador (not remembered: their own choice or position replaces it).
 */
export function useBrowsingCentre(): {
  centre: BrowsingCentre;
  awaiting: boolean;
  location: GeolocationState;
} {
  const location = useGeolocation();
  const chosen = useChosenPlace();
  const { data: user } = useCurrentUser();
  const awaitingPosition = isAwaitingPosition(location);
  const profileCity = useProfileCityPlace(
    !awaitingPosition && location.status !== 'available' && chosen === null,
  );
  const refused = location.status === 'error';
  useEffect(() => {
    if (refused && profileCity.place) choosePlace(profileCity.place);
  }, [refused, profileCity.place]);
  const fallback = user === null ? VISITORS_DEFAULT_PLACE : profileCity.place;
  const centre = browsingCentre(location, chosen ?? fallback);
  return { centre, awaiting: awaitingPosition || profileCity.looking, location };
}
