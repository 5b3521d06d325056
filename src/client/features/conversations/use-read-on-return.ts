import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markConversationRead } from '#client/features/conversations/api/mark-conversation-read.ts';

/**
 * Messages that arrived while the page was hidden stayed unread (nobody saw them); once the chat is back in view they
 * are read, and the server is told so. (Opening the chat reads them through its messages request.)
 */
export function useReadOnReturn(conversationId: number, unreadCount: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (unreadCount === 0) return;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') {
        markConversationRead(queryClient, conversationId).catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [conversationId, queryClient, unreadCount]);
}
