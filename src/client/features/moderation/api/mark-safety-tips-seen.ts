import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import { api } from '#client/lib/api.ts';
import { currentUserQueryKey, markSafetyTipsSeenMutationKey } from '#client/lib/query-keys.ts';

/** POST /api/user/safety-tips-seen → { success: true }: the account saw the tips, on this phone or any other. */
export function markSafetyTipsSeen(): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/user/safety-tips-seen');
}

/**
 * Tells the server the tips showed, so no other chat or phone shows them again; the tips on screen stay until closed.
 * Offline, the call fails quietly and the tips show once more on the next chat.
 */
export function useMarkSafetyTipsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markSafetyTipsSeenMutationKey,
    mutationFn: markSafetyTipsSeen,
    onSuccess: () =>
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, showSafetyTips: false } : user,
      ),
  });
}
