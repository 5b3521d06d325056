import type { LatLng } from '#shared/geo.ts';
import { cn } from '#client/lib/cn.ts';
import { useLeafletMap } from '#client/lib/map/use-leaflet-map.ts';
import { useResolvedTheme } from '#client/lib/theme.ts';
import { MapStatus } from './map-status.tsx';
import { OfflineMapNote } from './offline-map-note.tsx';

/** A map of a meetup place opening at `point`, drawn light or dark with the app's theme. */
export function useMeetupMap(point: LatLng, zoom: number) {
  const layer = useResolvedTheme();
  return useLeafletMap({ view: { center: [point.latitude, point.longitude], zoom }, layer });
}

interface MeetupMapFrameProps {
  /** Names the map's region (already translated). */
  label: string;
  /** Its height. */
  className: string;
  /** What `useMeetupMap` gave. */
  meetupMap: Pick<ReturnType<typeof useMeetupMap>, 'containerRef' | 'status' | 'retry' | 'tilesUnavailable'>;
}

/** The rounded, bordered region a meetup map draws in, covered while it loads or when it could not, with the note when tiles fail. */
export function MeetupMapFrame({ label, className, meetupMap }: MeetupMapFrameProps) {
  const { containerRef, status, retry, tilesUnavailable } = meetupMap;
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative overflow-hidden rounded-xl border border-border', className)}
    >
      <div ref={containerRef} className="isolate z-0 size-full" />
      <OfflineMapNote show={tilesUnavailable} />
      <MapStatus status={status} onRetry={retry} />
    </div>
  );
}
