import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOADS, LAYOUT_CALLS } from '#shared/first-load.ts';
import {
  categoriesQueryKey,
  conversationListQueryKey,
  notificationUnreadCountQueryKey,
  productQueryKey,
  unreadCountQueryKey,
} from '#client/lib/query-keys.ts';
import { FIRST_QUERIES, prefetchFirstAnswers } from './first-answers.ts';

/** The answers a fake server gives, by path; anything else is a 404. */
function answering(answers: Record<string, unknown>) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    fetched.push(path);
    return path in answers
      ? new Response(JSON.stringify(answers[path]), { status: 200 })
      : new Response('{"message":"Not found"}', { status: 404 });
  });
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchFirstAnswers', () => {
  it('puts the answer of each preloaded call into the query that reads it', async () => {
    const product = { id: 12, title: 'Bicicleta' };
    const fetched = answering({
      '/api/categories': [{ id: 1, name: 'Hogar' }],
      '/api/notifications/unread-count': { count: 2 },
      '/api/messages/unread-count': { count: 5 },
      '/api/conversations': [],
      '/api/products/12': product,
    });
    const client = new QueryClient();
    await prefetchFirstAnswers(client, [
      '/api/categories',
      '/api/notifications/unread-count',
      '/api/messages/unread-count',
      '/api/conversations',
      '/api/products/12',
    ]);
    expect(client.getQueryData(categoriesQueryKey)).toEqual([{ id: 1, name: 'Hogar' }]);
    expect(client.getQueryData(notificationUnreadCountQueryKey)).toBe(2);
    expect(client.getQueryData(unreadCountQueryKey)).toBe(5);
    expect(client.getQueryData(conversationListQueryKey)).toEqual([]);
    expect(client.getQueryData(productQueryKey(12))).toEqual(product);
    expect(fetched).toHaveLength(5);
  });

  it('leaves calls it has no query for alone, and a failed call to the screen to report', async () => {
    const fetched = answering({});
    const client = new QueryClient();
    await prefetchFirstAnswers(client, ['/api/user', '/api/products/0', '/api/products/12']);
    expect(fetched).toEqual(['/api/products/12']);
    expect(client.getQueryState(productQueryKey(12))?.status).toBe('error');
  });

  it('knows every call of the first-load table, and no other', () => {
    const tableCalls = new Set([...FIRST_LOADS.flatMap((load) => load.calls), ...LAYOUT_CALLS]);
    expect(new Set(Object.keys(FIRST_QUERIES))).toEqual(tableCalls);
  });
});
