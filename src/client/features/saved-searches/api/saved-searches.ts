import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchInput, SavedSearch, UpdateSavedSearch } from '#shared/saved-searches.ts';
import { api } from '#client/lib/api.ts';
import { savedSearchesQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/saved-searches: the caller's saved searches, newest first. */
export function getSavedSearches(): Promise<SavedSearch[]> {
  return api.get<SavedSearch[]>('/api/saved-searches');
}

export const savedSearchesQueryOptions = queryOptions({
  queryKey: savedSearchesQueryKey,
  queryFn: getSavedSearches,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}

/** POST /api/saved-searches: the search call's parameters and a name; 409 past 20. */
export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return api.post<SavedSearch>('/api/saved-searches', input);
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

/** PATCH /api/saved-searches/{id}: its alerts on or off. */
export function updateSavedSearch({
  id,
  ...change
}: UpdateSavedSearch & { id: number }): Promise<SavedSearch> {
  return api.patch<SavedSearch>(`/api/saved-searches/${id}`, change);
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

/** DELETE /api/saved-searches/{id}. */
export function deleteSavedSearch(id: number): Promise<{ success: true }> {
  return api.delete<{ success: true }>(`/api/saved-searches/${id}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
