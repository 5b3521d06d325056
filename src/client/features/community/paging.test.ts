import { describe, expect, it } from 'vitest';
import { nextOffset, pageOf } from './paging.ts';

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
});
