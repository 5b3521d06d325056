/**
 * The photo viewer's gesture arithmetic, free of the DOM. Points are in CSS pixels relative to the stage's centre;
 * a zoom is drawn as `translate(x, y) scale(scale)` around the photo's centre.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** Where a double tap or the zoom button takes an unzoomed photo. */
export const TAP_ZOOM_SCALE = 2.5;

/** A finger has to travel this far before a drag counts as a swipe, a pan or a pull down. */
const DRAG_START_PX = 8;
/** A swipe farther than this share of the width, or a flick faster than this, turns the page. */
const TURN_SHARE = 0.2;
const FLICK_PX_PER_MS = 0.4;
/** Past the first or last photo the strip follows the finger at this rate, so the end is felt. */
const EDGE_RESISTANCE = 0.3;
/** A pull down farther than this share of the height, or faster than the flick, closes the viewer. */
const CLOSE_SHARE = 0.15;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** What a one-finger drag on an unzoomed photo does: a sideways swipe, a pull down to close, or nothing yet. */
export function dragIntent(moved: Point): 'swipe' | 'close' | null {
  if (Math.hypot(moved.x, moved.y) < DRAG_START_PX) return null;
  if (Math.abs(moved.x) >= Math.abs(moved.y)) return 'swipe';
  return moved.y > 0 ? 'close' : null;
}

/** How far the strip follows a sideways drag: fully between photos, reluctantly past either end. */
export function swipeOffset(dx: number, index: number, count: number): number {
  const pastStart = index === 0 && dx > 0;
  const pastEnd = index >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx * EDGE_RESISTANCE : dx;
}

/** The photo a sideways swipe lands on, from how far (px) and how fast (px/ms) it went; negative is leftwards. */
export function swipeTarget(
  index: number,
  count: number,
  dx: number,
  velocity: number,
  width: number,
): number {
  const far = Math.abs(dx) > width * TURN_SHARE;
  const flicked = Math.abs(velocity) > FLICK_PX_PER_MS && Math.sign(velocity) === Math.sign(dx);
  if (!far && !flicked) return clampIndex(index, count);
  return clampIndex(dx < 0 ? index + 1 : index - 1, count);
}

/** Whether a pull down (px, px/ms) is enough to close. */
export function closesOnRelease(dy: number, velocity: number, height: number): boolean {
  return dy > height * CLOSE_SHARE || velocity > FLICK_PX_PER_MS;
}

/** How much the backdrop fades while a photo is pulled down: 1 at rest, never below 0.3. */
export function backdropOpacity(dy: number, height: number): number {
  if (height <= 0) return 1;
  return Math.max(0.3, 1 - Math.max(0, dy) / height);
}

/** The size a photo of `natural` size is drawn at when it fits inside `stage` without cropping. */
export function containedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/** How far a photo drawn at `length` and zoomed to `scale` may move from the centre along one axis of `stage`. */
function panLimit(length: number, scale: number, stage: number): number {
  return Math.max(0, (length * scale - stage) / 2);
}

/** A zoom between 1× and MAX_SCALE whose photo never leaves a gap it could fill (no panning past its edges). */
export function clampZoom(zoom: Zoom, photo: Size, stage: Size): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(1, zoom.scale));
  const limitX = panLimit(photo.width, scale, stage.width);
  const limitY = panLimit(photo.height, scale, stage.height);
  return {
    scale,
    x: Math.min(limitX, Math.max(-limitX, zoom.x)),
    y: Math.min(limitY, Math.max(-limitY, zoom.y)),
  };
}

/** Zooms to `scale` keeping the photo's point under `focus` where it is (the fingers or the tap stay on it). */
export function zoomAround(zoom: Zoom, scale: number, focus: Point): Zoom {
  const ratio = scale / zoom.scale;
  return { scale, x: focus.x - (focus.x - zoom.x) * ratio, y: focus.y - (focus.y - zoom.y) * ratio };
}

export interface PinchStart {
  zoom: Zoom;
  distance: number;
  centre: Point;
}

/** The zoom two fingers make: scaled by how far apart they moved, and carried along by their midpoint. */
export function pinchZoom(start: PinchStart, fingersApart: number, centre: Point): Zoom {
  if (start.distance <= 0) return start.zoom;
  const scaled = zoomAround(start.zoom, (start.zoom.scale * fingersApart) / start.distance, start.centre);
  return { ...scaled, x: scaled.x + centre.x - start.centre.x, y: scaled.y + centre.y - start.centre.y };
}

/** A double tap or the zoom key: in to TAP_ZOOM_SCALE at `focus`, or back out when already zoomed. */
export function toggleZoom(zoom: Zoom, focus: Point): Zoom {
  return zoom.scale > 1 ? UNZOOMED : zoomAround(UNZOOMED, TAP_ZOOM_SCALE, focus);
}

export interface Tap {
  at: number;
  point: Point;
}

export function isDoubleTap(previous: Tap | null, current: Tap): boolean {
  if (!previous) return false;
  return (
    current.at - previous.at <= DOUBLE_TAP_MS && distance(previous.point, current.point) <= DOUBLE_TAP_PX
  );
}

/** A pointer that went down and up without travelling: a tap. */
export function isTap(moved: Point): boolean {
  return Math.hypot(moved.x, moved.y) < DRAG_START_PX;
}
