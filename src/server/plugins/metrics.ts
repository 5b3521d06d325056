import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from './errors.ts';

/** What the metrics read from the rest of the server when scraped. */
export type MetricSources = {
  /** This instance's open realtime sockets. */
  openSockets: () => number;
  /** Notices and notification work accepted but not yet delivered. */
  outboxDepth: () => number;
  /** The PostgreSQL pool, when the server runs on one (the embedded database has none). */
  pool: pg.Pool | null;
};

/**
 * The process's own metrics (CPU, memory, heap, event-loop delay, handles) are collected once per process: every app a
 * test builds shares them, and each app adds its own to a registry of its own.
 */
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry });
  return processRegistry;
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** Requests by the route that answered them (its pattern, so ids do not make a series each) and status. */
function watchRequests(app: FastifyInstance, registry: Registry) {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'throttle_refusals_total',
    help: 'Requests refused with 429 by a throttle, by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) refusals.inc({ route });
  });
}

function watchRealtimeAndOutbox(sources: MetricSources, registry: Registry) {
  new Gauge({
    name: 'realtime_open_sockets',
    help: "This instance's open realtime sockets.",
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'notification_outbox_depth',
    help: 'Notices and notification work accepted and not yet delivered.',
    registers: [registry],
    collect() {
      this.set(sources.outboxDepth());
    },
  });
}

/**
 * The pool's connections (in use, idle, and callers waiting for one), and how long each query or transaction held its
 * connection: from the pool handing it out to its return, which is the query's time as the app waits for it.
 */
function watchPool(pool: pg.Pool, registry: Registry) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting callers).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const heldFor = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a pooled connection was held by one query or transaction.',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const endTimers = new WeakMap<pg.PoolClient, () => number>();
  pool.on('acquire', (connection) => endTimers.set(connection, heldFor.startTimer()));
  pool.on('release', (_error, connection) => {
    endTimers.get(connection)?.();
    endTimers.delete(connection);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const scheme = 'Bearer ';
  return header.startsWith(scheme) && timingSafeEqual(digest(header.slice(scheme.length)), digest(token));
}

/**
 * `GET /metrics` in Prometheus text format for the operator's scraper. Without METRICS_TOKEN configured it answers
 * 404; with it, only a request bearing that token reads it (401 otherwise).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, sources: MetricSources) {
  if (!token) {
    // Not the client's page either: a scraper pointed at an instance without a token learns it is off.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  watchRequests(app, registry);
  watchRealtimeAndOutbox(sources, registry);
  if (sources.pool) watchPool(sources.pool, registry);
  const scraped = Registry.merge([processMetrics(), registry]);
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!carriesToken(request, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}
