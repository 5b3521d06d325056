import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { useGeolocation } from '#client/lib/geolocation.ts';
import { toast } from '#client/lib/toast.ts';
import { useReverseGeocode } from '#client/features/products/api/reverse-geocode.ts';

/**
 * The create form's city: the device's position and, through GET /api/geo/reverse, its town. `onCity` gets the town
 * once it is known, or the fallback 'Ubicación actual' when the point is far from every known place or the position
 * cannot be had (then the toast 'Ubicación no disponible' too); the user may type over it either way.
 */
export function useCityFromLocation(onCity: (city: string) => void) {
  const { t } = useTranslation();
  const position = useGeolocation({ request: true });
  const point: LatLng | null =
    position.status === 'available' ? { latitude: position.latitude, longitude: position.longitude } : null;
  const place = useReverseGeocode(point);
  const settled = useRef(false);

  const settle = useEffectEvent((city: string | null, failed: boolean) => {
    if (settled.current) return;
    settled.current = true;
    onCity(city ?? t('createProduct.currentLocation'));
    if (failed) {
      toast({
        variant: 'destructive',
        title: t('createProduct.locationUnavailable'),
        description: t('createProduct.locationUnavailableDescription'),
      });
    }
  });

  const failed = position.status === 'error' || place.isError;
  const city = place.data?.city;
  const found = place.isSuccess;
  useEffect(() => {
    if (found) settle(city ?? null, false);
    else if (failed) settle(null, true);
  }, [found, city, failed]);

  return {
    /** The device's position, sent with the product when known. */
    point,
    locating: !failed && !found,
  };
}
