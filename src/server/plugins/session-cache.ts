import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openRedisChannel, type RedisChannel } from './redis-channel.ts';
import type { RedisHealth } from './redis-health.ts';

/**
 * Sessions this instance looked up recently, so a signed-in request does not read the `sessions` table each time
 * (decision 0012). Whatever ends sessions says so here once its transaction has committed — `forgetSessions`,
 * `forgetUser`, `forgetAll` — and with Redis every instance hears it. An entry lives at most SESSION_CACHE_MS, the bound
 * on staleness should a notice be lost; while the Redis subscriber is down nothing is cached at all.
 */
export const SESSION_CACHE_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

export type CachedSession = { userId: number; expire: Date; remember: boolean };
type Entry = CachedSession & { cachedAt: number };

const forgetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions'), hashes: z.array(z.string()) }),
  z.object({ kind: z.literal('user'), userId: z.number().int(), exceptHash: z.string().nullable() }),
  z.object({ kind: z.literal('all'), exceptHash: z.string().nullable() }),
]);
type Forget = z.output<typeof forgetSchema>;
/** Which sessions a forget names: they ended (logout, password change or reset, deletion), or with `all`, may have. */
export type EndedSessions = Forget;
/** Told of every forget, this instance's own and those of other instances; never throws. */
export type ForgetListener = (ended: EndedSessions) => Promise<void>;

export class SessionCache {
  #entries = new Map<string, Entry>();
  /** Bumped by every forget: a lookup that started before one may have read a session that has since ended. */
  #generation = 0;
  #enabled = true;
  /** Without Redis there is one instance: nobody else to tell. */
  #bus: RedisChannel<Forget> = { publish: async () => {}, close: async () => {} };
  readonly #listeners: ForgetListener[] = [];
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  attach(bus: RedisChannel<Forget>) {
    this.#bus = bus;
  }

  /** A cache that may have missed notices must not answer: it empties and stays empty until reconnected. */
  setConnected(connected: boolean) {
    if (!connected) this.#clear();
    this.#enabled = connected;
  }

  /** The realtime hub listens, to close the sockets of ended sessions on every instance. */
  onForget(listener: ForgetListener) {
    this.#listeners.push(listener);
  }

  get generation() {
    return this.#generation;
  }

  get(hash: string): CachedSession | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    const now = this.#now();
    if (now - entry.cachedAt >= SESSION_CACHE_MS || entry.expire.getTime() <= now) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry;
  }

  /** Keeps what a lookup read, unless a forget came in since the lookup started (`generation` read before it). */
  remember(hash: string, session: CachedSession, generationBeforeLookup: number) {
    if (!this.#enabled || generationBeforeLookup !== this.#generation) return;
    this.#entries.delete(hash);
    if (this.#entries.size >= SESSION_CACHE_MAX_ENTRIES) this.#evictOldest();
    this.#entries.set(hash, { ...session, cachedAt: this.#now() });
  }

  /** A rolling expiry was written: the entry keeps its place but knows the new expiry. */
  extend(hash: string, expire: Date) {
    const entry = this.#entries.get(hash);
    if (entry) entry.expire = expire;
  }

  forgetSessions(hashes: readonly string[]) {
    return this.#forget({ kind: 'sessions', hashes: [...hashes] });
  }

  /** Every session of the user, except when given the caller's own (a password change keeps it). */
  forgetUser(userId: number, exceptHash: string | null = null) {
    return this.#forget({ kind: 'user', userId, exceptHash });
  }

  forgetAll(exceptHash: string | null = null) {
    return this.#forget({ kind: 'all', exceptHash });
  }

  /** A notice from another instance. */
  receive(notice: Forget) {
    void this.#apply(notice);
  }

  async close() {
    await this.#bus.close();
  }

  /** Done once this instance's listeners are and the other instances are told. */
  async #forget(notice: Forget) {
    const heard = this.#apply(notice);
    await this.#bus.publish(notice);
    await heard;
  }

  async #apply(notice: Forget) {
    this.#generation += 1;
    if (notice.kind === 'sessions') for (const hash of notice.hashes) this.#entries.delete(hash);
    else this.#deleteWhere((hash, entry) => isSelected(notice, hash, entry));
    await Promise.all(this.#listeners.map((listener) => listener(notice)));
  }

  #deleteWhere(selected: (hash: string, entry: Entry) => boolean) {
    for (const [hash, entry] of this.#entries) if (selected(hash, entry)) this.#entries.delete(hash);
  }

  #clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  #evictOldest() {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}

function isSelected(notice: Exclude<Forget, { kind: 'sessions' }>, hash: string, entry: Entry) {
  if (hash === notice.exceptHash) return false;
  return notice.kind === 'all' || entry.userId === notice.userId;
}

/** Shares the cache's forgets with every instance; the cache answers only while the channel's subscriber is subscribed. */
export async function attachRedisSessionBus(
  cache: SessionCache,
  publisher: Redis,
  keyPrefix: string,
  health: Pick<RedisHealth, 'available' | 'reportFailure'>,
  log: FastifyBaseLogger,
) {
  const channel = await openRedisChannel(
    publisher,
    `${keyPrefix}sessions`,
    forgetSchema,
    {
      onMessage: (notice) => cache.receive(notice),
      onReady: () => cache.setConnected(true),
      onClose: () => cache.setConnected(false),
    },
    log,
  );
  // A notice that cannot be sent must not fail what already ended the session (the logout, the reset have
  // committed). Other instances hear nothing while Redis is down: a lost connection empties their caches, and a
  // hanging one leaves entries at most SESSION_CACHE_MS old.
  cache.attach({
    async publish(notice) {
      if (!health.available) return;
      await channel.publish(notice).catch((error: unknown) => health.reportFailure(error));
    },
    close: () => channel.close(),
  });
}
