import { describe, expect, it } from 'vitest';
import { productSummary } from '#client/lib/testing/product-fixture.ts';
import { nextPageOffset, PRODUCTS_PAGE_SIZE, queryString, uniqueProducts } from './paging.ts';

const product = (id: number) => productSummary({ id });
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

describe('uniqueProducts', () => {
  it('joins the pages in order and keeps the first of a product repeated at a page boundary', () => {
    const ids = uniqueProducts([
      [product(5), product(4)],
      [product(4), product(3)],
    ]).map(({ id }) => id);
    expect(ids).toEqual([5, 4, 3]);
  });
});

describe('queryString', () => {
  it('leaves out undefined values and encodes the rest', () => {
    expect(queryString({ q: 'silla café', offset: 0, categoryId: undefined, maxDistance: 999 })).toBe(
      '?q=silla+caf%C3%A9&offset=0&maxDistance=999',
    );
    expect(queryString({ categoryId: undefined })).toBe('');
  });

  it('repeats the parameter for each value of a list, and leaves out an empty list', () => {
    expect(queryString({ condition: ['new', 'good'], minPrice: 5 })).toBe(
      '?condition=new&condition=good&minPrice=5',
    );
    expect(queryString({ condition: [] })).toBe('');
  });
});
