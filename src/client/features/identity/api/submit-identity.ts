import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityPhoto, IdentityStatus } from '#shared/identity.ts';
import { api } from '#client/lib/api.ts';
import { downsizeToJpeg } from '#client/lib/image-resize.ts';
import { currentUserQueryKey, identityStatusQueryKey } from '#client/lib/query-keys.ts';

/**
 * POST /api/user/identity: the three photos, downsized to JPEG in the browser first (SPEC §5), as a multipart form.
 * 409 while a check waits, 400/413 for a photo the server cannot take.
 */
export async function submitIdentity(photos: Record<IdentityPhoto, File>): Promise<IdentityStatus> {
  const form = new FormData();
  for (const [field, file] of Object.entries(photos)) {
    form.append(field, await downsizeToJpeg(file), `${field}.jpg`);
  }
  return api.post<IdentityStatus>('/api/user/identity', form);
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSuccess: (status) => {
      queryClient.setQueryData(identityStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
