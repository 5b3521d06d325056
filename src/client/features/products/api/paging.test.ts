import { describe, expect, it } from 'vitest';
import { nextPageOffset, PRODUCTS_PAGE_SIZE } from './paging.ts';

const page = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('nextPageOffset', () => {
  it('asks for the next page after full pages, at the number of products loaded', () => {
    const first = page(PRODUCTS_PAGE_SIZE);
    expect(nextPageOffset(first, [first])).toBe(PRODUCTS_PAGE_SIZE);
    expect(nextPageOffset(first, [first, first])).toBe(2 * PRODUCTS_PAGE_SIZE);
  });

  it('stops after a short or empty page', () => {
    expect(nextPageOffset(page(3), [page(PRODUCTS_PAGE_SIZE), page(3)])).toBeUndefined();
    expect(nextPageOffset([], [[]])).toBeUndefined();
  });
});
