import { describe, expect, it } from 'vitest';
import { readMarketplaceParams, writeMarketplaceParams } from './home-params.ts';

const read = (search: string) => readMarketplaceParams(new URLSearchParams(search));

describe('readMarketplaceParams', () => {
  it('gives the defaults for a plain /', () => {
    expect(read('')).toEqual({
      view: 'marketplace',
      listing: 'all',
      categoryId: undefined,
      query: '',
      radius: 3,
    });
  });

  it('reads every parameter', () => {
    expect(read('view=profile&list=favorites&category=4&q=%20bici%20&radius=999')).toEqual({
      view: 'profile',
      listing: 'favorites',
      categoryId: 4,
      query: 'bici',
      radius: 999,
    });
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(read('view=admin&list=others&category=-2&radius=7')).toMatchObject({
      view: 'marketplace',
      listing: 'all',
      categoryId: undefined,
      radius: 3,
    });
    expect(read('category=1.5').categoryId).toBeUndefined();
    expect(read('category=abc').categoryId).toBeUndefined();
  });
});

describe('writeMarketplaceParams', () => {
  it('sets changed values, drops defaults and keeps the rest', () => {
    const current = new URLSearchParams('category=2&q=silla&utm=x');
    expect(writeMarketplaceParams(current, { radius: 15, query: '' }).toString()).toBe(
      'category=2&utm=x&radius=15',
    );
    expect(writeMarketplaceParams(current, { categoryId: undefined, radius: 3 }).toString()).toBe(
      'q=silla&utm=x',
    );
    expect(current.toString()).toBe('category=2&q=silla&utm=x');
  });
});
