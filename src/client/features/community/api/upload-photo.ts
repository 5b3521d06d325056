import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '#shared/uploads.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { uploadPhotoMutationKey } from '#client/lib/query-keys.ts';

/**
 * POST /api/uploads with the downsized JPEG's bytes as the body → 201 { url, thumbnailUrl, width, height }; 400 not
 * an image, 413 too large, 429 throttled. A post's few small photos need no progress bar, so plain fetch will do.
 */
export async function uploadPhoto(jpeg: Blob): Promise<UploadedImage> {
  const response = await fetch('/api/uploads', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'image/jpeg', Accept: 'application/json', 'Accept-Language': i18n.language },
    body: jpeg,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const uploaded: UploadedImage = await response.json();
  return uploaded;
}

/** An expired session still ends in the sign-in redirect (query-client.ts). */
export function useUploadPhoto() {
  return useMutation({ mutationKey: uploadPhotoMutationKey, mutationFn: uploadPhoto });
}
