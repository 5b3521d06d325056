import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import {
  CLOSE_TOO_MANY_SOCKETS,
  CLOSE_TRY_AGAIN_LATER,
  CLOSE_UNAUTHORIZED,
} from '#shared/realtime-constants.ts';
import { type PushEvent, type ReplyEvent } from '#shared/realtime.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import {
  memoryBus,
  memoryPresenceStore,
  redisBus,
  redisPresenceStore,
  type Bus,
  type PresenceStore,
} from './realtime-stores.ts';
import type { RedisHealth } from './redis-health.ts';
import { liveSessionHashes } from './session.ts';
import type { EndedSessions } from './session-cache.ts';

/** How often each socket is pinged, and this instance refreshes its sockets' presence. */
export const HEARTBEAT_MS = 30_000;
/** A socket counts for presence this long after its instance last refreshed it: three missed heartbeats. */
const PRESENCE_TTL_MS = 3 * HEARTBEAT_MS;
const CLOSE_GOING_AWAY = 1001;
/**
 * Open sockets one user may keep on one instance: a tab each, on a few devices. A new one past this closes the oldest,
 * most likely a tab left behind or a socket a phone lost when it changed networks.
 */
export const MAX_SOCKETS_PER_USER = 10;

export type Connection = {
  readonly id: string;
  readonly userId: number;
  readonly sessionHash: string;
  readonly socket: WebSocket;
  visible: boolean;
  /** Cleared at each heartbeat ping, set again by the pong; still clear at the next heartbeat → dead. */
  alive: boolean;
};

/** Told when a user's first socket becomes visible (online) or their last visible one goes (offline). */
export type PresenceListener = (userId: number, online: boolean) => Promise<void>;

export type RealtimeHub = {
  /** Pushes an event to every socket of these users on every instance. Never throws: delivery is best effort. */
  publish(userIds: readonly number[], event: PushEvent): Promise<void>;
  send(connection: Connection, event: ReplyEvent): void;
  connect(connection: Connection): Promise<void>;
  setVisible(connection: Connection, visible: boolean): Promise<void>;
  disconnect(connection: Connection): Promise<void>;
  hasVisibleSocket(userId: number): Promise<boolean>;
  onPresenceChange(listener: PresenceListener): void;
  /** Marks offline the users shown online that no instance has a visible socket of (their process crashed). */
  sweepStalePresence(): Promise<void>;
  /**
   * Closes this instance's sockets of sessions that ended (told by the SessionCache, whichever instance ended them) with
   * 4401, so no event reaches them any more and the page goes to sign-in. Never throws.
   */
  closeSessions(ended: EndedSessions): Promise<void>;
  /** Pings every socket, drops those that missed the last ping or whose session ended, refreshes presence. */
  heartbeat(): Promise<void>;
  /** How many sockets this instance holds open. */
  openSockets(): number;
  close(): Promise<void>;
};

type HubOptions = {
  db: Database;
  redis: Redis | null;
  redisHealth: RedisHealth | null;
  keyPrefix: string;
  log: FastifyBaseLogger;
};

/**
 * The realtime hub: this instance's open sockets by user, the fan-out of events to them from any instance, and
 * presence — a user is online while at least one of their sockets, on any instance, is open and visible.
 */
