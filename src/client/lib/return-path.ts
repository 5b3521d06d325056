import { useLocation, useSearch } from 'wouter';

const SIGN_IN = '/auth';
const HOME = '/';
const NEXT = 'next';
/** Never a place to return to after signing in: the sign-in screen itself and the API. */
const EXCLUDED_PREFIXES = [SIGN_IN, '/api'];

function sameSiteUrl(path: string, origin: string): URL | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where sign-in leads: the `next` query parameter when it is a path on this site (not '//host', not
 * '/\host', which browsers read as another host) outside /auth and /api; otherwise home.
 */
export function returnPath(search: string, origin: string): string {
  const url = sameSiteUrl(new URLSearchParams(search).get(NEXT) ?? '', origin);
  if (!url || EXCLUDED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in screen, remembering `path` (with its query) so that sign-in comes back to it. */
export function signInPath(path: string, search: string): string {
  const here = search ? `${path}?${search}` : path;
  return here === HOME ? SIGN_IN : `${SIGN_IN}?${NEXT}=${encodeURIComponent(here)}`;
}

/** Where to go once signed in, read from the current /auth address. */
export function useReturnPath(): string {
  return returnPath(useSearch(), window.location.origin);
}

/** The sign-in screen for the current address. */
export function useSignInPath(): string {
  const [path] = useLocation();
  return signInPath(path, useSearch());
}
