import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { pushEventSchema, type PushEvent } from '#shared/realtime.ts';
import { openRedisChannel } from './redis-channel.ts';

/**
 * What the realtime hub shares between server instances: the fan-out of events and the count of each user's
 * visible sockets. With Redis both cross instances; without it they live in this process.
 */

export type Deliver = (userIds: readonly number[], event: PushEvent) => void;

export type Bus = {
  /** Delivers to this instance's sockets at once, then to every other instance's. */
  publish(userIds: readonly number[], event: PushEvent): Promise<void>;
  close(): Promise<void>;
};

export function memoryBus(deliver: Deliver): Bus {
  return {
    async publish(userIds, event) {
      deliver(userIds, event);
    },
    async close() {},
  };
}

const deliverySchema = z.object({ to: z.array(z.number().int()), event: pushEventSchema });

/**
 * One channel per deployment (the key prefix keeps deployments and test runs apart) carrying `{ to, event }`:
 * every instance hears every event and delivers it to its own sockets of the users in `to`. A channel per user would
 * spare instances the events of users they do not hold, at the price of a SUBSCRIBE per connection and a window
 * after connecting in which events are lost; one channel has no such window.
 */
export async function redisBus(
  publisher: Redis,
  keyPrefix: string,
  deliver: Deliver,
  connection: { onReady(): void; onClose(): void; readonly available: boolean },
  log: FastifyBaseLogger,
): Promise<Bus> {
  const channel = await openRedisChannel(
    publisher,
    `${keyPrefix}realtime`,
    deliverySchema,
    {
      onMessage: ({ to, event }) => deliver(to, event),
      onReady: connection.onReady,
      onClose: connection.onClose,
    },
    log,
  );
  return {
    async publish(userIds, event) {
      // This instance delivers its own events at once; the channel carries them to the others while Redis answers.
      deliver(userIds, event);
      if (connection.available) await channel.publish({ to: [...userIds], event });
    },
    close: () => channel.close(),
  };
}

/** Counts each user's visible sockets, on every instance. */
export type PresenceStore = {
  /** Counts a socket; true when it is the user's first visible one anywhere. */
  add(userId: number, socketId: string): Promise<boolean>;
  /** Stops counting a socket; true when the user has no visible socket left anywhere. */
  remove(userId: number, socketId: string): Promise<boolean>;
  /** Keeps these sockets counted: in Redis, entries an instance stops refreshing (it crashed) expire. */
  refresh(sockets: readonly { userId: number; socketId: string }[]): Promise<void>;
  hasVisibleSocket(userId: number): Promise<boolean>;
  /** Of these users, those with a visible socket on some instance. */
  visibleAmong(userIds: readonly number[]): Promise<Set<number>>;
};

export function memoryPresenceStore(): PresenceStore {
  const visible = new Map<number, Set<string>>();
  return {
    async add(userId, socketId) {
      const sockets = visible.get(userId) ?? new Set<string>();
      visible.set(userId, sockets);
      const before = sockets.size;
      sockets.add(socketId);
      return before === 0 && sockets.size === 1;
    },
    async remove(userId, socketId) {
      const sockets = visible.get(userId);
      if (!sockets?.delete(socketId)) return false;
      if (sockets.size > 0) return false;
      visible.delete(userId);
      return true;
    },
    async refresh() {},
    async hasVisibleSocket(userId) {
      return (visible.get(userId)?.size ?? 0) > 0;
    },
    async visibleAmong(userIds) {
      return new Set(userIds.filter((userId) => (visible.get(userId)?.size ?? 0) > 0));
    },
  };
}

/**
 * A sorted set per user (`<prefix>presence:<userId>`) of socket ids scored by when they expire. Each change is one
 * MULTI, so two instances never both see themselves as the first or the last socket.
 */
export function redisPresenceStore(redis: Redis, keyPrefix: string, ttlMs: number): PresenceStore {
  const keyOf = (userId: number) => `${keyPrefix}presence:${userId}`;
  const resultAt = (results: [Error | null, unknown][] | null, index: number) => {
    const [error, value] = results?.[index] ?? [null, undefined];
    if (error) throw error;
    return typeof value === 'number' ? value : Number.NaN;
  };
  return {
    async add(userId, socketId) {
      const key = keyOf(userId);
      const now = Date.now();
      const results = await redis
        .multi()
        .zremrangebyscore(key, '-inf', now)
        .zadd(key, now + ttlMs, socketId)
        .zcard(key)
        .pexpire(key, ttlMs)
        .exec();
      return resultAt(results, 1) === 1 && resultAt(results, 2) === 1;
    },
    async remove(userId, socketId) {
      const key = keyOf(userId);
      const results = await redis
        .multi()
        .zrem(key, socketId)
        .zremrangebyscore(key, '-inf', Date.now())
        .zcard(key)
        .exec();
      return resultAt(results, 0) === 1 && resultAt(results, 2) === 0;
    },
    async refresh(sockets) {
      if (sockets.length === 0) return;
      const expiry = Date.now() + ttlMs;
      const pipeline = redis.pipeline();
      for (const { userId, socketId } of sockets) {
        pipeline.zadd(keyOf(userId), expiry, socketId).pexpire(keyOf(userId), ttlMs);
      }
      await pipeline.exec();
    },
    async hasVisibleSocket(userId) {
      return (await redis.zcount(keyOf(userId), Date.now(), '+inf')) > 0;
    },
    async visibleAmong(userIds) {
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.zcount(keyOf(userId), now, '+inf');
      const results = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, index) => resultAt(results, index) > 0));
    },
  };
}
