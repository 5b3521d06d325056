import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker, in production builds (the dev server serves modules it must not keep). A new version waits until
 * the person taps "Actualizar": then it takes over and the page reloads on it. Until then the open tab keeps running on
 * the version it started with, whose files the old worker still holds, so it never breaks halfway.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** If the new version has not taken over the page by then (another tab held it), the page reloads anyway. */
const RELOAD_FALLBACK_MS = 3_000;

let updateWaiting = false;
let activateUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    onNeedRefresh() {
      updateWaiting = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}

export function applyUpdate(): void {
  void activateUpdate?.();
  window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => updateWaiting);
}
