import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** While Redis is down, one ping this often tells when it is back (a hang sends no event when it ends). */
const PROBE_EVERY_MS = 2_000;

type Listener = (available: boolean) => void;

/**
 * Whether Redis answers, as this instance last saw it. Callers that can do without Redis (throttles, session notices,
 * fan-out) ask first and skip it while it is unavailable, so an outage costs each request nothing instead of a
 * command timeout per call. Unavailable when the connection closes or a call fails; available again when the
 * connection is ready or a probe's ping answers.
 */
export class RedisHealth {
  readonly #redis: Redis;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Set<Listener>();
  #available = true;
  #probe: NodeJS.Timeout | undefined;

  constructor(redis: Redis, log: FastifyBaseLogger) {
    this.#redis = redis;
    this.#log = log;
    redis.on('ready', () => this.#set(true, 'connection ready'));
    redis.on('close', () => this.#set(false, 'connection closed'));
  }

  get available() {
    return this.#available;
  }

  /** A call to Redis failed (timed out, refused): treat it as unavailable until it answers again. */
  reportFailure(error: unknown) {
    if (this.#available) this.#log.warn({ err: error }, 'redis call failed');
    this.#set(false, 'a call failed');
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close() {
    clearInterval(this.#probe);
    this.#probe = undefined;
  }

  #set(available: boolean, reason: string) {
    if (available === this.#available) return;
    this.#available = available;
    this.#log[available ? 'info' : 'warn'](`redis ${available ? 'available' : 'unavailable'}: ${reason}`);
    if (available) this.close();
    else this.#startProbing();
    for (const listener of this.#listeners) listener(available);
  }

  #startProbing() {
    if (this.#probe) return;
    this.#probe = setInterval(() => {
      this.#redis.ping().then(
        () => this.#set(true, 'a probe answered'),
        () => undefined,
      );
    }, PROBE_EVERY_MS);
    this.#probe.unref();
  }
}
