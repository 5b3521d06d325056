import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_DEFAULT, type Notification } from '#shared/notifications.ts';
import { api } from '#client/lib/api.ts';
import { notificationListQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/notifications?limit&offset → the caller's notifications, newest first. */
export function getNotifications(offset: number): Promise<Notification[]> {
  return api.get<Notification[]>(`/api/notifications?limit=${NOTIFICATIONS_PAGE_DEFAULT}&offset=${offset}`);
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationListQueryKey,
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: 0,
  getNextPageParam: (lastPage, pages) =>
    lastPage.length < NOTIFICATIONS_PAGE_DEFAULT ? undefined : pages.flat().length,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}
