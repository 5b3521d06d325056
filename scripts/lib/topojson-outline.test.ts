import { describe, expect, it } from 'vitest';
import { countryOutline, parseTopology } from './topojson-outline.ts';

/** A unit square (0.5° cells from 10°E 20°N) split into two arcs, and a second country reusing one backwards. */
const TOPOLOGY = parseTopology({
  type: 'Topology',
  transform: { scale: [0.5, 0.5], translate: [10, 20] },
  arcs: [
    [
      [0, 0],
      [2, 0],
      [0, 2],
    ],
    [
      [2, 2],
      [-2, 0],
      [0, -2],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'MultiPolygon', id: '1', arcs: [[[0, 1]]], properties: { name: 'Squareland' } },
        { type: 'Polygon', id: '2', arcs: [[-2]], properties: { name: 'Backwards' } },
      ],
    },
  },
});

const options = (countryName: string, decimals = 3) => ({ objectName: 'countries', countryName, decimals });

describe('countryOutline', () => {
  it('decodes the delta-encoded arcs through the transform and stitches them into one closed ring', () => {
    expect(countryOutline(TOPOLOGY, options('Squareland'))).toEqual({
      type: 'Feature',
      properties: { name: 'Squareland' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [10, 20],
              [11, 20],
              [11, 21],
              [10, 21],
              [10, 20],
            ],
          ],
        ],
      },
    });
  });

  it('reads a negative arc index as that arc backwards, and a Polygon as one polygon', () => {
    expect(countryOutline(TOPOLOGY, options('Backwards')).geometry.coordinates).toEqual([
      [
        [
          [10, 20],
          [10, 21],
          [11, 21],
        ],
      ],
    ]);
  });

  it('rounds and then drops the points rounding made equal', () => {
    const fine = parseTopology({
      type: 'Topology',
      transform: { scale: [0.1, 0.1], translate: [0, 0] },
      arcs: [
        [
          [0, 0],
          [1, 0],
          [1, 0],
          [8, 10],
        ],
      ],
      objects: {
        countries: { geometries: [{ type: 'Polygon', arcs: [[0]], properties: { name: 'Dots' } }] },
      },
    });
    expect(countryOutline(fine, options('Dots', 0)).geometry.coordinates).toEqual([
      [
        [
          [0, 0],
          [1, 1],
        ],
      ],
    ]);
  });

  it('refuses a country the topology does not hold, and what is not a topology', () => {
    expect(() => countryOutline(TOPOLOGY, options('Atlantis'))).toThrow(/Atlantis/);
    expect(() => parseTopology({ type: 'FeatureCollection', features: [] })).toThrow();
  });
});
