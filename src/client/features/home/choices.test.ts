import { describe, expect, it } from 'vitest';
import { productSummary } from '#client/lib/testing/product-fixture.ts';
import { applyChoices } from './choices.ts';

const products = [
  productSummary({ id: 1, price: '10.00', condition: 'new', createdAt: '2026-01-01T00:00:00.000Z' }),
  productSummary({ id: 2, price: '25.50', condition: 'good', createdAt: '2026-01-03T00:00:00.000Z' }),
  productSummary({ id: 3, price: '10.00', condition: 'fair', createdAt: '2026-01-02T00:00:00.000Z' }),
  productSummary({ id: 4, price: '99.00', condition: 'good', createdAt: '2026-01-02T00:00:00.000Z' }),
];
const none = { minPrice: undefined, maxPrice: undefined, conditions: [], sort: undefined };
const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('applyChoices', () => {
  it('keeps everything in its order without choices', () => {
    expect(ids(applyChoices(products, none))).toEqual([1, 2, 3, 4]);
  });

  it('keeps the price range, bounds included, and the conditions', () => {
    expect(ids(applyChoices(products, { ...none, minPrice: 10, maxPrice: 25.5 }))).toEqual([1, 2, 3]);
    expect(ids(applyChoices(products, { ...none, conditions: ['good', 'new'] }))).toEqual([1, 2, 4]);
  });

  it('orders by price or age with the API’s tie-breaks (newest, then the higher id)', () => {
    expect(ids(applyChoices(products, { ...none, sort: 'price_asc' }))).toEqual([3, 1, 2, 4]);
    expect(ids(applyChoices(products, { ...none, sort: 'price_desc' }))).toEqual([4, 2, 3, 1]);
    expect(ids(applyChoices(products, { ...none, sort: 'newest' }))).toEqual([2, 4, 3, 1]);
  });
});
