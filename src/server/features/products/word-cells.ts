import type { BoundingBox } from '#shared/geo.ts';

/**
 * The grid of the search index of migration 0018: a product is keyed by each of its words in its cell of each grid,
 * 1/80, 1/20 and 1/5 of a degree wide, finest first. The cell of a point is named `per-degree:row,column` with
 * row = floor(latitude × per-degree) and column = floor(longitude × per-degree), as the migration's SQL names it.
 */
const GRIDS_PER_DEGREE = [80, 20, 5] as const;
/**
 * Most cells a search looks its words up in. More cells of a finer grid fit the ring more tightly (fewer rows read
 * that are then out of it) but each cell is one more index lookup per word: a few dozen balances the two.
 */
const MOST_CELLS = 36;

const cellRange = (min: number, max: number, perDegree: number) => ({
  first: Math.floor(min * perDegree),
  last: Math.floor(max * perDegree),
});

/**
 * The cells of the finest grid covering `box` in at most `MOST_CELLS` cells; undefined when even the coarsest needs
 * more (a ring of hundreds of miles, which the location index reads instead). The box already has a margin beyond
 * every point within its radius, so rounding never leaves such a point's cell out.
 */
export function cellsCovering(box: BoundingBox): string[] | undefined {
  for (const perDegree of GRIDS_PER_DEGREE) {
    const rows = cellRange(box.minLatitude, box.maxLatitude, perDegree);
    const columns = cellRange(box.minLongitude, box.maxLongitude, perDegree);
    const count = (rows.last - rows.first + 1) * (columns.last - columns.first + 1);
    if (count > MOST_CELLS) continue;
    const cells: string[] = [];
    for (let row = rows.first; row <= rows.last; row++)
      for (let column = columns.first; column <= columns.last; column++)
        cells.push(`${perDegree}:${row},${column}`);
    return cells;
  }
  return undefined;
}
