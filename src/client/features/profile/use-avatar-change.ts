import { useState } from 'react';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import { ApiError, errorMessage, hasStatus } from '#client/lib/api.ts';
import { NotAnImageError } from '#client/lib/image-resize.ts';
import { useUpdateProfilePicture } from '#client/features/profile/api/update-profile-picture.ts';
import { useUploadAvatar } from '#client/features/profile/api/upload-avatar.ts';

/** The profile picture's three error messages (not an image, too large, processing failed), or the server's own. */
export type AvatarProblem =
  { kind: 'invalidImage' | 'tooLarge' | 'processingFailed' } | { kind: 'server'; message: string };

export type AvatarSuccess = 'changed' | 'removed';

function problemOf(error: unknown): AvatarProblem {
  if (error instanceof NotAnImageError) return { kind: 'invalidImage' };
  if (hasStatus(error, 413)) return { kind: 'tooLarge' };
  const message = errorMessage(error);
  if (error instanceof ApiError && message) return { kind: 'server', message };
  return { kind: 'processingFailed' };
}

/** Checks made before any work: an image of at most 5 MB. */
function checkPicked(file: File): AvatarProblem | null {
  if (!file.type.startsWith('image/')) return { kind: 'invalidImage' };
  if (file.size > IMAGE_BYTES_MAX) return { kind: 'tooLarge' };
  return null;
}

/** Picks, downsizes, uploads and sets the profile picture (or removes it); one pending state, one problem at a time. */
export function useAvatarChange(onSuccess: (outcome: AvatarSuccess) => void) {
  const upload = useUploadAvatar();
  const update = useUpdateProfilePicture();
  const [problem, setProblem] = useState<AvatarProblem | null>(null);

  async function save(file: File | null) {
    setProblem(null);
    try {
      const profileImageUrl = file ? (await upload.mutateAsync(file)).url : null;
      await update.mutateAsync({ profileImageUrl });
      onSuccess(file ? 'changed' : 'removed');
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  function change(file: File) {
    const early = checkPicked(file);
    if (early) setProblem(early);
    else void save(file);
  }

  return {
    change,
    remove: () => void save(null),
    pending: upload.isPending || update.isPending,
    problem,
  };
}
