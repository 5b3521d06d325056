import type { PushEndpoints, PushSubscriptionInput } from '#shared/notifications.ts';
import { api, hasStatus } from './api.ts';

/**
 * This phone's Web Push subscription. The service worker (registered by the app shell) shows each push and opens its
 * `url` on tap; this module only asks the browser for a subscription with the server's VAPID key and tells the server.
 * The server keeps a subscription as long as the session that posted it: signing out drops it here too, and whoever
 * signs in next on this browser posts it again for themselves.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker registration, when there is one (none: pushes cannot be shown). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported() || !(await navigator.serviceWorker.getRegistration())) return undefined;
  return navigator.serviceWorker.ready;
}

/** A base64url text (the VAPID public key) as the bytes `pushManager.subscribe` takes. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '' },
  };
}

/** The browser posting its subscription for a new session, when under way: the state is read once it is done. */
let registering: Promise<void> = Promise.resolve();

/**
 * Whether this phone receives pushes now, for whoever is signed in: the browser's subscription counts only when the
 * server keeps it for this session (GET /api/push/subscriptions), not when a previous session made it.
 */
export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return 'off';
  await registering;
  const { endpoints } = await api.get<PushEndpoints>('/api/push/subscriptions');
  return endpoints.includes(subscription.endpoint) ? 'on' : 'off';
}

/**
 * Once someone is signed in (after signing in, or the app opening with a session): a browser that already has a
 * subscription, with permission granted, posts it for this session, so pushes reach this phone for whoever is signed in
 * on it now. Nothing is asked of the person; a failure leaves the switch showing "off".
 */
export function registerBrowserPush(): void {
  registering = postExistingSubscription().catch(() => undefined);
}

async function postExistingSubscription(): Promise<void> {
  const worker = await registration();
  if (!worker || Notification.permission !== 'granted') return;
  const subscription = await worker.pushManager.getSubscription();
  if (subscription) await api.post('/api/push/subscriptions', subscriptionInput(subscription));
}

/**
 * Asks permission, subscribes with the server's public key (GET /api/push/public-key) and keeps the subscription on
 * the server (POST /api/push/subscriptions). Answers the state it ends in.
 */
export async function subscribeToPush(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    }));
  await api.post('/api/push/subscriptions', subscriptionInput(subscription));
  return 'on';
}

/** DELETE /api/push/subscriptions: the server forgets the endpoint (404: it already had). */
async function forgetOnServer(endpoint: string): Promise<void> {
  await api.delete('/api/push/subscriptions', { endpoint }).catch((error: unknown) => {
    if (!hasStatus(error, 404)) throw error;
  });
}

/** Stops pushes to this phone: the server forgets the endpoint, the browser too. */
export async function unsubscribeFromPush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return worker ? 'off' : 'unsupported';
  await forgetOnServer(subscription.endpoint);
  await subscription.unsubscribe();
  return 'off';
}

/**
 * Before signing out, while the session still exists: the server forgets this phone's subscription and the browser
 * drops it, so nothing of this person reaches the phone afterwards. The browser drops it even when the server could
 * not be told: ending the session forgets its subscriptions on the server anyway.
 */
export async function dropPushBeforeSignOut(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetOnServer(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}
