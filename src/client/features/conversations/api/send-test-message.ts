import { useMutation } from '@tanstack/react-query';
import { TEST_CONVERSATION_ID } from './fetch-test-conversation.ts';
import { rawAnswer, type RawAnswer } from './raw-answer.ts';

/** POST /api/conversations/5/messages { content }, answered as it is: 201 the message, 400 blank, 404 not a participant. */
export function sendTestMessage(content: string): Promise<RawAnswer> {
  return rawAnswer('POST', `/api/conversations/${TEST_CONVERSATION_ID}/messages`, { content });
}

export function useSendTestMessage() {
  return useMutation({ mutationKey: ['test-chat', 'send'], mutationFn: sendTestMessage });
}
