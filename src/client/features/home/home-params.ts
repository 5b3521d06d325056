import { DEFAULT_DISTANCE_MILES, DISTANCE_OPTIONS_MILES } from '#shared/constants.ts';

/**
 * What the home page shows, kept in its URL (`view`, `category`, the search, the radius and the
 * listing view) so that coming back from a product restores the same list.
 */
export const HOME_VIEWS = ['marketplace', 'community', 'messages', 'profile'] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

/** All products, the user's own listings, or their favourites (one at a time). */
export const LISTINGS = ['all', 'mine', 'favorites'] as const;
export type Listing = (typeof LISTINGS)[number];

export type DistanceOption = (typeof DISTANCE_OPTIONS_MILES)[number];

/** The radius option meaning the whole country. */
export const WHOLE_COUNTRY_MILES: DistanceOption = 999;

export interface MarketplaceParams {
  view: HomeView;
  listing: Listing;
  categoryId: number | undefined;
  /** The submitted search; '' outside search mode. */
  query: string;
  radius: DistanceOption;
}

const DEFAULTS: MarketplaceParams = {
  view: 'marketplace',
  listing: 'all',
  categoryId: undefined,
  query: '',
  radius: DEFAULT_DISTANCE_MILES,
};

const PARAM_NAMES: Record<keyof MarketplaceParams, string> = {
  view: 'view',
  listing: 'list',
  categoryId: 'category',
  query: 'q',
  radius: 'radius',
};
const PARAM_KEYS: readonly (keyof MarketplaceParams)[] = ['view', 'listing', 'categoryId', 'query', 'radius'];

function oneOf<T extends string | number>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** The home state from its URL; anything unknown or malformed falls back to the default. */
export function readMarketplaceParams(search: URLSearchParams): MarketplaceParams {
  const radius = Number(search.get(PARAM_NAMES.radius));
  return {
    view: oneOf(HOME_VIEWS, search.get(PARAM_NAMES.view), DEFAULTS.view),
    listing: oneOf(LISTINGS, search.get(PARAM_NAMES.listing), DEFAULTS.listing),
    categoryId: positiveInteger(search.get(PARAM_NAMES.categoryId)),
    query: search.get(PARAM_NAMES.query)?.trim() ?? DEFAULTS.query,
    radius: oneOf(DISTANCE_OPTIONS_MILES, radius, DEFAULTS.radius),
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
    const value = changes[key];
    if (value === undefined || value === DEFAULTS[key]) next.delete(PARAM_NAMES[key]);
    else next.set(PARAM_NAMES[key], String(value));
  }
  return next;
}
