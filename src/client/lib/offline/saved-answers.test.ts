import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  categoriesQueryKey,
  conversationListQueryKey,
  conversationQueryKey,
  currentUserQueryKey,
  messagesQueryKey,
  productListQueryKey,
  productQueryKey,
  publicProfileQueryKey,
  unreadCountQueryKey,
} from '../query-keys.ts';
import { keptQueries } from './saved-answers.ts';

function clientWith(entries: (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  let updatedAt = 1_000;
  for (const queryKey of entries) {
    client.setQueryData(queryKey, { pages: [['first'], ['second']], pageParams: [0, 24] }, { updatedAt });
    updatedAt += 1_000;
  }
  return client;
}

const keysOf = (client: QueryClient) => keptQueries(client).queries.map((query) => query.queryKey);

describe('the answers kept for offline use', () => {
  it('keeps the registry keys it names and nothing else', () => {
    const client = clientWith([
      currentUserQueryKey,
      categoriesQueryKey,
      unreadCountQueryKey,
      conversationListQueryKey,
      productQueryKey(7),
      publicProfileQueryKey(3),
    ]);
    expect(keysOf(client)).toEqual(
      expect.arrayContaining([
        currentUserQueryKey,
        categoriesQueryKey,
        unreadCountQueryKey,
        conversationListQueryKey,
      ]),
    );
    expect(keysOf(client)).toHaveLength(4);
  });

  it('keeps the five chats read last, each with its conversation, and the two newest nearby lists', () => {
    const chats = [1, 2, 3, 4, 5, 6];
    const client = clientWith([
      ...chats.flatMap((id) => [conversationQueryKey(id), messagesQueryKey(id)]),
      productListQueryKey({ radius: 5 }),
      productListQueryKey({ radius: 10 }),
      productListQueryKey({ radius: 25 }),
    ]);
    const kept = keysOf(client);
    expect(kept).not.toContainEqual(messagesQueryKey(1));
    expect(kept).not.toContainEqual(conversationQueryKey(1));
    for (const id of chats.slice(1)) {
      expect(kept).toContainEqual(messagesQueryKey(id));
      expect(kept).toContainEqual(conversationQueryKey(id));
    }
    expect(kept).not.toContainEqual(productListQueryKey({ radius: 5 }));
    expect(kept).toContainEqual(productListQueryKey({ radius: 25 }));
  });

  it('keeps only the first page of a paged answer', () => {
    const [query] = keptQueries(clientWith([conversationListQueryKey])).queries;
    expect(query?.state.data).toEqual({ pages: [['first']], pageParams: [0] });
  });
});
