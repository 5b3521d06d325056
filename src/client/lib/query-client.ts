import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UNAUTHORIZED_REDIRECT_MS } from '#shared/constants.ts';
import { isUnauthorizedError } from './api.ts';
import { addTexts, i18n } from './i18n.ts';
import { currentUserQueryKey } from './query-keys.ts';
import { pinToast } from './toast.ts';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };

addTexts({ auth: authTexts });

/** Queries whose failures stay silent (background badges): `meta: QUIET`. */
export const QUIET = { quiet: true } as const;

let redirecting = false;

/**
 * An expired session shows 'No autorizado', then goes to /api/login, which redirects to /auth. A visitor had no session
 * to lose: their 401 is a screen they may not read, which says so itself.
 */
function handleUnauthorized(error: Error): void {
  if (redirecting || !isUnauthorizedError(error)) return;
  if (queryClient.getQueryData(currentUserQueryKey) === null) return;
  redirecting = true;
  pinToast({
    variant: 'destructive',
    title: i18n.t('auth.unauthorizedTitle'),
    description: i18n.t('auth.unauthorizedDescription'),
  });
  window.setTimeout(() => {
    window.location.href = '/api/login';
  }, UNAUTHORIZED_REDIRECT_MS);
}

/**
 * Data never goes stale by itself, no refetch on focus, no retries, no polling unless a query asks. Without a connection
 * a query still tries once, so a screen with nothing kept says it could not load rather than waiting silently (a
 * failed query is asked again when the connection returns), and an action fails at once, saying it needs a connection.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.['quiet'] !== true) handleUnauthorized(error);
    },
  }),
  mutationCache: new MutationCache({ onError: handleUnauthorized }),
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, networkMode: 'offlineFirst' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
