import { z } from 'zod';

/**
 * The outline of one country from a TopoJSON topology (world-atlas' countries-*.json), as a small GeoJSON feature:
 * arcs decoded (delta-encoded integers through the topology's transform), stitched into rings and rounded.
 */
const positionSchema = z.tuple([z.number(), z.number()]);
const topologySchema = z.object({
  type: z.literal('Topology'),
  transform: z.object({ scale: positionSchema, translate: positionSchema }).optional(),
  arcs: z.array(z.array(positionSchema)),
  objects: z.record(
    z.string(),
    z.object({
      geometries: z.array(
        z.object({
          type: z.string(),
          id: z.string().optional(),
          arcs: z.unknown(),
          properties: z.object({ name: z.string() }).partial().optional(),
        }),
      ),
    }),
  ),
});
export type Topology = z.infer<typeof topologySchema>;
type Position = [number, number];

const polygonArcsSchema = z.array(z.array(z.number().int()));
const multiPolygonArcsSchema = z.array(polygonArcsSchema);

export interface OutlineFeature {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'MultiPolygon'; coordinates: Position[][][] };
}

export function parseTopology(json: unknown): Topology {
  return topologySchema.parse(json);
}

/** The arc's points in degrees; a negative index (~i) is arc i backwards. */
function decodeArc(topology: Topology, index: number): Position[] {
  const arc = topology.arcs[index < 0 ? ~index : index];
  if (!arc) throw new Error(`no arc ${index}`);
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  let x = 0;
  let y = 0;
  const points = arc.map(([dx, dy]): Position => {
    if (!topology.transform) return [dx, dy];
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
  return index < 0 ? points.reverse() : points;
}

/** One ring from its arcs: each arc starts where the last ended, so that shared point is kept once. */
function ring(topology: Topology, arcIndexes: readonly number[]): Position[] {
  return arcIndexes.flatMap((index, position) => {
    const points = decodeArc(topology, index);
    return position === 0 ? points : points.slice(1);
  });
}

function rounded([longitude, latitude]: Position, decimals: number): Position {
  return [Number(longitude.toFixed(decimals)), Number(latitude.toFixed(decimals))];
}

/** Drops a point equal to the one before it (rounding makes neighbours meet). */
function withoutRepeats(points: readonly Position[]): Position[] {
  return points.filter((point, index) => {
    const previous = points[index - 1];
    return !previous || previous[0] !== point[0] || previous[1] !== point[1];
  });
}

/** The named country of `topology.objects[objectName]` as a MultiPolygon, coordinates to `decimals` places. */
export function countryOutline(
  topology: Topology,
  { objectName, countryName, decimals }: { objectName: string; countryName: string; decimals: number },
): OutlineFeature {
  const country = topology.objects[objectName]?.geometries.find(
    (geometry) => geometry.properties?.name === countryName,
  );
  if (!country) throw new Error(`${countryName} is not in ${objectName}`);
  const polygons =
    country.type === 'Polygon'
      ? [polygonArcsSchema.parse(country.arcs)]
      : multiPolygonArcsSchema.parse(country.arcs);
  const coordinates = polygons.map((rings) =>
    rings.map((arcIndexes) =>
      withoutRepeats(ring(topology, arcIndexes).map((point) => rounded(point, decimals))),
    ),
  );
  return {
    type: 'Feature',
    properties: { name: countryName },
    geometry: { type: 'MultiPolygon', coordinates },
  };
}
