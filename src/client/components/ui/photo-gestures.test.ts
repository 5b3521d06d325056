import { describe, expect, it } from 'vitest';
import {
  backdropOpacity,
  clampIndex,
  clampZoom,
  closesOnRelease,
  containedSize,
  dragIntent,
  isDoubleTap,
  MAX_SCALE,
  pinchZoom,
  swipeOffset,
  swipeTarget,
  TAP_ZOOM_SCALE,
  toggleZoom,
  UNZOOMED,
  zoomAround,
} from './photo-gestures.ts';

const PHONE = { width: 390, height: 700 };

describe('moving between photos', () => {
  it('keeps the index on an existing photo', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(7, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('turns the page after a long swipe or a quick flick, and not after a short slow one', () => {
    expect(swipeTarget(1, 5, -100, -0.1, 390)).toBe(2);
    expect(swipeTarget(1, 5, 100, 0.1, 390)).toBe(0);
    expect(swipeTarget(1, 5, -40, -0.9, 390)).toBe(2);
    expect(swipeTarget(1, 5, -40, -0.1, 390)).toBe(1);
  });

  it('does not turn the page past either end, nor on a flick back against the drag', () => {
    expect(swipeTarget(0, 5, 200, 1, 390)).toBe(0);
    expect(swipeTarget(4, 5, -200, -1, 390)).toBe(4);
    expect(swipeTarget(2, 5, -40, 0.9, 390)).toBe(2);
  });

  it('follows the finger fully between photos and reluctantly past the ends', () => {
    expect(swipeOffset(-100, 1, 3)).toBe(-100);
    expect(swipeOffset(100, 0, 3)).toBe(30);
    expect(swipeOffset(-100, 2, 3)).toBe(-30);
    expect(swipeOffset(-100, 0, 1)).toBe(-30);
  });
});

describe('what a drag means', () => {
  it('waits until the finger has travelled, then reads sideways as a swipe and downwards as closing', () => {
    expect(dragIntent({ x: 3, y: 4 })).toBeNull();
    expect(dragIntent({ x: -30, y: 10 })).toBe('swipe');
    expect(dragIntent({ x: 5, y: 40 })).toBe('close');
    expect(dragIntent({ x: 5, y: -40 })).toBeNull();
  });

  it('closes after a long pull down or a quick one, and fades the backdrop as it goes', () => {
    expect(closesOnRelease(150, 0.1, 700)).toBe(true);
    expect(closesOnRelease(40, 0.8, 700)).toBe(true);
    expect(closesOnRelease(40, 0.1, 700)).toBe(false);
    expect(backdropOpacity(0, 700)).toBe(1);
    expect(backdropOpacity(350, 700)).toBe(0.5);
    expect(backdropOpacity(2000, 700)).toBe(0.3);
  });

  it('counts two taps close in time and place as a double tap', () => {
    const first = { at: 1000, point: { x: 10, y: 10 } };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { at: 1200, point: { x: 20, y: 15 } })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, point: { x: 10, y: 10 } })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, point: { x: 90, y: 10 } })).toBe(false);
  });
});

describe('zooming', () => {
  it('fits a photo inside the stage without cropping', () => {
    expect(containedSize({ width: 800, height: 600 }, PHONE)).toEqual({ width: 390, height: 292.5 });
    expect(containedSize({ width: 600, height: 800 }, PHONE)).toEqual({ width: 390, height: 520 });
    expect(containedSize({ width: 0, height: 0 }, PHONE)).toEqual(PHONE);
  });

  it('keeps the point under the fingers in place', () => {
    const zoomed = zoomAround(UNZOOMED, 2, { x: 100, y: -50 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The photo's point that was at (100, -50) is drawn at x + scale × point: still (100, -50).
    expect(zoomed.x + 2 * 100).toBe(100);
  });

  it('scales by how far apart the fingers move and follows their midpoint', () => {
    const start = { zoom: UNZOOMED, distance: 100, centre: { x: 0, y: 0 } };
    expect(pinchZoom(start, 200, { x: 0, y: 0 })).toEqual({ scale: 2, x: 0, y: 0 });
    expect(pinchZoom(start, 200, { x: 30, y: -10 })).toEqual({ scale: 2, x: 30, y: -10 });
    expect(pinchZoom({ ...start, distance: 0 }, 200, { x: 0, y: 0 })).toBe(UNZOOMED);
  });

  it('stays between 1× and the maximum and never pans past the photo’s edges', () => {
    const photo = { width: 390, height: 292.5 };
    expect(clampZoom({ scale: 0.5, x: 40, y: 0 }, photo, PHONE)).toEqual(UNZOOMED);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, photo, PHONE).scale).toBe(MAX_SCALE);
    // At 2× the photo is 780 wide (195 px of room each side) and 585 tall (still inside 700: no vertical room).
    expect(clampZoom({ scale: 2, x: 500, y: 100 }, photo, PHONE)).toEqual({ scale: 2, x: 195, y: 0 });
  });

  it('toggles between fitted and zoomed in at the tap', () => {
    const zoomed = toggleZoom(UNZOOMED, { x: 40, y: 0 });
    expect(zoomed.scale).toBe(TAP_ZOOM_SCALE);
    expect(zoomed.x).toBe(40 - 40 * TAP_ZOOM_SCALE);
    expect(toggleZoom(zoomed, { x: 0, y: 0 })).toBe(UNZOOMED);
  });
});
