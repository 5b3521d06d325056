import { z } from 'zod';
import { idSchema } from './contract.ts';
import { DISTANCE_OPTIONS_MILES } from './constants.ts';
import { searchProductsFields, withPriceRangeInOrder } from './products.ts';

/** Saved searches: a filter set a person keeps, told when new listings match it. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;

/**
 * The search call's parameters without paging or sold listings (a new listing is never sold), its words optional: a
 * filter set without words is a saved search too. Every filter the search call gains is kept with it.
 */
const savedSearchFields = searchProductsFields
  .omit({ limit: true, offset: true, includeSold: true })
  .extend({ q: searchProductsFields.shape.q.optional() });
export const savedSearchParamsSchema = withPriceRangeInOrder(savedSearchFields);
export type SavedSearchParams = z.output<typeof savedSearchParamsSchema>;

export const createSavedSearchSchema = withPriceRangeInOrder(
  savedSearchFields.extend({
    name: z
      .string({ error: 'validation.savedSearchNameRequired' })
      .trim()
      .min(1, { error: 'validation.savedSearchNameRequired' })
      .max(SAVED_SEARCH_NAME_MAX, { error: 'validation.tooLong' }),
  }),
);
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The parameters as saved (the search call's names and values). */
  params: z.record(z.string(), z.json()),
  /** Where the saved search opens (savedSearchUrl). */
  url: z.string(),
  /** Whether new listings that match are told to its owner. */
  alertsOn: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const updateSavedSearchSchema = z.object({ alertsOn: z.boolean({ error: 'validation.invalid' }) });
export type UpdateSavedSearch = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchIdParamsSchema = z.object({ id: idSchema('validation.invalid') });

/**
 * Where a saved search opens: the home page with its words, category and radius in the home's URL parameters (`q`,
 * `category`, `radius`), so the list shows what the search finds.
 */
export function savedSearchUrl(params: SavedSearchParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.categoryId !== undefined) search.set('category', String(params.categoryId));
  const radius = DISTANCE_OPTIONS_MILES.find((option) => option === params.maxDistance);
  if (radius !== undefined) search.set('radius', String(radius));
  const query = search.toString();
  return query ? `/?${query}` : '/';
}
