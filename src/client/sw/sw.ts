import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushPayload, pushTarget } from '#shared/push-payload.ts';

/**
 * Cerquita's service worker. It keeps the built app (the list the build injects as `__WB_MANIFEST`) so the app opens
 * without a connection, answers every page address with the app's index.html, and shows pushed notifications.
 * It never stores API answers or uploads: what a person's screens showed is kept by the page, per person (decision
 * 0023), so nothing one person saw can be served to another on a shared phone.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const NOTIFICATION_ICON = '/icons/icon-192.png';
/** Paths the server answers itself, never with the app. */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/uploads\//, /^\/ws(\/|$)/, /^\/plan\//];

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }));

// The page asks for this when the person taps "Actualizar": the new version takes over and the page reloads.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = event.data ? parsePushPayload(event.data.text()) : null;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { url: pushTarget(payload.url, self.location.origin) },
    }),
  );
});

/** A tab of the app already open is brought forward and shown the path; otherwise a new one opens on it. */
async function openPath(path: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(path);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  event.waitUntil(openPath(url));
});
