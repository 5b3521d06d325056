import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { useChosenPlace } from '#client/lib/chosen-place.ts';
import { useGeolocation } from '#client/lib/geolocation.ts';
import { toast } from '#client/lib/toast.ts';
import { useReverseGeocode } from '#client/features/products/api/reverse-geocode.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

/**
 * The create form's city and point. With the device's position: its town through GET /api/geo/reverse. Without one
 * (refused, none, or outside El Salvador): the municipality chosen by hand, if any. `onCity` gets that name once it is
 * known; when there is none the field stays empty for the user to type or choose (and 'Ubicación no disponible' says
 * so). A bare "current location" is never a city.
 */
export function useCityFromLocation(onCity: (city: string) => void) {
  const { t } = useTranslation();
  const position = useGeolocation({ request: true });
  const chosen = useChosenPlace();
  const devicePoint: LatLng | null =
    position.status === 'available' ? { latitude: position.latitude, longitude: position.longitude } : null;
  const place = useReverseGeocode(devicePoint);
  const settled = useRef(false);

  const settle = useEffectEvent((deviceCity: string | null) => {
    if (settled.current) return;
    settled.current = true;
    const city = deviceCity ?? chosen?.name;
    if (city) {
      onCity(city);
      return;
    }
    toast({
      title: t('createProduct.locationUnavailable'),
      description: t('createProduct.locationUnavailableDescription'),
    });
  });

  const failed = position.status === 'error' || place.isError;
  const city = place.data?.city;
  const found = place.isSuccess;
  useEffect(() => {
    if (found) settle(city ?? null);
    else if (failed) settle(null);
  }, [found, city, failed]);

  const chosenPoint = chosen && { latitude: chosen.latitude, longitude: chosen.longitude };
  return {
    /** Sent with the product: the device's position, else the chosen municipality's centre. */
    point: devicePoint ?? chosenPoint,
    /** No position from the device: the person may choose their municipality. */
    withoutDevice: failed && devicePoint === null,
    locating: !failed && !found,
  };
}
