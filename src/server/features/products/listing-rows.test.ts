import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingColumns } from './listing.ts';
import { LISTING_COLUMNS, listingRowOf } from './listing-rows.ts';

const ROW = [
  7,
  'Bicicleta',
  'Poco uso',
  '85.00',
  3,
  11,
  '/uploads/a.jpg',
  'good',
  false,
  'available',
  null,
  'San Salvador',
  'San Salvador, San Salvador Centro',
  '13.6900000',
  '-89.1900000',
  '2026-11-26 08:00:00.123+00',
  true,
  1.25,
  0,
];

describe('listing rows read by position', () => {
  it('name the columns in the order the statement selects them', () => {
    expect(Object.keys(listingColumns(undefined, sql<number>`0`))).toEqual([...LISTING_COLUMNS]);
  });

  it('read each column as its type', () => {
    expect(listingRowOf(ROW)).toEqual({
      id: 7,
      title: 'Bicicleta',
      description: 'Poco uso',
      price: '85.00',
      categoryId: 3,
      sellerId: 11,
      firstImage: '/uploads/a.jpg',
      condition: 'good',
      isSold: false,
      status: 'available',
      previousPrice: null,
      location: 'San Salvador',
      placeName: 'San Salvador, San Salvador Centro',
      latitude: '13.6900000',
      longitude: '-89.1900000',
      createdAt: new Date('2026-11-26T08:00:00.123Z'),
      isFavorite: true,
      distance: 1.25,
      ring: 0,
    });
    const withoutPlace = listingRowOf(ROW.map((value, column) => (column === 17 ? null : value)));
    expect(withoutPlace.distance).toBeNull();
  });

  it('refuse a row whose values are not what the columns hold', () => {
    const replaced = (column: number, value: unknown) =>
      ROW.map((each, index) => (index === column ? value : each));
    expect(() => listingRowOf(replaced(0, '7'))).toThrow(/id was string/);
    expect(() => listingRowOf(replaced(7, 'broken'))).toThrow(/condition/);
    expect(() => listingRowOf(replaced(15, 'not a date'))).toThrow(/createdAt/);
    expect(() => listingRowOf(replaced(16, null))).toThrow(/isFavorite/);
    expect(() => listingRowOf([...ROW, 'extra'].slice(0, 18))).toThrow(/ring/);
  });
});
