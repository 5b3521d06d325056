import { describe, expect, it } from 'vitest';
import { queryString, uniqueById } from './paging.ts';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('uniqueById', () => {
  it('keeps the order and the first of an item repeated at a page boundary', () => {
    expect(uniqueById([...items(5, 4), ...items(4, 3)]).map(({ id }) => id)).toEqual([5, 4, 3]);
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
