import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import type { UpdateProfileInput } from '#shared/users.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey, updateProfileMutationKey } from '#client/lib/query-keys.ts';

/** PATCH /api/user/profile — first name (required), last name and location; answers the updated user, 400 per field. */
export function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  return api.patch<CurrentUser>('/api/user/profile', input);
}

/** The answer replaces the cached user, so the top bar and the profile show the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
