import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import type { ProfilePictureInput } from '#shared/users.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey, updateProfilePictureMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/user/profile-picture — `profileImageUrl` is an upload's URL (or null to remove it); answers the user. */
export function updateProfilePicture(input: ProfilePictureInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/user/profile-picture', input);
}

/** The answer replaces the cached user, so the top bar's avatar changes at once. */
export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfilePictureMutationKey,
    mutationFn: updateProfilePicture,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
