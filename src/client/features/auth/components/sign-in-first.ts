import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '#client/lib/current-user.ts';

/** What a visitor started (favourite, message, offer, post, report) and goes on once they are signed in. */
type Intent = () => void;

/** The intent waiting for the sign-in sheet; null while the sheet is closed. */
let waiting: Intent | null = null;
const listeners = new Set<() => void>();

function setWaiting(intent: Intent | null): void {
  waiting = intent;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the sign-in sheet over the page, keeping `intent` for when sign-in succeeds. */
export function askToSignIn(intent: Intent): void {
  setWaiting(intent);
}

/** Sign-in or sign-up in the sheet succeeded: the sheet closes and what the visitor started goes on. */
export function finishSignIn(): void {
  const intent = waiting;
  setWaiting(null);
  intent?.();
}

/** The visitor closed the sheet: what they started is dropped. */
export function dismissSignIn(): void {
  setWaiting(null);
}

export function useSignInSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, () => waiting !== null);
}

/**
 * `signInFirst(intent)` for a write: signed in, it runs now; a visitor gets the sign-in sheet over the page (which
 * stays mounted, so what they typed stays) and it runs once they have signed in or up there.
 */
export function useSignInFirst(): (intent: Intent) => void {
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  return useCallback((intent: Intent) => (signedIn ? intent() : askToSignIn(intent)), [signedIn]);
}
