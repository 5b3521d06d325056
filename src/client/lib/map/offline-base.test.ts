import { describe, expect, it } from 'vitest';
import { PLACES } from '#shared/places/places.ts';
import outline from '#shared/places/el-salvador-outline.json' with { type: 'json' };
import { townsShownAt } from './offline-base.ts';

describe('the offline base', () => {
  it('names only the big towns zoomed out and more of them zoomed in, every one up close', () => {
    const counts = [7, 9, 10, 11, 14].map((zoom) => townsShownAt(zoom).length);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThanOrEqual(10);
    for (const [index, count] of counts.entries())
      expect(count).toBeGreaterThanOrEqual(counts[index - 1] ?? 0);
    expect(townsShownAt(14)).toHaveLength(PLACES.length);
    expect(townsShownAt(7).map((place) => place.name)).toContain('San Salvador');
  });

  it('draws El Salvador alone: a small outline around every town of the gazetteer', () => {
    const points = outline.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(100);
    expect(points.length).toBeLessThan(1_000);
    const longitudes = points.map(([longitude = 0]) => longitude);
    const latitudes = points.map(([, latitude = 0]) => latitude);
    const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
    const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
    expect([west, east, south, north]).toEqual([
      expect.closeTo(-90.1, 0),
      expect.closeTo(-87.7, 0),
      expect.closeTo(13.15, 0),
      expect.closeTo(14.45, 0),
    ]);
    for (const place of PLACES) {
      expect(place.longitude, place.name).toBeGreaterThan(west);
      expect(place.longitude, place.name).toBeLessThan(east);
      expect(place.latitude, place.name).toBeGreaterThan(south);
      expect(place.latitude, place.name).toBeLessThan(north);
    }
  });
});
