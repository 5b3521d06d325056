import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '#shared/products-constants.ts';
import { SHAPE_PARTS, statementName } from './listing.ts';

/** PostgreSQL keeps the first 63 characters of an identifier. */
const IDENTIFIER_CHARS = 63;

describe('listing statement names', () => {
  it('give every shape (order and parts) its own name, short enough to be kept whole', () => {
    const shapeCount = PRODUCT_SORTS.length * 2 ** SHAPE_PARTS.length;
    const names = PRODUCT_SORTS.flatMap((order) =>
      Array.from({ length: 2 ** SHAPE_PARTS.length }, (_, subset) =>
        statementName(order, (part) => (subset & (1 << SHAPE_PARTS.indexOf(part))) !== 0),
      ),
    );
    expect(new Set(names).size).toBe(shapeCount);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(IDENTIFIER_CHARS);
  });
});
