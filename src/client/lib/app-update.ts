import { useSyncExternalStore } from 'react';

/**
 * The service worker, in production builds (the dev server serves modules it must not keep). A new version waits until
 * the person taps "Actualizar": then it takes over and the page reloads on it. Until then the open tab keeps running on
 * the version it started with, whose files the old worker still holds, so it never breaks halfway.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** If the new version has not taken over the page by then (another tab held it), the page reloads anyway. */
const RELOAD_FALLBACK_MS = 3_000;

/** The worker the build writes (vite.config.ts), for the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

let updateWaiting = false;
let waitingRegistration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

function announceUpdate(registration: ServiceWorkerRegistration): void {
  waitingRegistration = registration;
  updateWaiting = true;
  for (const listener of listeners) listener();
}

/**
 * A worker that installs while another one controls the page is an update, and waits; the very first install has
 * nothing to replace and just keeps the files for next time.
 */
async function register(): Promise<void> {
  const registration = await navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch(() => undefined);
  if (!registration) return;
  if (registration.waiting && navigator.serviceWorker.controller) announceUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        announceUpdate(registration);
    });
  });
  window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
}

/** How long after the page's load the worker waits, so the screen's data, photos and first renders come first. */
const REGISTER_AFTER_LOAD_MS = 3000;

/**
 * Registered a few seconds after the page has loaded, so the worker's downloads of the whole app (over a megabyte)
 * compete neither with the page's own nor, on a phone's two slow cores, with its first renders. Written out rather
 * than through the PWA plugin's helper, which brings workbox-window (about 3 kB) into every first load for these few
 * lines.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registerLater = () => window.setTimeout(() => void register(), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}

export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waitingRegistration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => updateWaiting);
}
