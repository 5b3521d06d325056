import { describe, expect, it } from 'vitest';
import {
  SESSION_CACHE_MAX_ENTRIES,
  SESSION_CACHE_MS,
  SessionCache,
  type CachedSession,
} from './session-cache.ts';

const HOUR = 60 * 60 * 1000;

function clock(start = Date.UTC(2026, 10, 22)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const sessionOf = (userId: number, now: number): CachedSession => ({
  userId,
  expire: new Date(now + HOUR),
  remember: false,
});

function cacheWith(entries: Record<string, number>) {
  const time = clock();
  const cache = new SessionCache(time.now);
  for (const [hash, userId] of Object.entries(entries))
    cache.remember(hash, sessionOf(userId, time.now()), cache.generation);
  return { cache, time };
}

describe('SessionCache', () => {
  it('answers what it remembered until SESSION_CACHE_MS has passed', () => {
    const { cache, time } = cacheWith({ a: 1 });
    expect(cache.get('a')?.userId).toBe(1);
    time.advance(SESSION_CACHE_MS - 1);
    expect(cache.get('a')?.userId).toBe(1);
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never answers a session past its expiry, and learns a rolled expiry', () => {
    const time = clock();
    const cache = new SessionCache(time.now);
    cache.remember(
      'a',
      { userId: 1, expire: new Date(time.now() + 1000), remember: false },
      cache.generation,
    );
    cache.extend('a', new Date(time.now() + 2000));
    time.advance(1500);
    expect(cache.get('a')?.userId).toBe(1);
    time.advance(500);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets sessions by hash, by user (keeping one) and all (keeping one)', async () => {
    const { cache } = cacheWith({ a: 1, b: 1, c: 1, d: 2, e: 3 });
    await cache.forgetSessions(['a']);
    expect(cache.get('a')).toBeUndefined();
    await cache.forgetUser(1, 'b');
    expect([cache.get('b')?.userId, cache.get('c'), cache.get('d')?.userId]).toEqual([1, undefined, 2]);
    await cache.forgetAll('d');
    expect([cache.get('b'), cache.get('d')?.userId, cache.get('e')]).toEqual([undefined, 2, undefined]);
  });

  it('does not keep what a lookup read when a forget came in while it ran', async () => {
    const { cache, time } = cacheWith({});
    const before = cache.generation;
    await cache.forgetUser(1);
    cache.remember('a', sessionOf(1, time.now()), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('applies notices from other instances', () => {
    const { cache } = cacheWith({ a: 1, b: 2 });
    cache.receive({ kind: 'user', userId: 2, exceptHash: null });
    expect([cache.get('a')?.userId, cache.get('b')]).toEqual([1, undefined]);
  });

  it('empties and caches nothing while it cannot hear other instances', () => {
    const { cache, time } = cacheWith({ a: 1 });
    cache.setConnected(false);
    expect(cache.get('a')).toBeUndefined();
    cache.remember('a', sessionOf(1, time.now()), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    cache.setConnected(true);
    cache.remember('a', sessionOf(1, time.now()), cache.generation);
    expect(cache.get('a')?.userId).toBe(1);
  });

  it('stays bounded, dropping the longest-held entry first', () => {
    const { cache, time } = cacheWith({});
    const many = SESSION_CACHE_MAX_ENTRIES + 1;
    for (let index = 0; index < many; index += 1)
      cache.remember(`h${index}`, sessionOf(index, time.now()), cache.generation);
    expect(cache.get('h0')).toBeUndefined();
    expect(cache.get('h1')?.userId).toBe(1);
    expect(cache.get(`h${many - 1}`)?.userId).toBe(many - 1);
  });
});
