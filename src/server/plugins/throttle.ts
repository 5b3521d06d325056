import type { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

/** Counts attempts per key in a fixed window. Redis when configured (shared by instances), memory otherwise. */
export interface ThrottleStore {
  /** Adds one hit and answers the count in the current window and when that window ends (epoch ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
  clear(key: string): Promise<void>;
}

export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 100_000) pruneExpired(windows, now());
      return { ...entry };
    },
    async peek(key) {
      const entry = current(key);
      return entry && { ...entry };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
}

export function redisThrottleStore(redis: Redis, keyPrefix: string): ThrottleStore {
  const prefixed = (key: string) => `${keyPrefix}throttle:${key}`;
  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .incr(prefixed(key))
        .pexpire(prefixed(key), windowMs, 'NX')
        .pttl(prefixed(key))
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await redis
        .multi()
        .get(prefixed(key))
        .pttl(prefixed(key))
        .exec()
        .then((results) => [results?.[0]?.[1], results?.[1]?.[1]]);
      if (count === null || count === undefined) return undefined;
      return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) };
    },
    async clear(key) {
      await redis.del(prefixed(key));
    },
  };
}

export type ThrottleRule = { name: string; limit: number; windowMs: number };

/** SPEC asks for throttled login, register and forgot-password; uploads and what users send are throttled too. */
export const THROTTLE_RULES = {
  loginFailuresPerAccount: { name: 'login-account', limit: 5, windowMs: 15 * 60_000 },
  loginFailuresPerAddress: { name: 'login-address', limit: 30, windowMs: 15 * 60_000 },
  registerPerAddress: { name: 'register-address', limit: 10, windowMs: 60 * 60_000 },
  forgotPerAddress: { name: 'forgot-address', limit: 10, windowMs: 15 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: 60 * 60_000 },
  // Each resend mails the user's own address: a few links an hour, never a way to flood a mailbox.
  verificationResendPerUser: { name: 'verification-resend-user', limit: 3, windowMs: 60 * 60_000 },
  uploadsPerUser: { name: 'uploads-user', limit: 60, windowMs: 10 * 60_000 },
  passwordChangeFailuresPerUser: { name: 'password-change-user', limit: 5, windowMs: 15 * 60_000 },
  // What one signed-in user may send. Well above what a person does (a new wall post every two minutes for an hour, a
  // comment every 20 s for 10 minutes, one chat line per second for a minute, a new chat every two minutes for an
  // hour), far below what a script would post in one window.
  postsPerUser: { name: 'posts-user', limit: 30, windowMs: 60 * 60_000 },
  commentsPerUser: { name: 'comments-user', limit: 30, windowMs: 10 * 60_000 },
  messagesPerUser: { name: 'messages-user', limit: 60, windowMs: 60_000 },
  // Every open counts, an existing chat opened again too: the count is taken before knowing which it is.
  conversationsPerUser: { name: 'conversations-user', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, ThrottleRule>;

function tooManyRequests(resetAt: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new HttpError(429, 'api.tooManyRequests', {
    values: { count: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
}

export class Throttle {
  private readonly store: ThrottleStore;

  constructor(store: ThrottleStore) {
    this.store = store;
  }

  /** Refuses with 429 when the key already used up its window; counts nothing. */
  async assertAllowed(rule: ThrottleRule, subject: string) {
    const entry = await this.store.peek(`${rule.name}:${subject}`);
    if (entry && entry.count >= rule.limit) throw tooManyRequests(entry.resetAt);
  }

  /** Counts one attempt and refuses with 429 once the limit is passed. */
  async consume(rule: ThrottleRule, subject: string) {
    const entry = await this.store.hit(`${rule.name}:${subject}`, rule.windowMs);
    if (entry.count > rule.limit) throw tooManyRequests(entry.resetAt);
  }

  /** Counts a failure without refusing this request (the next one is refused). */
  async record(rule: ThrottleRule, subject: string) {
    await this.store.hit(`${rule.name}:${subject}`, rule.windowMs);
  }

  async reset(rule: ThrottleRule, subject: string) {
    await this.store.clear(`${rule.name}:${subject}`);
  }
}
