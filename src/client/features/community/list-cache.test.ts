import { describe, expect, it } from 'vitest';
import { appendItem, prependItem, removeItem, updateItem, withLike, type Pages } from './list-cache.ts';

interface Item {
  id: number;
  isLiked: boolean;
  likeCount: number;
}

const item = (id: number, likeCount = 0, isLiked = false): Item => ({ id, likeCount, isLiked });

function pages(...contents: { ids: number[]; hasMore: boolean }[]): Pages<Item> {
  return {
    pages: contents.map(({ ids, hasMore }) => ({ items: ids.map((id) => item(id)), hasMore })),
    pageParams: contents.map((_, index) => index * 2),
  };
}

const ids = (data: Pages<Item> | undefined) => data?.pages.map((page) => page.items.map(({ id }) => id));

describe('list cache', () => {
  const data = pages({ ids: [4, 3], hasMore: true }, { ids: [2, 1], hasMore: false });

  it('changes, removes, prepends and appends items', () => {
    expect(updateItem(data, 2, (found) => ({ ...found, likeCount: 9 }))?.pages[1]?.items[0]?.likeCount).toBe(
      9,
    );
    expect(ids(removeItem(data, 3))).toEqual([[4], [2, 1]]);
    expect(ids(prependItem(data, item(5)))).toEqual([
      [5, 4, 3],
      [2, 1],
    ]);
    expect(ids(appendItem(data, item(0)))).toEqual([
      [4, 3],
      [2, 1, 0],
    ]);
  });

  it('leaves a new comment for the next page while older ones are still to load', () => {
    const partial = pages({ ids: [1, 2], hasMore: true });
    expect(appendItem(partial, item(3))).toBe(partial);
  });

  it('leaves an empty cache alone', () => {
    expect(prependItem(undefined, item(1))).toBeUndefined();
    expect(removeItem(undefined, 1)).toBeUndefined();
  });
});

describe('withLike', () => {
  it('moves the counter only when the state changes, never below zero', () => {
    expect(withLike(item(1, 2), true)).toEqual(item(1, 3, true));
    expect(withLike(item(1, 3, true), false)).toEqual(item(1, 2, false));
    const liked = item(1, 3, true);
    expect(withLike(liked, true)).toBe(liked);
    expect(withLike(item(1, 0, true), false).likeCount).toBe(0);
  });
});
