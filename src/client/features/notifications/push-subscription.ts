import type { PushSubscriptionInput } from '#shared/notifications.ts';
import { api, hasStatus } from '#client/lib/api.ts';

/**
 * This phone's Web Push subscription. The service worker (registered by the app shell) shows each push and opens its
 * `url` on tap; this module only asks the browser for a subscription with the server's VAPID key and tells the server.
 */
export const PUSH_STATES = ['unsupported', 'denied', 'off', 'on'] as const;
export type PushState = (typeof PUSH_STATES)[number];

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

/** Whether this phone receives pushes now. */
export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
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

/** Stops pushes to this phone: the server forgets the endpoint (DELETE /api/push/subscriptions), the browser too. */
export async function unsubscribeFromPush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return worker ? 'off' : 'unsupported';
  await api.delete('/api/push/subscriptions', { endpoint: subscription.endpoint }).catch((error: unknown) => {
    if (!hasStatus(error, 404)) throw error;
  });
  await subscription.unsubscribe();
  return 'off';
}
