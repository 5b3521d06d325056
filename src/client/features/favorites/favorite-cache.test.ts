import { describe, expect, it } from 'vitest';
import { favoriteOf, productSummary } from '#client/lib/testing/product-fixture.ts';
import { withFavoriteFlag, withoutFavorite } from './favorite-cache.ts';

describe('withFavoriteFlag', () => {
  it('sets the flag on a single product (the detail screen) and leaves other products alone', () => {
    expect(withFavoriteFlag({ id: 7, isFavorite: false, title: 'Silla' }, 7, true)).toEqual({
      id: 7,
      isFavorite: true,
      title: 'Silla',
    });
    const other = { id: 8, isFavorite: false };
    expect(withFavoriteFlag(other, 7, true)).toBe(other);
  });

  it('patches lists and the pages of endless lists', () => {
    expect(
      withFavoriteFlag(
        [
          { id: 1, isFavorite: true },
          { id: 2, isFavorite: false },
        ],
        1,
        false,
      ),
    ).toEqual([
      { id: 1, isFavorite: false },
      { id: 2, isFavorite: false },
    ]);
    const infinite = {
      pages: [[{ id: 3, isFavorite: false }], [{ id: 4, isFavorite: false }]],
      pageParams: [0, 24],
    };
    expect(withFavoriteFlag(infinite, 4, true)).toEqual({
      pages: [[{ id: 3, isFavorite: false }], [{ id: 4, isFavorite: true }]],
      pageParams: [0, 24],
    });
  });

  it('leaves data of other shapes as it is', () => {
    const similar = { shown: [{ id: 1, isFavorite: false }], more: 0 };
    expect(withFavoriteFlag(similar, 1, true)).toBe(similar);
    expect(withFavoriteFlag(undefined, 1, true)).toBeUndefined();
    expect(withFavoriteFlag({ id: 1 }, 1, true)).toEqual({ id: 1 });
  });
});

describe('withoutFavorite', () => {
  const favorite = (id: number) => favoriteOf(productSummary({ id }));

  it('drops a removed favourite and keeps the list on an addition', () => {
    const list = [favorite(1), favorite(2)];
    expect(withoutFavorite(list, 1, false)?.map(({ productId }) => productId)).toEqual([2]);
    expect(withoutFavorite(list, 3, true)).toBe(list);
    expect(withoutFavorite(undefined, 1, false)).toBeUndefined();
  });
});
