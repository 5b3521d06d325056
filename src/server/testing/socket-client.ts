import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { REALTIME_PATH } from '#shared/realtime-constants.ts';
import { serverEventSchema, type ServerEvent } from '#shared/realtime.ts';

/**
 * A `/ws` client for tests and the benchmark: keeps every event it receives (each checked against the contract's
 * schema) and waits for the ones it is asked about.
 */
export type EventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;

export type TestSocket = {
  readonly raw: WebSocket;
  readonly events: ServerEvent[];
  /** When each event arrived (performance.now()), in the order of `events`. */
  readonly arrivals: number[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  waitFor<T extends ServerEvent['type']>(
    type: T,
    matches?: (event: EventOf<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventOf<T>>;
  close(): Promise<void>;
};

/** The `ws://` URL of a listening app's realtime path. */
export function realtimeUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `ws://127.0.0.1:${address.port}${REALTIME_PATH}`;
}

type Waiter = { accepts: (event: ServerEvent) => boolean; resolve: (event: ServerEvent) => void };

/** Opens a socket (resolves once the upgrade succeeded; the server may still close it at once). */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const raw = new WebSocket(url, { headers });
  const events: ServerEvent[] = [];
  const arrivals: number[] = [];
  const waiters = new Set<Waiter>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    raw.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  raw.on('message', (data) => {
    const event = serverEventSchema.parse(JSON.parse(String(data)));
    events.push(event);
    arrivals.push(performance.now());
    for (const waiter of waiters) {
      if (waiter.accepts(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  });

  const socket: TestSocket = {
    raw,
    events,
    arrivals,
    closed,
    send(frame) {
      raw.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    waitFor<T extends ServerEvent['type']>(
      type: T,
      matches: (event: EventOf<T>) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<EventOf<T>> {
      const isWanted = (event: ServerEvent): event is EventOf<T> => event.type === type;
      const accepts = (event: ServerEvent) => isWanted(event) && matches(event);
      const seen = events.find(accepts);
      if (seen && isWanted(seen)) return Promise.resolve(seen);
      return new Promise<EventOf<T>>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const waiter: Waiter = {
          accepts,
          resolve: (event) => {
            clearTimeout(timer);
            if (isWanted(event)) resolve(event);
          },
        };
        waiters.add(waiter);
      });
    },
    async close() {
      if (raw.readyState !== raw.CLOSED) raw.close();
      await closed;
    },
  };

  return new Promise((resolve, reject) => {
    raw.once('open', () => resolve(socket));
    raw.once('error', reject);
    raw.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
}
