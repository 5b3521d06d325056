import { PRODUCT_STATUSES } from '#shared/products.ts';
import { PRODUCT_CONDITIONS } from '#shared/products-constants.ts';
import type { SummaryRow } from './present.ts';

/** A listing statement's row: a card's columns, the distance in miles (null without a place) and its ring. */
export type ListingRow = SummaryRow & { distance: number | null; ring: number };

/**
 * The columns of a listing statement, in the order it selects them (listing.ts listingColumns, whose keys drizzle
 * selects in order). Rows are read by position: drizzle's own row mapping checked every value's column kind on every
 * row, about a tenth of the server's time per listing under load.
 */
export const LISTING_COLUMNS = [
  'id',
  'title',
  'description',
  'price',
  'categoryId',
  'sellerId',
  'firstImage',
  'condition',
  'isSold',
  'status',
  'previousPrice',
  'location',
  'placeName',
  'latitude',
  'longitude',
  'createdAt',
  'isFavorite',
  'distance',
  'ring',
] as const satisfies readonly (keyof ListingRow)[];

/**
 * Reads a row's values one column after the other, in LISTING_COLUMNS's order, each checked for its type. One object
 * per row, its methods shared: the reader runs for every row of every listing.
 */
class ColumnReader {
  private position = 0;
  private readonly values: readonly unknown[];

  constructor(values: readonly unknown[]) {
    this.values = values;
  }

  private next(): unknown {
    if (this.position >= LISTING_COLUMNS.length) {
      throw new RangeError('A listing row has more columns than LISTING_COLUMNS');
    }
    const value = this.values[this.position];
    this.position += 1;
    return value;
  }

  /** The error for the value just read. */
  private unexpected(value: unknown): TypeError {
    const column = LISTING_COLUMNS[this.position - 1] ?? 'column';
    return new TypeError(`A listing row's ${column} was ${typeof value} ${String(value)}`);
  }

  private nextIsNull(): boolean {
    if (this.values[this.position] !== null) return false;
    this.next();
    return true;
  }

  number(): number {
    const value = this.next();
    if (typeof value !== 'number') throw this.unexpected(value);
    return value;
  }

  nullableNumber(): number | null {
    return this.nextIsNull() ? null : this.number();
  }

  text(): string {
    const value = this.next();
    if (typeof value !== 'string') throw this.unexpected(value);
    return value;
  }

  nullableText(): string | null {
    return this.nextIsNull() ? null : this.text();
  }

  boolean(): boolean {
    const value = this.next();
    if (typeof value !== 'boolean') throw this.unexpected(value);
    return value;
  }

  oneOf<T extends string>(allowed: readonly T[]): T {
    const value = this.next();
    const found = allowed.find((each) => each === value);
    if (found === undefined) throw this.unexpected(value);
    return found;
  }

  /** PostgreSQL's text of a timestamp with time zone ('2026-11-26 08:00:00.123+00'): the driver leaves it as text. */
  date(): Date {
    const value = this.next();
    const parsed = typeof value === 'string' ? new Date(value) : undefined;
    if (!parsed || Number.isNaN(parsed.getTime())) throw this.unexpected(value);
    return parsed;
  }
}

/**
 * A row as the driver returns it in array mode (numerics and timestamps as text) as a listing row. Its fields are
 * read in LISTING_COLUMNS's order: an object literal's values are evaluated in the order they are written.
 */
export function listingRowOf(values: readonly unknown[]): ListingRow {
  const read = new ColumnReader(values);
  return {
    id: read.number(),
    title: read.text(),
    description: read.text(),
    price: read.text(),
    categoryId: read.number(),
    sellerId: read.number(),
    firstImage: read.nullableText(),
    condition: read.oneOf(PRODUCT_CONDITIONS),
    isSold: read.boolean(),
    status: read.oneOf(PRODUCT_STATUSES),
    previousPrice: read.nullableText(),
    location: read.nullableText(),
    placeName: read.nullableText(),
    latitude: read.nullableText(),
    longitude: read.nullableText(),
    createdAt: read.date(),
    isFavorite: read.boolean(),
    distance: read.nullableNumber(),
    ring: read.number(),
  };
}
