import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#shared/conversations.ts';
import { messagesQueryOptions } from './api/list-messages.ts';
import type { MessagePage } from './conversation-cache.ts';
import { messagesOf } from './conversation-cache.ts';
import { applyRealtimeEvent } from './realtime-events.ts';
import { chatMessageFixture } from '#client/lib/testing/chat-fixtures.ts';

const CONVERSATION = 7;
const VIEWER = 1;

const message = (id: number): ChatMessage =>
  chatMessageFixture({
    id,
    conversationId: CONVERSATION,
    senderId: 2,
    content: `mensaje ${id}`,
    createdAt: new Date(2026, 10, 25, 12, id).toISOString(),
  });

const page = (...ids: number[]): MessagePage => ({ messages: ids.map(message), hasOlder: false });

describe('a message pushed while the chat is loading', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not hidden by the answer of a fetch that started before it was stored', async () => {
    // The tab is in the background: the message is not marked read (no call to the server).
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const client = new QueryClient();
    const answers: ((value: MessagePage) => void)[] = [];
    const observer = new InfiniteQueryObserver(client, {
      ...messagesQueryOptions(CONVERSATION),
      queryFn: () => new Promise<MessagePage>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    applyRealtimeEvent(client, VIEWER, {
      type: 'new_message',
      conversationId: CONVERSATION,
      message: message(2),
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.(page(1));
    answers[1]?.(page(1, 2));
    await expect.poll(() => messagesOf(observer.getCurrentResult().data).map(({ id }) => id)).toEqual([1, 2]);
    unsubscribe();
  });
});
