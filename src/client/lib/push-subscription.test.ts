import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPushBeforeSignOut, pushState, registerBrowserPush } from './push-subscription.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

type Call = { method: string; path: string; body: unknown };

/** A browser with a service worker, its push subscription (if any), a permission, and a server answering as told. */
function browser(options: { subscribed: boolean; permission: NotificationPermission; answers?: Response[] }) {
  const calls: Call[] = [];
  const events: string[] = [];
  let subscribed = options.subscribed;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: async () => {
      events.push('browser unsubscribed');
      subscribed = false;
      return true;
    },
  };
  const worker = { pushManager: { getSubscription: async () => (subscribed ? subscription : null) } };
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { getRegistration: async () => worker, ready: Promise.resolve(worker) },
  });
  const notification = { permission: options.permission };
  vi.stubGlobal('window', { PushManager: Object, Notification: notification });
  vi.stubGlobal('Notification', notification);
  const answers = [...(options.answers ?? [])];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method ?? 'GET', path, body });
    events.push(`${init.method} ${path}`);
    return answers.shift() ?? Response.json({ success: true });
  });
  return { calls, events };
}

beforeEach(() => {
  vi.stubGlobal('document', { querySelector: () => null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('tells the server to forget this phone’s endpoint, then drops the browser’s subscription', async () => {
    const { calls, events } = browser({ subscribed: true, permission: 'granted' });
    await dropPushBeforeSignOut();
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: ENDPOINT } },
    ]);
    expect(events).toEqual(['DELETE /api/push/subscriptions', 'browser unsubscribed']);
  });

  it('drops the browser’s subscription even when the server could not be told', async () => {
    const { events } = browser({
      subscribed: true,
      permission: 'granted',
      answers: [new Response('down', { status: 503 })],
    });
    await dropPushBeforeSignOut();
    expect(events).toEqual(['DELETE /api/push/subscriptions', 'browser unsubscribed']);
  });

  it('asks nothing of the server when this phone has no subscription', async () => {
    const { calls } = browser({ subscribed: false, permission: 'default' });
    await dropPushBeforeSignOut();
    expect(calls).toEqual([]);
  });
});

describe('signing in', () => {
  it('posts the browser’s existing subscription for the new session when pushes are allowed', async () => {
    const { calls } = browser({ subscribed: true, permission: 'granted' });
    registerBrowserPush();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT, keys: KEYS },
    });
  });

  it('posts nothing without a subscription or without permission', async () => {
    for (const setup of [
      { subscribed: false, permission: 'granted' as const },
      { subscribed: true, permission: 'default' as const },
    ]) {
      const { calls } = browser({ ...setup, answers: [Response.json({ endpoints: [] })] });
      registerBrowserPush();
      expect(await pushState()).toBe('off');
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    }
  });
});

describe('the settings switch', () => {
  it('shows "on" only when the server keeps this phone’s endpoint for the signed-in session', async () => {
    browser({ subscribed: true, permission: 'granted', answers: [Response.json({ endpoints: [] })] });
    expect(await pushState()).toBe('off');
    browser({ subscribed: true, permission: 'granted', answers: [Response.json({ endpoints: [ENDPOINT] })] });
    expect(await pushState()).toBe('on');
  });

  it('reads the server’s answer only once the browser has posted its subscription for a new session', async () => {
    const { events } = browser({
      subscribed: true,
      permission: 'granted',
      answers: [Response.json({ success: true }), Response.json({ endpoints: [ENDPOINT] })],
    });
    registerBrowserPush();
    expect(await pushState()).toBe('on');
    expect(events).toEqual(['POST /api/push/subscriptions', 'GET /api/push/subscriptions']);
  });
});
