import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth.ts';
import { api, hasStatus } from './api.ts';
import { forgetSavedAnswers } from './offline/saved-answers.ts';
import { currentUserQueryKey } from './query-keys.ts';

/**
 * The page as the server sent it says so when the request carried no session cookie: then the first lookup has its
 * answer without a call, whose 401 the browser would log as an error. Later lookups (after signing in) always ask.
 */
let firstLookup = true;

/** GET /api/user — the signed-in user, or null when there is no session (a 401 is an answer here, not an error). */
async function getCurrentUser(): Promise<CurrentUser | null> {
  if (firstLookup) {
    firstLookup = false;
    // Read here, not when the module loads: modules that import this one also run outside a page (unit tests).
    if (document.querySelector('meta[name="session"][content="none"]')) return noSession();
  }
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    if (hasStatus(error, 401)) return noSession();
    throw error;
  }
}

/**
 * The server says nobody is signed in here: the session ended, however it did (expiry, a password changed elsewhere,
 * suspension), so the answers kept for offline reading go, as signing out would have removed them. Only the server
 * says so: offline, no answer comes and they stay.
 */
function noSession(): null {
  void forgetSavedAnswers().catch(() => undefined);
  return null;
}

const currentUserQueryOptions = queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/**
 * The signed-in user (the page preloads `/api/user`; kept answers count when offline), null without a session,
 * undefined when it could not be had. The app's first render waits for it (within a limit), so it draws the screen
 * at once rather than a spinner and, a moment later, everything again.
 */
export function fetchCurrentUser(client: QueryClient): Promise<CurrentUser | null | undefined> {
  return client.fetchQuery(currentUserQueryOptions).catch(() => undefined);
}
