import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  NO_FILTERS,
  readMarketplaceParams,
  writeMarketplaceParams,
} from './home-params.ts';

const read = (search: string) => readMarketplaceParams(new URLSearchParams(search));

describe('readMarketplaceParams', () => {
  it('gives the defaults for a plain /', () => {
    expect(read('')).toEqual({ ...NO_FILTERS, categoryId: undefined, query: '' });
  });

  it('reads every parameter, a repeated condition as a list', () => {
    expect(
      read(
        'list=favorites&category=4&q=%20bici%20&radius=999&min=5&max=12.50&condition=good&condition=new&sort=price_asc',
      ),
    ).toEqual({
      listing: 'favorites',
      categoryId: 4,
      query: 'bici',
      radius: 999,
      minPrice: 5,
      maxPrice: 12.5,
      conditions: ['new', 'good'],
      sort: 'price_asc',
    });
  });

  it('takes the radius options of either unit', () => {
    expect(read('radius=15').radius).toBe(15);
    expect(read('radius=3.1069').radius).toBe(3.1069);
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(read('list=others&category=-2&radius=7&min=abc&max=-1&condition=broken&sort=cheapest')).toEqual(
      read(''),
    );
    expect(read('category=1.5').categoryId).toBeUndefined();
    expect(read('category=abc').categoryId).toBeUndefined();
    expect(read('min=1.234').minPrice).toBeUndefined();
  });

  it('drops a price range whose minimum is above its maximum', () => {
    expect(read('min=50&max=10')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });
});

describe('writeMarketplaceParams', () => {
  it('sets changed values, drops defaults and keeps the rest', () => {
    const current = new URLSearchParams('category=2&q=silla&utm=x');
    expect(writeMarketplaceParams(current, { radius: 15, query: '' }).toString()).toBe(
      'category=2&utm=x&radius=15',
    );
    expect(writeMarketplaceParams(current, { categoryId: undefined, radius: undefined }).toString()).toBe(
      'q=silla&utm=x',
    );
    expect(current.toString()).toBe('category=2&q=silla&utm=x');
  });

  it('repeats the condition parameter and reads back what it wrote', () => {
    const written = writeMarketplaceParams(new URLSearchParams('condition=fair'), {
      conditions: ['new', 'poor'],
      minPrice: 5,
      sort: 'newest',
    });
    expect(written.toString()).toBe('min=5&condition=new&condition=poor&sort=newest');
    expect(readMarketplaceParams(written)).toMatchObject({
      conditions: ['new', 'poor'],
      minPrice: 5,
      sort: 'newest',
    });
    expect(writeMarketplaceParams(written, { conditions: [] }).toString()).toBe('min=5&sort=newest');
  });
});

describe('activeFilterCount', () => {
  it('is 0 without filters and counts each kind of choice once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, minPrice: 5 })).toBe(1);
    expect(activeFilterCount({ ...NO_FILTERS, minPrice: 5, maxPrice: 10 })).toBe(1);
    expect(activeFilterCount({ ...NO_FILTERS, conditions: ['new', 'good'] })).toBe(1);
    expect(
      activeFilterCount({
        listing: 'mine',
        radius: 15,
        minPrice: undefined,
        maxPrice: 10,
        conditions: ['good'],
        sort: 'price_desc',
      }),
    ).toBe(5);
  });
});