export async function createRealtimeHub({
  db,
  redis,
  redisHealth,
  keyPrefix,
  log,
}: HubOptions): Promise<RealtimeHub> {
  const byUser = new Map<number, Set<Connection>>();
  const deliver = (userIds: readonly number[], event: PushEvent) => {
    const text = JSON.stringify(event);
    for (const userId of new Set(userIds)) {
      for (const connection of byUser.get(userId) ?? []) sendText(connection.socket, text);
    }
  };
  /**
   * While Redis is down or hanging, events of other instances cannot reach this instance's sockets: they are closed
   * (1013) and new ones refused, so clients poll until Redis is available again, then reconnect.
   */
  let fanOutDown = false;
  const pauseFanOut = (reason: string) => {
    if (fanOutDown) return;
    fanOutDown = true;
    log.warn(`realtime: ${reason}; sockets closed, clients poll until it is back`);
    for (const connection of connections()) connection.socket.close(CLOSE_TRY_AGAIN_LATER, 'Try again later');
  };
  const resumeFanOut = () => {
    if (fanOutDown) log.info('realtime: fan-out between instances is back');
    fanOutDown = false;
  };
  redisHealth?.onChange((available) => (available ? resumeFanOut() : pauseFanOut('Redis unavailable')));
  const bus: Bus = redis
    ? await redisBus(
        redis,
        keyPrefix,
        deliver,
        {
          onReady: resumeFanOut,
          onClose: () => pauseFanOut('Redis connection lost'),
          get available() {
            return redisHealth?.available ?? true;
          },
        },
        log,
      )
    : memoryBus(deliver);
  const store: PresenceStore = redis
    ? redisPresenceStore(redis, keyPrefix, PRESENCE_TTL_MS)
    : memoryPresenceStore();
  const listeners: PresenceListener[] = [];
  const presence = serialPerUser(log);
  let closing = false;

  const changePresence = (userId: number, change: () => Promise<boolean>, online: boolean) =>
    presence.run(userId, async () => {
      if (!(await change())) return;
      for (const listener of listeners) await listener(userId, online);
    });
  const becomeVisible = (connection: Connection) =>
    changePresence(connection.userId, () => store.add(connection.userId, connection.id), true);
  const becomeHidden = (connection: Connection) =>
    changePresence(connection.userId, () => store.remove(connection.userId, connection.id), false);

  const isRegistered = (connection: Connection) => byUser.get(connection.userId)?.has(connection) ?? false;
  const connections = () => [...byUser.values()].flatMap((set) => [...set]);

  async function disconnect(connection: Connection) {
    const sockets = byUser.get(connection.userId);
    if (!sockets?.delete(connection)) return;
    if (sockets.size === 0) byUser.delete(connection.userId);
    if (connection.visible) {
      connection.visible = false;
      await becomeHidden(connection);
    }
  }

  /** Sets keep insertion order: the first is the oldest. Forgotten at once, so a burst of new sockets closes distinct ones. */
  function closeOldest(sockets: Set<Connection>) {
    const [oldest] = sockets;
    if (!oldest) return;
    oldest.socket.close(CLOSE_TOO_MANY_SOCKETS, 'Too many sockets');
    void disconnect(oldest);
  }

  const closeUnauthorized = (connection: Connection) =>
    connection.socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');

  async function closeEndedSessions(open: Connection[]) {
    const live = await liveSessionHashes(db, [...new Set(open.map((connection) => connection.sessionHash))]);
    for (const connection of open) if (!live.has(connection.sessionHash)) closeUnauthorized(connection);
  }

  /** The sockets of the sessions a forget names: those it lists, or a user's but the one kept. */
  function namedSockets(ended: Exclude<EndedSessions, { kind: 'all' }>): Connection[] {
    if (ended.kind === 'sessions') {
      const hashes = new Set(ended.hashes);
      return connections().filter((connection) => hashes.has(connection.sessionHash));
    }
    const sockets = [...(byUser.get(ended.userId) ?? [])];
    return sockets.filter((connection) => connection.sessionHash !== ended.exceptHash);
  }

  /**
   * Named sessions are closed at once, before anything else can be published to them; `all` (an admin reset) names
   * none, so the sessions table says which ended.
   */
  async function closeSessions(ended: EndedSessions) {
    if (ended.kind !== 'all') {
      for (const connection of namedSockets(ended)) closeUnauthorized(connection);
      return;
    }
    await closeEndedSessions(
      connections().filter((connection) => connection.sessionHash !== ended.exceptHash),
    );
  }

  async function heartbeat() {
    const open = connections();
    for (const connection of open) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    const visible = open.filter((connection) => connection.visible);
    await store
      .refresh(visible.map((connection) => ({ userId: connection.userId, socketId: connection.id })))
      .catch((error: unknown) => log.warn({ err: error }, 'presence refresh failed'));
    await closeEndedSessions(open);
  }
  /**
   * Users the database shows online whose sockets died with a crashed process: no instance counts a visible socket of
   * theirs. Checked when this instance starts and once more when a crashed peer's counts have expired.
   */
  async function sweepStalePresence() {
    const online = await db.select({ id: users.id }).from(users).where(eq(users.isOnline, true));
    const ids = online.map((user) => user.id);
    if (ids.length === 0) return;
    const visible = await store.visibleAmong(ids);
    for (const userId of ids) {
      if (visible.has(userId)) continue;
      await presence.run(userId, async () => {
        if (await store.hasVisibleSocket(userId)) return;
        for (const listener of listeners) await listener(userId, false);
      });
    }
  }
  const sweepLater = setTimeout(() => {
    sweepStalePresence().catch((error: unknown) => log.warn({ err: error }, 'presence sweep failed'));
  }, PRESENCE_TTL_MS);
  sweepLater.unref();

  const timer = setInterval(() => {
    heartbeat().catch((error: unknown) => log.error({ err: error }, 'realtime heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    async publish(userIds, event) {
      try {
        await bus.publish(userIds, event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'realtime publish failed');
        redisHealth?.reportFailure(error);
      }
    },
    send(connection, event) {
      sendText(connection.socket, JSON.stringify(event));
    },
    async connect(connection) {
      if (closing) {
        connection.socket.close(CLOSE_GOING_AWAY, 'Server closing');
        return;
      }
      if (fanOutDown) {
        connection.socket.close(CLOSE_TRY_AGAIN_LATER, 'Try again later');
        return;
      }
      const sockets = byUser.get(connection.userId) ?? new Set<Connection>();
      byUser.set(connection.userId, sockets);
      sockets.add(connection);
      if (sockets.size > MAX_SOCKETS_PER_USER) closeOldest(sockets);
      connection.socket.on('pong', () => {
        connection.alive = true;
      });
      if (connection.visible) await becomeVisible(connection);
    },
    async setVisible(connection, visible) {
      if (connection.visible === visible || !isRegistered(connection)) return;
      connection.visible = visible;
      await (visible ? becomeVisible(connection) : becomeHidden(connection));
    },
    disconnect,
    async closeSessions(ended) {
      try {
        await closeSessions(ended);
      } catch (error) {
        log.error({ err: error, kind: ended.kind }, 'closing the sockets of ended sessions failed');
      }
    },
    // Without Redis's count, this instance's own sockets are what is known.
    hasVisibleSocket: (userId) =>
      store
        .hasVisibleSocket(userId)
        .catch(() => [...(byUser.get(userId) ?? [])].some((connection) => connection.visible)),
    onPresenceChange(listener) {
      listeners.push(listener);
    },
    sweepStalePresence,
    heartbeat,
    openSockets() {
      let count = 0;
      for (const sockets of byUser.values()) count += sockets.size;
      return count;
    },
    /** Closes this instance's sockets, records the departures (offline, lastOnline) and leaves the bus. */
    async close() {
      closing = true;
      clearInterval(timer);
      clearTimeout(sweepLater);
      const open = connections();
      for (const connection of open) connection.socket.close(CLOSE_GOING_AWAY, 'Server closing');
      await Promise.all(open.map(disconnect));
      await presence.idle();
      await bus.close();
    },
  };
}

function sendText(socket: WebSocket, text: string) {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

/**
 * Runs each user's presence changes one after another, so "online" and "offline" reach the database in the order they
 * happened on this instance. A failed change is logged and does not stop the next.
 */
function serialPerUser(log: FastifyBaseLogger) {
  const queues = new Map<number, Promise<void>>();
  return {
    run(userId: number, task: () => Promise<void>): Promise<void> {
      const next = (queues.get(userId) ?? Promise.resolve())
        .then(task)
        .catch((error: unknown) => log.error({ err: error, userId }, 'presence change failed'));
      queues.set(userId, next);
      void next.then(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
      return next;
    },
    async idle() {
      while (queues.size > 0) await Promise.all(queues.values());
    },
  };
}
