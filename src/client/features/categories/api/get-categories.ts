import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '#shared/categories.ts';
import { api } from '#client/lib/api.ts';
import { categoriesQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/categories — every category (reference data: names stored in Spanish, lucide icon names). */
export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/api/categories');
}

export const categoriesQueryOptions = queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
