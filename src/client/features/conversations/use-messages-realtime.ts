import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentUserQueryKey } from '#client/lib/query-keys.ts';
import {
  startRealtime,
  stopRealtime,
  subscribeRealtime,
  subscribeSessionEnded,
  useRealtimeConnected,
} from '#client/lib/socket.ts';
import { usePolledUnreadCount } from '#client/features/conversations/api/get-unread-count.ts';
import { playNotificationSound, shouldPlaySound } from '#client/features/conversations/notification-sound.ts';
import { applyRealtimeEvent, refetchMissedEvents } from '#client/features/conversations/realtime-events.ts';

/** A beep when the count rises (notification-sound.ts says when exactly). */
function useUnreadSound(count: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  const lastSoundAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (count === undefined) return;
    const now = performance.now();
    if (shouldPlaySound(previous.current, count, now - lastSoundAt.current)) {
      playNotificationSound();
      lastSoundAt.current = now;
    }
    previous.current = count;
  }, [count]);
}

/**
 * The signed-in tab's real-time messaging, pushed first and polled only as a fallback: the socket is open while
 * there is a user, its events update the cache, every (re)connection refetches what it may have missed, the unread
 * count is polled while the socket is down, and a rising count beeps. A socket closed because its session ended
 * re-reads the user: without one, the route guard sends the page to sign-in.
 */
export function useMessagesRealtime(userId: number | null): void {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();

  useEffect(() => {
    if (userId === null) return;
    const unsubscribe = subscribeRealtime((event) => applyRealtimeEvent(queryClient, userId, event));
    const unsubscribeEnded = subscribeSessionEnded(
      () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    );
    startRealtime(userId);
    return () => {
      unsubscribe();
      unsubscribeEnded();
      stopRealtime();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    if (connected) refetchMissedEvents(queryClient);
  }, [connected, queryClient]);

  useUnreadSound(usePolledUnreadCount(userId !== null).data);
}
