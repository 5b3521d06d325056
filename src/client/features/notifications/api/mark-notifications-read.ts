import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead } from '#shared/notifications.ts';
import { api } from '#client/lib/api.ts';
import { notificationsQueryKey } from '#client/lib/query-keys.ts';

/** POST /api/notifications/read with `{ ids }` or `{ all: true }` → how many became read. */
export function markNotificationsRead(input: MarkNotificationsRead): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/api/notifications/read', input);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
