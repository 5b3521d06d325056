import { describe, expect, it } from 'vitest';
import { boundingBox } from '#shared/geo.ts';
import { cellsCovering } from './word-cells.ts';

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };

const cellOf = (point: { latitude: number; longitude: number }, perDegree: number) =>
  `${perDegree}:${Math.floor(point.latitude * perDegree)},${Math.floor(point.longitude * perDegree)}`;

describe('cellsCovering', () => {
  it('covers a 2-mile ring with the finest grid, including the cells of its corners', () => {
    const box = boundingBox(SAN_SALVADOR, 2);
    const cells = cellsCovering(box);
    expect(cells?.every((cell) => cell.startsWith('80:'))).toBe(true);
    expect(cells?.length).toBeLessThanOrEqual(36);
    for (const corner of [
      { latitude: box.minLatitude, longitude: box.minLongitude },
      { latitude: box.maxLatitude, longitude: box.maxLongitude },
      { latitude: box.minLatitude, longitude: box.maxLongitude },
      SAN_SALVADOR,
    ])
      expect(cells).toContain(cellOf(corner, 80));
  });

  it('takes a coarser grid as the ring grows, and none past a few dozen cells of the coarsest', () => {
    expect(cellsCovering(boundingBox(SAN_SALVADOR, 6))?.[0]).toMatch(/^20:/);
    expect(cellsCovering(boundingBox(SAN_SALVADOR, 30))?.[0]).toMatch(/^5:/);
    expect(cellsCovering(boundingBox(SAN_SALVADOR, 200))).toBeUndefined();
  });

  it('names cells west of Greenwich and south of the equator by their floor, as the database does', () => {
    expect(
      cellsCovering({ minLatitude: -0.001, maxLatitude: 0.001, minLongitude: -0.001, maxLongitude: 0.001 }),
    ).toEqual(['80:-1,-1', '80:-1,0', '80:0,-1', '80:0,0']);
  });
});
