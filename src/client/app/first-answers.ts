import type { QueryClient } from '@tanstack/react-query';
import { matchFirstLoad, type FirstCall } from '#shared/first-load.ts';
import { categoriesQueryOptions } from '#client/features/categories/api/get-categories.ts';
import { unreadCountQueryOptions } from '#client/features/conversations/api/get-unread-count.ts';
import { conversationListQueryOptions } from '#client/features/conversations/api/list-conversations.ts';
import { unreadNotificationCountQueryOptions } from '#client/features/notifications/api/get-unread-notification-count.ts';
import { productQueryOptions } from '#client/features/products/api/get-product.ts';

type Prefetch = (client: QueryClient, productId: string | undefined) => Promise<void>;

/**
 * The query that reads each call of the first-load table (src/shared/first-load.ts), by call; null where the answer is
 * not put into the cache first and the screen's own request gets it from the browser's preload.
 */
export const FIRST_QUERIES: Record<FirstCall, Prefetch | null> = {
  '/api/categories': (client) => client.prefetchQuery(categoriesQueryOptions),
  '/api/products/:id': (client, productId) => client.prefetchQuery(productQueryOptions(Number(productId))),
  '/api/conversations': (client) => client.prefetchQuery(conversationListQueryOptions),
  // The wall asks for its first page as it mounts.
  '/api/community?limit=10&offset=0': null,
  '/api/notifications/unread-count': (client) => client.prefetchQuery(unreadNotificationCountQueryOptions),
  '/api/messages/unread-count': (client) => client.prefetchQuery(unreadCountQueryOptions),
};

function prefetchOf(call: string): ((client: QueryClient) => Promise<void>) | undefined {
  for (const [template, prefetch] of Object.entries(FIRST_QUERIES)) {
    const match = matchFirstLoad(template, call);
    if (match) return prefetch ? (client) => prefetch(client, match.productId) : undefined;
  }
  return undefined;
}

/** The API calls the page as the server sent it preloads (path and query). */
function preloadedCalls(): string[] {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  return [...preloads].map((link) => {
    const url = new URL(link.href);
    return `${url.pathname}${url.search}`;
  });
}

/**
 * Puts the answers of the calls this page preloads into the cache: the first render then draws the screen with its
 * data, in one pass the phone can interrupt, rather than once empty and again (all at once) for each answer. Calls
 * no query here answers (the user's, which current-user.ts asks for) are left alone.
 */
export function prefetchFirstAnswers(client: QueryClient, calls = preloadedCalls()): Promise<void> {
  return Promise.all(calls.map((call) => prefetchOf(call)?.(client))).then(() => undefined);
}
