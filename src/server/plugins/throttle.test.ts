import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fallbackThrottleStore,
  memoryThrottleStore,
  redisThrottleStore,
  Throttle,
  type ThrottleStore,
} from './throttle.ts';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const keyPrefix = `cerquita-test-${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Each store, and for Redis how long a key has left (-1: no expiry), to see that no key outlives its window. */
type StoreCase = { name: string; make: () => ThrottleStore; ttlOf?: (key: string) => Promise<number> };
const stores: StoreCase[] = [{ name: 'memory', make: () => memoryThrottleStore() }];
if (redis) {
  stores.push({
    name: 'Redis (REDIS_URL)',
    make: () => redisThrottleStore(redis, keyPrefix),
    ttlOf: (key) => redis.pttl(`${keyPrefix}throttle:${key}`),
  });
}

const rule = (limit: number) => ({ name: `rule-${randomBytes(4).toString('hex')}`, limit, windowMs: 60_000 });

describe.each(stores)('the $name store', ({ make: makeStore, ttlOf }) => {
  it('gives concurrent hits on one key distinct counts', async () => {
    const store = makeStore();
    const answers = await Promise.all(Array.from({ length: 30 }, () => store.hit('same', 60_000)));
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  });

  it('takes a hit back, never below zero, and never revives a cleared key', async () => {
    const store = makeStore();
    const key = `key-${randomBytes(4).toString('hex')}`;
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.release(key);
    expect((await store.hit(key, 60_000)).count).toBe(2);
    await store.clear(key);
    await store.release(key);
    const fresh = await store.hit(key, 60_000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt).toBeGreaterThan(Date.now());
    if (ttlOf) expect(await ttlOf(key)).toBeGreaterThan(0);
  });

  it('locks a rule out for a whole window from now, whatever it held', async () => {
    const throttle = new Throttle(makeStore());
    const limited = rule(5);
    expect(await throttle.consumeCounted(limited, 'product')).toBe(1);
    const refusal = await throttle.lockOut(limited, 'product');
    expect(refusal).toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } });
    await expect(throttle.consumeCounted(limited, 'product')).rejects.toMatchObject({ statusCode: 429 });
    if (ttlOf) expect(await ttlOf(`${limited.name}:product`)).toBeGreaterThan(59_000);
  });

  it('lets exactly the limit of concurrent attempts through, however many come', async () => {
    const throttle = new Throttle(makeStore());
    const limited = rule(5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => throttle.consume(limited, 'someone')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('counts an attempt refused by one rule under none of the others', async () => {
    const throttle = new Throttle(makeStore());
    const [strict, loose] = [rule(2), rule(3)];
    const attempt = () =>
      throttle.consumeAll([
        { rule: strict, subject: 'pair' },
        { rule: loose, subject: 'account' },
      ]);
    await attempt();
    await attempt();
    for (let refused = 0; refused < 10; refused += 1)
      await expect(attempt()).rejects.toMatchObject({ statusCode: 429 });
    // The loose rule saw two attempts: one more fits under it from elsewhere, the next does not.
    await throttle.consume(loose, 'account');
    await expect(throttle.consume(loose, 'account')).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('the fallback store (Redis while it answers, memory meanwhile)', () => {
  /** A primary store that fails while `down` is set, as Redis does while it is unreachable or timing out. */
  function flakyStore() {
    const inner = memoryThrottleStore();
    const state = { down: false, calls: 0 };
    const attempt = <T>(call: () => Promise<T>) => {
      state.calls += 1;
      return state.down ? Promise.reject(new Error('Command timed out')) : call();
    };
    const store: ThrottleStore = {
      hit: (key, windowMs) => attempt(() => inner.hit(key, windowMs)),
      release: (key) => attempt(() => inner.release(key)),
      clear: (key) => attempt(() => inner.clear(key)),
      restart: (key, count, windowMs) => attempt(() => inner.restart(key, count, windowMs)),
    };
    return { store, state };
  }
  /** What RedisHealth does: a failure marks Redis unavailable until told otherwise. */
  function healthOf() {
    return {
      available: true,
      reportFailure() {
        this.available = false;
      },
    };
  }

  it('keeps limiting while the primary fails, without asking it again, and uses it again once it is back', async () => {
    const primary = flakyStore();
    const health = healthOf();
    const throttle = new Throttle(fallbackThrottleStore(primary.store, memoryThrottleStore(), health));
    const limited = rule(3);
    primary.state.down = true;
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.consume(limited, 'someone');
    await expect(throttle.consume(limited, 'someone')).rejects.toMatchObject({ statusCode: 429 });
    expect(primary.state.calls).toBe(1);

    primary.state.down = false;
    health.available = true;
    // The primary never saw the outage's attempts: it counts afresh, as Redis does after an outage.
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.consume(limited, 'someone');
    await expect(throttle.consume(limited, 'someone')).rejects.toMatchObject({ statusCode: 429 });
  });
});
