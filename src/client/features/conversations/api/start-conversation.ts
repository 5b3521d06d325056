import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, CreateConversationInput } from '#shared/conversations.ts';
import { api } from '#client/lib/api.ts';
import { conversationListQueryKey, startConversationMutationKey } from '#client/lib/query-keys.ts';
import { conversationQueryOptions } from './get-conversation.ts';

/**
 * POST /api/conversations { otherUserId, productId } → the conversation (201 new, 200 the one the pair already has
 * about that product).
 */
export function startConversation(input: CreateConversationInput): Promise<Conversation> {
  return api.post<Conversation>('/api/conversations', input);
}

/** The chat opens with its header already known; the list shows the conversation the next time it is shown. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startConversationMutationKey,
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryOptions(conversation.id).queryKey, conversation);
      return queryClient.invalidateQueries({ queryKey: conversationListQueryKey, refetchType: 'none' });
    },
  });
}
