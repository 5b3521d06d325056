import type { LeafletMouseEvent } from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '#shared/geo.ts';
import { MAP_ZOOM } from '#client/lib/map/leaflet.ts';
import { pinIcon } from '#client/lib/map/markers.ts';
import { MeetupMapFrame, useMeetupMap } from './meetup-map.tsx';

interface MeetupPickerMapProps {
  /** Where the map opens and the pin starts. */
  start: LatLng;
  /** The pin moved (dragged, or the map tapped). */
  onMove: (point: LatLng) => void;
}

/** A map at zoom 14 with a draggable red pin; a tap on the map moves the pin there too. */
export function MeetupPickerMap({ start, onMove }: MeetupPickerMapProps) {
  const { t } = useTranslation();
  const meetupMap = useMeetupMap(start, MAP_ZOOM.picker);
  const { L, map } = meetupMap;
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
    pin.on('dragend', () => reportMove(pin.getLatLng()));
    const moveHere = (event: LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      reportMove(event.latlng);
    };
    map.on('click', moveHere);
    return () => {
      map.off('click', moveHere);
      pin.remove();
    };
  }, [L, map]);

  return <MeetupMapFrame label={t('meetupPicker.mapLabel')} className="h-64" meetupMap={meetupMap} />;
}
