import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#client/lib/i18n.ts';
import { notificationsQueryKey } from '#client/lib/query-keys.ts';
import { subscribeRealtime, useRealtimeConnected } from '#client/lib/socket.ts';
import { rememberLanguage } from '#client/features/notifications/api/remember-language.ts';

/**
 * Keeps the bell and the centre current: a `notification` event, or the socket coming back (it may have missed
 * some), refreshes them. The channel itself is opened by the messaging hook every signed-in screen mounts.
 */
export function useNotificationsRealtime(): void {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'notification')
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      }),
    [queryClient],
  );
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }, [connected, queryClient]);
}

/** Tells the server when the person switches language, so what it sends them next is in that language. */
export function useRememberedLanguage(): void {
  const { i18n } = useTranslation();
  const previous = useRef(currentLanguage());
  useEffect(() => {
    const language = currentLanguage();
    if (previous.current === language) return;
    previous.current = language;
    rememberLanguage(language).catch(() => undefined);
  }, [i18n.language]);
}
