import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '#client/lib/upload.ts';
import { uploadImageMutationKey } from '#client/lib/query-keys.ts';

/** Each photo calls `mutateAsync` on its own; an expired session still ends in the sign-in redirect (query-client.ts). */
export function useUploadImage() {
  return useMutation({ mutationKey: uploadImageMutationKey, mutationFn: uploadImage });
}
