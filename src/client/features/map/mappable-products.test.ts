import { describe, expect, it } from 'vitest';
import { productSummary } from '#client/lib/testing/product-fixture.ts';
import { groupedByPoint, mappableProducts } from './mappable-products.ts';

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };

describe('mappableProducts', () => {
  it('leaves off products without valid coordinates', () => {
    const products = [
      productSummary({ id: 1, latitude: 13.7, longitude: -89.2 }),
      productSummary({ id: 2, latitude: null, longitude: -89.2 }),
      productSummary({ id: 3, latitude: 95, longitude: -89.2 }),
      productSummary({ id: 4, latitude: Number.NaN, longitude: -89.2 }),
    ];
    expect(mappableProducts(products, null).map(({ product }) => product.id)).toEqual([1]);
  });

  it('highlights products within 1.5 miles of the user, and none when the user is unknown', () => {
    const near = productSummary({ id: 1, latitude: 13.7, longitude: -89.21 }); // about 0.75 mi
    const far = productSummary({ id: 2, latitude: 13.72, longitude: -89.2 }); // about 2.3 mi
    const [nearby, beyond] = mappableProducts([near, far], SAN_SALVADOR);
    expect(nearby?.nearby).toBe(true);
    expect(nearby?.distance).toBeCloseTo(0.75, 1);
    expect(beyond?.nearby).toBe(false);
    expect(mappableProducts([near], null)[0]).toMatchObject({ nearby: false, distance: undefined });
  });
});

describe('groupedByPoint', () => {
  it('puts the listings of one grid cell, which share its centre, in one group, in list order', () => {
    const cell = { latitude: 13.6925, longitude: -89.2175 };
    const products = [
      productSummary({ id: 1, ...cell }),
      productSummary({ id: 2, latitude: 13.6975, longitude: -89.2175 }),
      productSummary({ id: 3, ...cell }),
    ];
    const groups = groupedByPoint(mappableProducts(products, SAN_SALVADOR));
    expect(groups.map((group) => group.map(({ product }) => product.id))).toEqual([[1, 3], [2]]);
  });
});
