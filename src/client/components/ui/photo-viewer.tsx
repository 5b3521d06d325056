import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import {
  backdropOpacity,
  clampIndex,
  clampZoom,
  closesOnRelease,
  containedSize,
  distance,
  dragIntent,
  isDoubleTap,
  isTap,
  midpoint,
  pinchZoom,
  swipeOffset,
  swipeTarget,
  toggleZoom,
  UNZOOMED,
  type PinchStart,
  type Point,
  type Tap,
  type Zoom,
} from './photo-gestures.ts';
import { keepDialogOpenForToast } from './toaster.tsx';
import photosTexts from '#shared/locales/es/photos.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ photos: photosTexts });

export interface ViewerPhoto {
  url: string;
  /** Already translated. */
  alt: string;
}

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo to open at; null while closed. */
  openIndex: number | null;
  onClose: () => void;
  /** The dialog's name for screen readers, e.g. the product's title; already translated. */
  label: string;
}

/*
 * Full-screen photos: swipe or the arrow buttons and keys move between them, two fingers or a double tap zoom (then
 * one finger pans), and a pull down, Escape or the close button close it. Radix gives the focus trap and the scroll
 * lock; focus goes back to the photo it was opened from.
 *
 *   <PhotoViewer photos={[{ url, alt }]} openIndex={openAt} onClose={() => setOpenAt(null)} label={title} />
 */
export function PhotoViewer({ photos, openIndex, onClose, label }: PhotoViewerProps) {
  // Radix gives focus back only to its own Dialog.Trigger; the viewer is opened by state, so it remembers the photo.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={openIndex !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onInteractOutside={keepDialogOpenForToast}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          {openIndex !== null && photos.length > 0 && (
            <ViewerBody photos={photos} initialIndex={openIndex} onClose={onClose} />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'pending' | 'swipe' | 'close' | 'pan'; start: Point; startedAt: number; startZoom: Zoom }
  | { kind: 'pinch'; pinch: PinchStart };

interface ViewerBodyProps {
  photos: readonly ViewerPhoto[];
  initialIndex: number;
  onClose: () => void;
}

const ROUND_BUTTON =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-disabled:opacity-40';

