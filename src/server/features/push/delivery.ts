import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '#shared/notifications.ts';
import type { Database } from '#server/db/client.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';
import { forgetSubscriptions, subscriptionsOf } from './service.ts';
import type { VapidKeys } from './vapid.ts';

/** How long a push service keeps trying a phone that is off: a day, then the news is stale (the centre has it). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service says the subscription is gone (unsubscribed, uninstalled, expired). */
const GONE_STATUSES = new Set([404, 410]);

/** web-push and its crypto hold about 13 MB once loaded: loaded at the first push, not by every idle server. */
const loadWebPush = () => import('web-push');

export type PushDelivery = {
  /**
   * Sends to every browser the person subscribed in a session still live; forgets those the push service says are
   * gone. Never throws.
   */
  send(userId: number, payload: PushPayload): Promise<void>;
};

export type PushDeliveryOptions = {
  db: Database;
  keys: VapidKeys;
  subject: string;
  allowedHosts: readonly string[];
  log: FastifyBaseLogger;
  /** The TLS agent for push services (tests trust their local push service through it). */
  agent?: Agent | undefined;
};

export function createPushDelivery(options: PushDeliveryOptions): PushDelivery {
  const { db, keys, subject, allowedHosts, log, agent } = options;
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function sendOne(subscription: { endpoint: string; p256dh: string; auth: string }, body: string) {
    const { default: webpush, WebPushError } = await loadWebPush();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent,
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && GONE_STATUSES.has(error.statusCode)) return 'gone';
      log.warn({ err: error, pushHost: new URL(subscription.endpoint).host }, 'push not delivered');
      return 'failed';
    }
  }

  return {
    async send(userId, payload) {
      try {
        const subscriptions = await subscriptionsOf(db, userId);
        const body = JSON.stringify(payload);
        const gone: number[] = [];
        await Promise.all(
          subscriptions.map(async (subscription) => {
            // Stored before a narrower allow-list: never called, and forgotten.
            const result = isAllowedPushEndpoint(subscription.endpoint, allowedHosts)
              ? await sendOne(subscription, body)
              : 'gone';
            if (result === 'gone') gone.push(subscription.id);
          }),
        );
        await forgetSubscriptions(db, gone);
      } catch (error) {
        log.error({ err: error, userId }, 'push delivery failed');
      }
    },
  };
}
