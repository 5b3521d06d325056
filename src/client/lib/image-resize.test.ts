import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-resize.ts';

describe('fitWithin', () => {
  it('fits a landscape photo to 800 px wide', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
  });

  it('fits a portrait photo to 800 px tall', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 600, height: 800 });
  });

  it('fits a square photo to 800 × 800', () => {
    expect(fitWithin({ width: 1200, height: 1200 })).toEqual({ width: 800, height: 800 });
  });

  it('keeps a small image as it is (never enlarges)', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 800, height: 10 })).toEqual({ width: 800, height: 10 });
  });

  it('rounds to whole pixels and never gives a zero side', () => {
    expect(fitWithin({ width: 1001, height: 333 })).toEqual({ width: 800, height: 266 });
    expect(fitWithin({ width: 10_000, height: 1 })).toEqual({ width: 800, height: 1 });
  });

  it('takes another longest side', () => {
    expect(fitWithin({ width: 300, height: 200 }, 150)).toEqual({ width: 150, height: 100 });
  });
});
