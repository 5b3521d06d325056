import { describe, expect, it } from 'vitest';
import { nextOffset, pageOf, pagingQuery, uniqueItems } from './paging.ts';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('wall paging', () => {
  it('asks for the next page after the items held, until a page comes back short', () => {
    const first = pageOf(items(1, 2, 3), 3);
    const second = pageOf(items(4), 3);
    expect(first.hasMore).toBe(true);
    expect(nextOffset(first, [first])).toBe(3);
    expect(nextOffset(second, [first, second])).toBeUndefined();
  });

  it('keeps going after a post was removed from a full page', () => {
    const first = { items: items(1, 3), hasMore: true };
    expect(nextOffset(first, [first])).toBe(2);
  });

  it('shows each post once when pages overlap', () => {
    expect(uniqueItems([pageOf(items(5, 4, 3), 3), pageOf(items(3, 2), 3)]).map(({ id }) => id)).toEqual([
      5, 4, 3, 2,
    ]);
  });

  it('writes the paging query', () => {
    expect(pagingQuery({ limit: 20, offset: 40 })).toBe('?limit=20&offset=40');
  });
});
