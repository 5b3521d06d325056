import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '#shared/uploads.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { downsizeToJpeg } from '#client/lib/image-resize.ts';
import { uploadAvatarMutationKey } from '#client/lib/query-keys.ts';

/**
 * Downsizes the picked picture (800 px at most, JPEG 0.7; lib/image-resize.ts throws NotAnImageError for anything the
 * browser cannot decode), then POST /api/uploads with the JPEG bytes as the body → 201 { url, … }; 400 not an image,
 * 413 too large, 429 throttled.
 */
export async function uploadAvatar(file: File): Promise<UploadedImage> {
  const image = await downsizeToJpeg(file);
  const response = await fetch('/api/uploads', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': i18n.language, 'Content-Type': 'image/jpeg' },
    body: image,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const uploaded: UploadedImage = await response.json();
  return uploaded;
}

export function useUploadAvatar() {
  return useMutation({ mutationKey: uploadAvatarMutationKey, mutationFn: uploadAvatar });
}
