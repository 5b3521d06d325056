import { useMutation } from '@tanstack/react-query';
import { rawAnswer, type RawAnswer } from './raw-answer.ts';

/** The test page always reads conversation 5. */
export const TEST_CONVERSATION_ID = 5;

/** GET /api/conversations/5, answered as it is: 200 the conversation, 404 when the caller takes no part in it. */
export function fetchTestConversation(): Promise<RawAnswer> {
  return rawAnswer('GET', `/api/conversations/${TEST_CONVERSATION_ID}`);
}

export function useFetchTestConversation() {
  return useMutation({ mutationKey: ['test-chat', 'fetch'], mutationFn: fetchTestConversation });
}
