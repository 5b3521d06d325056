import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '#client/features/categories/api/get-categories.ts';
import { unreadCountQueryOptions } from '#client/features/conversations/api/get-unread-count.ts';
import { conversationListQueryOptions } from '#client/features/conversations/api/list-conversations.ts';
import { unreadNotificationCountQueryOptions } from '#client/features/notifications/api/get-unread-notification-count.ts';
import { productQueryOptions } from '#client/features/products/api/get-product.ts';

type Prefetch = (client: QueryClient) => Promise<void>;

/** The queries the calls a first load preloads answer (src/server/plugins/client-page.ts names them), by call. */
const FIRST_QUERIES: Record<string, Prefetch> = {
  '/api/categories': (client) => client.prefetchQuery(categoriesQueryOptions),
  '/api/notifications/unread-count': (client) => client.prefetchQuery(unreadNotificationCountQueryOptions),
  '/api/messages/unread-count': (client) => client.prefetchQuery(unreadCountQueryOptions),
  '/api/conversations': (client) => client.prefetchQuery(conversationListQueryOptions),
};
const PRODUCT_CALL = /^\/api\/products\/([1-9]\d*)$/;

function prefetchOf(call: string): Prefetch | undefined {
  const productId = PRODUCT_CALL.exec(call)?.[1];
  if (productId) return (client) => client.prefetchQuery(productQueryOptions(Number(productId)));
  return FIRST_QUERIES[call];
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
