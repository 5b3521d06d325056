import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/conversations.ts';
import { api, errorMessage, isUnauthorizedError } from '#client/lib/api.ts';
import { deleteConversationMutationKey, unreadCountQueryKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { withoutConversation } from '#client/features/conversations/conversation-cache.ts';
import { conversationListQueryOptions } from './list-conversations.ts';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

interface DeleteAnswer {
  success: true;
}

/** DELETE /api/conversations/{id} → { success }: hides it for the caller only, until a new message comes. */
export function deleteConversation(conversationId: number): Promise<DeleteAnswer> {
  return api.delete<DeleteAnswer>(`/api/conversations/${conversationId}`);
}

/**
 * The row leaves the list at once; if the server refuses, it comes back and 'No se pudo eliminar la conversación' says
 * why, on the full list too rather than only in the log: a silent failure would look like a row coming back by itself.
 */
export function useDeleteConversation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = conversationListQueryOptions.queryKey;
  return useMutation({
    mutationKey: deleteConversationMutationKey,
    mutationFn: deleteConversation,
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before: Conversation[] | undefined = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list) => withoutConversation(list, conversationId));
      return { before };
    },
    onError: (error, _conversationId, context) => {
      queryClient.setQueryData(listKey, context?.before);
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('conversations.deleteError'),
        description: errorMessage(error) ?? t('conversations.tryAgain'),
      });
    },
    // Its unread messages were marked read: the badge drops (also pushed over the socket).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}