function ViewerBody({ photos, initialIndex, onClose }: ViewerBodyProps) {
  const { t } = useTranslation();
  const count = photos.length;
  const [requestedIndex, setIndex] = useState(() => clampIndex(initialIndex, count));
  const index = clampIndex(requestedIndex, count);
  const [zoom, setZoomState] = useState<Zoom>(UNZOOMED);
  const [drag, setDrag] = useState<Point>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const shownPhoto = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'idle' });
  const lastTap = useRef<Tap | null>(null);
  const zoomNow = useRef<Zoom>(UNZOOMED);

  function stageSize() {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }

  /** Every zoom goes through here: kept inside the photo's edges, and known at once to the next pointer event. */
  function setZoom(next: Zoom) {
    const size = stageSize();
    const image = shownPhoto.current;
    const natural = { width: image?.naturalWidth ?? 0, height: image?.naturalHeight ?? 0 };
    const clamped = clampZoom(next, containedSize(natural, size), size);
    zoomNow.current = clamped;
    setZoomState(clamped);
  }

  function go(next: number) {
    const target = clampIndex(next, count);
    if (target === index) return;
    setIndex(target);
    setZoom(UNZOOMED);
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowLeft') go(index - 1);
      else if (event.key === 'ArrowRight') go(index + 1);
      else if (event.key === '+' || event.key === '=') setZoom(toggleZoom(UNZOOMED, { x: 0, y: 0 }));
      else if (event.key === '-') setZoom(UNZOOMED);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  function pointFrom(event: ReactPointerEvent): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
  }

  function startPinch() {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    gesture.current = {
      kind: 'pinch',
      pinch: { zoom: zoomNow.current, distance: distance(a, b), centre: midpoint(a, b) },
    };
    setDrag({ x: 0, y: 0 });
  }

  function startSingle(point: Point, at: number) {
    gesture.current = { kind: 'pending', start: point, startedAt: at, startZoom: zoomNow.current };
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, pointFrom(event));
    setDragging(true);
    if (pointers.current.size === 2) startPinch();
    else if (pointers.current.size === 1) startSingle(pointFrom(event), event.timeStamp);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointFrom(event);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (a && b) setZoom(pinchZoom(current.pinch, distance(a, b), midpoint(a, b)));
      return;
    }
    if (current.kind === 'idle') return;
    const moved = { x: point.x - current.start.x, y: point.y - current.start.y };
    let kind = current.kind;
    if (kind === 'pending') {
      kind =
        current.startZoom.scale > 1 ? (isTap(moved) ? 'pending' : 'pan') : (dragIntent(moved) ?? 'pending');
      gesture.current = { ...current, kind };
    }
    if (kind === 'swipe') setDrag({ x: swipeOffset(moved.x, index, count), y: 0 });
    else if (kind === 'close') setDrag({ x: 0, y: Math.max(0, moved.y) });
    else if (kind === 'pan')
      setZoom({ ...current.startZoom, x: current.startZoom.x + moved.x, y: current.startZoom.y + moved.y });
  }

  function finishSingle(point: Point, at: number) {
    const current = gesture.current;
    if (current.kind === 'idle' || current.kind === 'pinch') return;
    const moved = { x: point.x - current.start.x, y: point.y - current.start.y };
    const elapsed = Math.max(1, at - current.startedAt);
    const size = stageSize();
    if (current.kind === 'swipe') go(swipeTarget(index, count, moved.x, moved.x / elapsed, size.width));
    else if (current.kind === 'close' && closesOnRelease(moved.y, moved.y / elapsed, size.height)) onClose();
    else if (current.kind === 'pending' && isTap(moved)) {
      const tap = { at, point };
      if (isDoubleTap(lastTap.current, tap)) {
        setZoom(toggleZoom(zoomNow.current, point));
        lastTap.current = null;
      } else lastTap.current = tap;
    }
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointFrom(event);
    pointers.current.delete(event.pointerId);
    const left = [...pointers.current.values()];
    if (gesture.current.kind === 'pinch') {
      // The finger still down carries on as a pan from where the pinch left the photo.
      const [remaining] = left;
      if (remaining)
        gesture.current = {
          kind: 'pan',
          start: remaining,
          startedAt: event.timeStamp,
          startZoom: zoomNow.current,
        };
    } else finishSingle(point, event.timeStamp);
    if (left.length === 0) {
      gesture.current = { kind: 'idle' };
      setDrag({ x: 0, y: 0 });
      setDragging(false);
    }
  }

  function onPointerCancel(event: ReactPointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = { kind: 'idle' };
    setDrag({ x: 0, y: 0 });
    setDragging(false);
  }

  const zoomed = zoom.scale > 1;
  const motion = dragging
    ? ''
    : 'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out';
  const neighbours = [index - 1, index, index + 1].filter((slide) => slide >= 0 && slide < count);

  return (
    <>
      <div
        aria-hidden
        className={cn('absolute inset-0 bg-black', !dragging && 'motion-safe:transition-opacity')}
        style={{ opacity: backdropOpacity(drag.y, window.innerHeight) }}
      />
      <div className="relative z-10 flex items-center justify-between gap-2 p-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
        <DialogPrimitive.Close aria-label={t('photos.close')} className={ROUND_BUTTON}>
          <X aria-hidden className="size-6" />
        </DialogPrimitive.Close>
        <p aria-live="polite" className="text-sm font-semibold tabular-nums">
          {t('photos.counter', { index: index + 1, count })}
        </p>
        <button
          type="button"
          onClick={() => setZoom(toggleZoom(zoomNow.current, { x: 0, y: 0 }))}
          aria-label={t(zoomed ? 'photos.zoomOut' : 'photos.zoomIn')}
          className={ROUND_BUTTON}
        >
          {zoomed ? <ZoomOut aria-hidden className="size-6" /> : <ZoomIn aria-hidden className="size-6" />}
        </button>
      </div>
      <div
        ref={stage}
        data-testid="photo-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        className="relative flex-1 touch-none overflow-hidden select-none"
      >
        {neighbours.map((slide) => {
          const current = slide === index;
          return (
            <div
              key={photos[slide]?.url + String(slide)}
              aria-hidden={!current}
              className={cn('absolute inset-0 flex items-center justify-center', motion)}
              style={{
                transform: `translate(calc(${(slide - index) * 100}% + ${drag.x}px), ${current ? drag.y : 0}px)`,
              }}
            >
              <img
                ref={current ? shownPhoto : undefined}
                src={photos[slide]?.url}
                alt={photos[slide]?.alt}
                draggable={false}
                decoding="async"
                data-scale={current ? zoom.scale : undefined}
                className={cn('size-full object-contain', motion)}
                style={
                  current
                    ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
                    : undefined
                }
              />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="pointer-events-none absolute inset-x-0 top-1/2 z-10 flex -translate-y-1/2 justify-between px-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-disabled={index === 0}
            aria-label={t('photos.previous')}
            className={cn(ROUND_BUTTON, 'pointer-events-auto')}
          >
            <ChevronLeft aria-hidden className="size-7" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-disabled={index === count - 1}
            aria-label={t('photos.next')}
            className={cn(ROUND_BUTTON, 'pointer-events-auto')}
          >
            <ChevronRight aria-hidden className="size-7" />
          </button>
        </div>
      )}
      <p className="relative z-10 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center text-xs text-white/80">
        {t('photos.hint')}
      </p>
    </>
  );
}
