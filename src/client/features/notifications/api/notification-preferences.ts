import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications.ts';
import { api } from '#client/lib/api.ts';
import { notificationPreferencesQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/notifications/preferences: muted types, quiet hours, the daily digest. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/api/notifications/preferences');
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesQueryKey,
  queryFn: getNotificationPreferences,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

/** PUT /api/notifications/preferences: the whole set; the answer replaces the cached one. */
export function updateNotificationPreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications/preferences', input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
