import {
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  type ProductCondition,
  type ProductSort,
} from '#shared/products-constants.ts';
import { PRICE_MAX } from '#shared/constants.ts';
import { isRadiusOption } from './radius.ts';

/**
 * What the home page shows, kept in its URL (the search, the category, and the filter sheet's choices) so that coming
 * back from a product restores the same list.
 */

/** All products, the user's own listings, or their favourites (one at a time). */
export const LISTINGS = ['all', 'mine', 'favorites'] as const;
export type Listing = (typeof LISTINGS)[number];

export interface MarketplaceParams {
  listing: Listing;
  categoryId: number | undefined;
  /** The submitted search; '' outside search mode. */
  query: string;
  /** Miles; undefined is the default radius of the chosen unit. */
  radius: number | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Empty: any condition. */
  conditions: ProductCondition[];
  /** undefined: the list's own order (nearest, newest without a location; searching too). */
  sort: ProductSort | undefined;
}

/** The filter sheet's part of the state. */
export type FilterChoices = Pick<
  MarketplaceParams,
  'listing' | 'radius' | 'minPrice' | 'maxPrice' | 'conditions' | 'sort'
>;

export const NO_FILTERS: FilterChoices = {
  listing: 'all',
  radius: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  conditions: [],
  sort: undefined,
};

const DEFAULTS: MarketplaceParams = { ...NO_FILTERS, categoryId: undefined, query: '' };

const PARAM_NAMES: Record<keyof MarketplaceParams, string> = {
  listing: 'list',
  categoryId: 'category',
  query: 'q',
  radius: 'radius',
  minPrice: 'min',
  maxPrice: 'max',
  conditions: 'condition',
  sort: 'sort',
};
const PARAM_KEYS = Object.keys(PARAM_NAMES) as (keyof MarketplaceParams)[];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** A price in dollars from the URL ('12.5'), or undefined when missing or not a price. */
export function priceOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}(\.\d{0,2})?$/.test(value.trim())) return undefined;
  const price = Number(value);
  return price <= PRICE_MAX ? price : undefined;
}

function radiusOf(value: string | null): number | undefined {
  const radius = value === null ? Number.NaN : Number(value);
  return isRadiusOption(radius) ? radius : undefined;
}

/** The home state from its URL; anything unknown or malformed falls back to the default. */
export function readMarketplaceParams(search: URLSearchParams): MarketplaceParams {
  const minPrice = priceOf(search.get(PARAM_NAMES.minPrice));
  const maxPrice = priceOf(search.get(PARAM_NAMES.maxPrice));
  const inOrder = minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
  const conditions = PRODUCT_CONDITIONS.filter((condition) =>
    search.getAll(PARAM_NAMES.conditions).includes(condition),
  );
  return {
    listing: oneOf(LISTINGS, search.get(PARAM_NAMES.listing)) ?? DEFAULTS.listing,
    categoryId: positiveInteger(search.get(PARAM_NAMES.categoryId)),
    query: search.get(PARAM_NAMES.query)?.trim() ?? DEFAULTS.query,
    radius: radiusOf(search.get(PARAM_NAMES.radius)),
    minPrice: inOrder ? minPrice : undefined,
    maxPrice: inOrder ? maxPrice : undefined,
    conditions,
    sort: oneOf(PRODUCT_SORTS, search.get(PARAM_NAMES.sort)),
  };
}

/** The URL parameters after `changes`; defaults are left out so plain / stays plain. Other parameters are kept. */
export function writeMarketplaceParams(
  search: URLSearchParams,
  changes: Partial<MarketplaceParams>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of PARAM_KEYS) {
    if (!(key in changes)) continue;
    const name = PARAM_NAMES[key];
    const value = changes[key];
    next.delete(name);
    if (Array.isArray(value)) for (const each of value) next.append(name, each);
    else if (value !== undefined && value !== DEFAULTS[key]) next.set(name, String(value));
  }
  return next;
}

/** How many of the sheet's choices differ from no filter (the price range counts once): the 'Filtros' badge. */
export function activeFilterCount(choices: FilterChoices): number {
  return [
    choices.listing !== 'all',
    choices.radius !== undefined,
    choices.minPrice !== undefined || choices.maxPrice !== undefined,
    choices.conditions.length > 0,
    choices.sort !== undefined,
  ].filter(Boolean).length;
}
