import type { LeafletMouseEvent, Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { MAP_ZOOM } from '#client/lib/map/leaflet.ts';
import { pinIcon } from '#client/lib/map/markers.ts';
import { MeetupMapFrame, useMeetupMap } from './meetup-map.tsx';
import meetupPickerTexts from '#shared/locales/es/meetupPicker.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ meetupPicker: meetupPickerTexts });

interface MeetupPickerMapProps {
  /** Where the pin is: the map opens there, and follows when it is moved from outside (a town found by name). */
  position: LatLng;
  /** The pin moved on the map (dragged, or the map tapped). */
  onMove: (point: LatLng) => void;
}

const samePoint = (a: LatLng, b: { lat: number; lng: number }) =>
  a.latitude === b.lat && a.longitude === b.lng;

/** A map at zoom 14 with a draggable red pin; a tap on the map moves the pin there too. */
export function MeetupPickerMap({ position, onMove }: MeetupPickerMapProps) {
  const { t } = useTranslation();
  const meetupMap = useMeetupMap(position, MAP_ZOOM.picker);
  const { L, map } = meetupMap;
  const pinRef = useRef<Marker | null>(null);
  const reportMove = useEffectEvent(({ lat, lng }: { lat: number; lng: number }) =>
    onMove({ latitude: lat, longitude: lng }),
  );
  const pinLabel = useEffectEvent(() => t('meetupPicker.pinLabel'));

  useEffect(() => {
    if (!L || !map) return;
    const pin = L.marker(map.getCenter(), {
      icon: pinIcon(L),
      draggable: true,
      autoPan: true,
      title: pinLabel(),
    }).addTo(map);
    pinRef.current = pin;
    pin.on('dragend', () => reportMove(pin.getLatLng()));
    const moveHere = (event: LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      reportMove(event.latlng);
    };
    map.on('click', moveHere);
    return () => {
      map.off('click', moveHere);
      pin.remove();
      pinRef.current = null;
    };
  }, [L, map]);

  const { latitude, longitude } = position;
  useEffect(() => {
    const pin = pinRef.current;
    if (!map || !pin || samePoint({ latitude, longitude }, pin.getLatLng())) return;
    pin.setLatLng([latitude, longitude]);
    map.setView([latitude, longitude], MAP_ZOOM.picker);
  }, [map, latitude, longitude]);

  return <MeetupMapFrame label={t('meetupPicker.mapLabel')} className="h-64" meetupMap={meetupMap} />;
}
