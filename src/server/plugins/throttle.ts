import type { Redis } from 'ioredis';
import { HANDOVER_LOCK_MS, HANDOVER_TRIES } from '#shared/deals-constants.ts';
import { TWO_FACTOR_LOCK_MS, TWO_FACTOR_TRIES } from '#shared/two-factor.ts';
import { type AnswerKey, HttpError } from './errors.ts';
import type { RedisHealth } from './redis-health.ts';

/**
 * Counts attempts per key in a fixed window. Redis when configured (shared by instances), memory otherwise. Each call
 * is atomic on its own: concurrent hits on one key always get distinct counts.
 */
export interface ThrottleStore {
  /** Adds one hit and answers the count in the current window and when that window ends (epoch ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one hit back, never below zero; a window that already ended stays ended. */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Sets the count and starts a new window now, whatever the key held. */
  restart(key: string, count: number, windowMs: number): Promise<void>;
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
    async release(key) {
      const entry = current(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async clear(key) {
      windows.delete(key);
    },
    async restart(key, count, windowMs) {
      windows.set(key, { count, resetAt: now() + windowMs });
    },
  };
}

function pruneExpired(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
}

/** DECR only while the key lives: a plain DECR on an expired key would create one at -1 that never expires. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('get', KEYS[1]))
if count and count > 0 then redis.call('decr', KEYS[1]) end
return 0`;

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
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefixed(key));
    },
    async clear(key) {
      await redis.del(prefixed(key));
    },
    async restart(key, count, windowMs) {
      await redis.set(prefixed(key), count, 'PX', windowMs);
    },
  };
}

/**
 * Redis when it answers, this instance's memory while it does not: sign-in, messages and resets keep their limits
 * (per instance, not shared) through a Redis outage instead of failing, and use Redis again as soon as it answers.
 * While Redis is known to be unavailable it is not asked at all, so an outage adds no wait to requests.
 */
export function fallbackThrottleStore(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  health: Pick<RedisHealth, 'available' | 'reportFailure'>,
): ThrottleStore {
  async function withFallback<T>(call: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (!health.available) return call(fallback);
    try {
      return await call(primary);
    } catch (error) {
      health.reportFailure(error);
      return call(fallback);
    }
  }
  return {
    hit: (key, windowMs) => withFallback((store) => store.hit(key, windowMs)),
    release: (key) => withFallback((store) => store.release(key)),
    clear: (key) => withFallback((store) => store.clear(key)),
    restart: (key, count, windowMs) => withFallback((store) => store.restart(key, count, windowMs)),
  };
}

/** `messageKey` says why a rule refused when the general "too many attempts" would not (it gets `limit` and `count` minutes). */
export type ThrottleRule = { name: string; limit: number; windowMs: number; messageKey?: AnswerKey };

/**
 * Login, registration and password recovery are throttled, as the product has asked from the start; uploads, password
 * checks and what users send are throttled too. docs/decisions/0013-throttle-design.md explains the login rules.
 */
export const THROTTLE_RULES = {
  // Wrong logins. One account from one address: the strict rule a guesser meets. Its owner at another address only
  // meets the loose account rule, which takes ten addresses' worth of failures to fill and bounds guesses spread over
  // many addresses to 200 an hour. One address across accounts: the rule a sprayer meets.
  loginFailuresPerAccountAndAddress: { name: 'login-account-address', limit: 5, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { name: 'login-account', limit: 50, windowMs: 15 * 60_000 },
  loginFailuresPerAddress: { name: 'login-address', limit: 30, windowMs: 15 * 60_000 },
  registerPerAddress: { name: 'register-address', limit: 10, windowMs: 60 * 60_000 },
  forgotPerAddress: { name: 'forgot-address', limit: 10, windowMs: 15 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: 60 * 60_000 },
  // A person follows one mailed link, maybe twice; each try may cost a password hash.
  resetPerAddress: { name: 'reset-address', limit: 10, windowMs: 15 * 60_000 },
  // Each resend mails the user's own address: a few links an hour, never a way to flood a mailbox.
  verificationResendPerUser: { name: 'verification-resend-user', limit: 3, windowMs: 60 * 60_000 },
  // Each code is an SMS someone pays for and a message on someone's phone: a person needs one, maybe a resend or a
  // typo fixed. Per number too, so no account (or many) can flood one phone with codes.
  phoneCodesPerUser: {
    name: 'phone-codes-user',
    limit: 3,
    windowMs: 60 * 60_000,
    messageKey: 'api.phoneCodesLimit',
  },
  phoneCodesPerNumber: {
    name: 'phone-codes-number',
    limit: 3,
    windowMs: 60 * 60_000,
    messageKey: 'api.phoneCodesLimit',
  },
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
  // New offers and counters together: haggling over a few items takes a few dozen, a script far more.
  offersPerUser: { name: 'offers-user', limit: 30, windowMs: 10 * 60_000 },
  // Filling in a listing with photos takes a person minutes: 20 in an hour is a busy afternoon of clearing out. It
  // bounds listing spam, and selling one's own listings to inflate the public sold count.
  productsPerUser: { name: 'products-user', limit: 20, windowMs: 60 * 60_000 },
  // Editing one's listings: a person saves the edit screen a few times a minute at most (a typo, the price, a photo).
  // Twenty leaves room for that; a script renaming a listing or dropping its price in a loop, each drop a notice to
  // its favouriters, meets it.
  productEditsPerUser: { name: 'product-edits-user', limit: 20, windowMs: 60_000 },
  // Reserving, releasing, selling and undoing, together: a deal takes a handful, a mistake one or two more. Each is a
  // message in the buyer's chat and maybe a notice to favouriters, so a loop of them is spam.
  dealChangesPerUser: { name: 'deal-changes-user', limit: 20, windowMs: 60_000 },
  // Wrong handover codes for one product, from any of its seller's devices: a buyer standing there mistypes once or
  // twice. The fifth wrong one locks entering codes for the whole window from then (lockOut), the right code included,
  // so guessing one of a million codes stays hopeless.
  // Wrong two-factor codes for one account, on any device: the fifth locks entering codes (lockOut) for the window,
  // the right one included, so the million codes cannot be guessed even after the password leaked.
  twoFactorTriesPerAccount: {
    name: 'two-factor-tries-account',
    limit: TWO_FACTOR_TRIES,
    windowMs: TWO_FACTOR_LOCK_MS,
    messageKey: 'api.twoFactorLocked',
  },
  handoverTriesPerProduct: {
    name: 'handover-tries-product',
    limit: HANDOVER_TRIES,
    windowMs: HANDOVER_LOCK_MS,
    messageKey: 'api.handoverLocked',
  },
  // Accounts younger than a day or with an unverified email, on top of the rules above: throwaway accounts are how
  // scams and spam arrive, and a real newcomer lists a few things and writes to a few sellers in their first hour.
  // They lift once the account is a day old and its email verified, both.
  newAccountConversations: {
    name: 'new-account-conversations',
    limit: 5,
    windowMs: 60 * 60_000,
    messageKey: 'api.newAccountConversations',
  },
  newAccountProducts: {
    name: 'new-account-products',
    limit: 3,
    windowMs: 60 * 60_000,
    messageKey: 'api.newAccountProducts',
  },
  // Post and comment likes together: a like every 10 s for 10 minutes is more than reading the wall gives.
  likesPerUser: { name: 'likes-user', limit: 60, windowMs: 10 * 60_000 },
  // A person reports what they come across while browsing: a few a day. 20 an hour leaves room for a bad evening of
  // scam listings and keeps one account from flooding the moderation queue.
  reportsPerUser: { name: 'reports-user', limit: 20, windowMs: 60 * 60_000 },
  // A person suggests the few safe places they know; MEETUP_SPOT_PENDING_MAX bounds what waits, this how fast.
  meetupSpotSuggestionsPerUser: { name: 'meetup-spot-suggestions-user', limit: 10, windowMs: 60 * 60_000 },
  // The page says offline once as it goes (the unload beacon); each change is a write and a push to every partner.
  statusUpdatesPerUser: { name: 'status-user', limit: 30, windowMs: 60_000 },
  // Shared links opened without signing in: a person opens a few, a scraper walking every id thousands.
  publicReadsPerAddress: { name: 'public-reads-address', limit: 120, windowMs: 60_000 },
} satisfies Record<string, ThrottleRule>;

function tooManyRequests(rule: ThrottleRule, resetAt: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new HttpError(429, rule.messageKey ?? 'api.tooManyRequests', {
    values: { count: Math.ceil(seconds / 60), limit: rule.limit },
    headers: { 'retry-after': String(seconds) },
  });
}

/** One rule applied to one subject (an address, an account, a user id…). */
export type ThrottleCount = { rule: ThrottleRule; subject: string };

const keyOf = ({ rule, subject }: ThrottleCount) => `${rule.name}:${subject}`;

/**
 * Consume-first: an attempt is counted before the work it guards, so concurrent attempts can never all see room left
 * (the count is the check). Work that turns out not to count under a rule gives its attempt back afterwards.
 */
export class Throttle {
  private readonly store: ThrottleStore;

  constructor(store: ThrottleStore) {
    this.store = store;
  }

  /** Counts one attempt and refuses with 429 once the limit is passed. */
  async consume(rule: ThrottleRule, subject: string) {
    await this.consumeAll([{ rule, subject }]);
  }

  /**
   * Counts one attempt under each rule in order and refuses with 429 at the first one over its limit. A refused attempt
   * is given back everywhere it was counted, so it fills no rule: hammering an earlier rule never uses up a later one.
   */
  async consumeAll(counts: readonly ThrottleCount[]) {
    const taken: ThrottleCount[] = [];
    for (const count of counts) {
      const entry = await this.store.hit(keyOf(count), count.rule.windowMs);
      taken.push(count);
      if (entry.count > count.rule.limit) {
        await Promise.all(taken.map((each) => this.store.release(keyOf(each))));
        throw tooManyRequests(count.rule, entry.resetAt);
      }
    }
  }

  /** Counts one attempt as consume does, and answers how many the window holds now, this one included. */
  async consumeCounted(rule: ThrottleRule, subject: string) {
    const key = keyOf({ rule, subject });
    const entry = await this.store.hit(key, rule.windowMs);
    if (entry.count <= rule.limit) return entry.count;
    await this.store.release(key);
    throw tooManyRequests(rule, entry.resetAt);
  }

  /**
   * Counts one attempt under each rule (as consumeAll) and runs `work`; when the work fails, the attempt is given back
   * everywhere it was counted, so the rules count only what was done (a listing refused as invalid is no listing).
   */
  async consumeForDone<T>(counts: readonly ThrottleCount[], work: () => Promise<T>): Promise<T> {
    await this.consumeAll(counts);
    try {
      return await work();
    } catch (error) {
      await Promise.all(counts.map((count) => this.store.release(keyOf(count))));
      throw error;
    }
  }

  /** Takes back one counted attempt that turned out not to count under the rule (a success where failures are limited). */
  async giveBack(rule: ThrottleRule, subject: string) {
    await this.store.release(keyOf({ rule, subject }));
  }

  /**
   * The answer to a wrong code counted under `rule` (whose limit is the tries allowed): 400 with `wrongKey`'s message
   * and the tries left, or, at the last try, the lock (lockOut).
   */
  async wrongTry(rule: ThrottleRule, subject: string, wrongTries: number, wrongKey: AnswerKey) {
    if (wrongTries >= rule.limit) return this.lockOut(rule, subject);
    const triesLeft = rule.limit - wrongTries;
    return new HttpError(400, wrongKey, { values: { count: triesLeft }, details: { triesLeft } });
  }

  /** Fills the rule for the subject from now for a whole window, and answers the 429 that says so. */
  async lockOut(rule: ThrottleRule, subject: string) {
    await this.store.restart(keyOf({ rule, subject }), rule.limit, rule.windowMs);
    return tooManyRequests(rule, Date.now() + rule.windowMs);
  }

  async reset(rule: ThrottleRule, subject: string) {
    await this.store.clear(keyOf({ rule, subject }));
  }
}
