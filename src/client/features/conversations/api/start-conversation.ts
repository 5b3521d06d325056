import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, CreateConversationInput } from '../../../../shared/conversations.ts';
import { api } from '../../../lib/api.ts';

export const startConversationMutationKey = ['conversations', 'start'] as const;

/** Every conversation query (the list and each conversation) is keyed under this prefix. */
const conversationQueriesKey = ['conversations'] as const;

/**
 * POST /api/conversations { otherUserId, productId } → the conversation (201 new, 200 the one the pair already has
 * about that product).
 */
export function startConversation(input: CreateConversationInput): Promise<Conversation> {
  return api.post<Conversation>('/api/conversations', input);
}

/** A new conversation shows in the list the next time it is shown. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startConversationMutationKey,
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationQueriesKey, refetchType: 'none' }),
  });
}
