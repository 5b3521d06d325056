import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { emailVerificationRoutes, verificationResendRoutes } from './features/auth/verification-routes.ts';
import { blockRoutes } from './features/blocks/routes.ts';
import { categoryRoutes } from './features/categories/routes.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import { communityRoutes } from './features/community/routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { dealRoutes } from './features/deals/routes.ts';
import { registerPlanPage } from './features/meetups/plan-page.ts';
import { meetupRoutes } from './features/meetups/routes.ts';
import { favoriteRoutes } from './features/favorites/routes.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { meetupSpotRoutes } from './features/meetup-spots/routes.ts';
import { phoneRoutes } from './features/phone/routes.ts';
import { placeRoutes } from './features/places/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createNotifier } from './features/notifications/notifier.ts';
import { digestUnsubscribeRoutes, notificationRoutes } from './features/notifications/routes.ts';
import { reportRoutes } from './features/moderation/routes.ts';
import { productRoutes } from './features/products/routes.ts';
import { publicReadRoutes, registerSharePages } from './features/sharing/routes.ts';
import { createPushDelivery } from './features/push/delivery.ts';
import { pushRoutes } from './features/push/routes.ts';
import { vapidKeysFor } from './features/push/vapid.ts';
import { presenceRoutes, realtimeRoutes } from './features/realtime/routes.ts';
import { savedSearchRoutes } from './features/saved-searches/routes.ts';
import { uploadFileRoutes, uploadRoutes } from './features/uploads/routes.ts';
import { identityRoutes } from './features/identity/routes.ts';
import { privateImagesFor, uploadsFor } from './features/uploads/service.ts';
import { twoFactorRoutes, twoFactorSignInRoutes } from './features/two-factor/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { createRealtimeHub } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { guardSignedInRoutes, registerSessions } from './plugins/session.ts';
import { RedisHealth } from './plugins/redis-health.ts';
import { attachRedisSessionBus, SessionCache } from './plugins/session-cache.ts';
import { builtClient, registerStaticFiles } from './plugins/static-files.ts';
import {
  fallbackThrottleStore,
  memoryThrottleStore,
  redisThrottleStore,
  Throttle,
} from './plugins/throttle.ts';

export type BuildOptions = {
  mailer?: Mailer;
  /** The TLS agent pushes go through (tests trust their local push service with it). */
  pushAgent?: Agent;
  /** The PostgreSQL pool the database runs on, watched by `/metrics`. */
  pool?: pg.Pool | null;
};

/** The server and the infrastructure its routes were given: main.ts, scripts and tests reach services through `deps`. */
export type BuiltApp = { app: FastifyInstance; deps: AppDeps };

/** The shared infrastructure and how to stop it: `drain` while requests still finish, then `close`. */
type Infrastructure = { deps: AppDeps; drain: () => Promise<void>; close: () => Promise<void> };

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Redis answers in well under a millisecond; past this it is down or hanging, and callers fall back (throttles). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** A client has this long to send a whole request, so slow-body connections cannot be held open indefinitely. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Fastify 5.12 refuses hop counts (a direct client could pose as the proxy), so a count becomes a function trusting that
 * many hops nearest the app. That is right only when clients can reach the app through its proxies alone (README).
 */
function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole server on an open database. Tests call this; main.ts adds listening. */
export async function buildApp(config: Config, db: Database, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = createServer(config);
  const infrastructure = await createInfrastructure(config, db, app.log, options);
  // Before onClose: notices under way finish and departures are recorded while the database and Redis are open.
  app.addHook('preClose', infrastructure.drain);
  app.addHook('onClose', infrastructure.close);
  registerMetrics(app, config.metricsToken, {
    openSockets: () => infrastructure.deps.realtime.openSockets(),
    outboxDepth: () => infrastructure.deps.notifier.pending(),
    pool: options.pool ?? null,
  });
  await registerRoutes(app, infrastructure.deps);
  return { app, deps: infrastructure.deps };
}

function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeConnectionsWhileDraining(app);
  return app;
}

function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Without a listener ioredis reports every failed reconnection as an unhandled error.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis error'));
  return redis;
}

/** Throttles count in Redis, shared by every instance, and in memory while it does not answer (or without it). */
function throttleStore(redis: Redis | null, redisHealth: RedisHealth | null, keyPrefix: string) {
  if (!redis || !redisHealth) return memoryThrottleStore();
  return fallbackThrottleStore(redisThrottleStore(redis, keyPrefix), memoryThrottleStore(), redisHealth);
}

/** Opens what every route shares: Redis (when configured), sockets, notices, sessions, uploads, throttles, mail. */
async function createInfrastructure(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  options: BuildOptions = {},
): Promise<Infrastructure> {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : null;
  const redisHealth = redis ? new RedisHealth(redis, log) : null;
  const realtime = await createRealtimeHub({ db, redis, redisHealth, keyPrefix: config.redisKeyPrefix, log });
  const vapidKeys = await vapidKeysFor(config);
  const push = createPushDelivery({
    db,
    keys: vapidKeys,
    subject: config.push.vapidSubject,
    allowedHosts: config.push.allowedHosts,
    log,
    agent: options.pushAgent,
  });
  const notifier = createNotifier({ db, realtime, push, log });
  const sessionCache = new SessionCache();
  sessionCache.onForget((ended) => realtime.closeSessions(ended));
  if (redis && redisHealth)
    await attachRedisSessionBus(sessionCache, redis, config.redisKeyPrefix, redisHealth, log);
  const uploads = uploadsFor(db, config, log);
  const identityImages = privateImagesFor(config);
  const deps: AppDeps = {
    db,
    redis,
    config,
    mailer: options.mailer ?? createMailer(config, log),
    throttle: new Throttle(throttleStore(redis, redisHealth, config.redisKeyPrefix)),
    realtime,
    sessionCache,
    uploads,
    identityImages,
    notifier,
    vapidPublicKey: vapidKeys.publicKey,
    log,
  };
  const drain = async () => {
    await notifier.idle();
    await realtime.close();
  };
  const close = async () => {
    await uploads.close();
    await identityImages.close();
    sessionCache.close();
    redisHealth?.close();
    // A Redis that is down cannot answer QUIT: drop the connection instead.
    await redis?.quit().catch(() => redis.disconnect());
  };
  return { deps, drain, close };
}

/** Every plugin and route, in the order requests meet them; each route plugin receives `deps`. */
async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  const withApiPrefix = { prefix: '/api', ...deps };
  await app.register(compress, { threshold: 1024 });
  await registerSecurity(app, deps.config);
  await app.register(cookie, { secret: deps.config.sessionSecret });
  registerSessions(app, deps.db, deps.sessionCache);
  await registerApiDocs(app);

  for (const routes of PUBLIC_ROUTES) await app.register(routes, withApiPrefix);
  await app.register((signedIn) => registerSignedInRoutes(signedIn, deps), { prefix: '/api' });
  await app.register(uploadFileRoutes, deps);
  await app.register(realtimeRoutes, deps);
  await app.register(publicReadRoutes, withApiPrefix);
  registerPlanPage(app, deps);
  const clientDir = builtClient(deps.config.clientDir);
  if (clientDir) registerSharePages(app, deps, clientDir);
  await registerStaticFiles(app, deps.config.clientDir);
}

const PUBLIC_ROUTES = [
  healthRoutes,
  authRoutes,
  twoFactorSignInRoutes,
  emailVerificationRoutes,
  categoryRoutes,
  clientConfigRoutes,
  digestUnsubscribeRoutes,
];

const SIGNED_IN_ROUTES = [
  userRoutes,
  twoFactorRoutes,
  phoneRoutes,
  identityRoutes,
  verificationResendRoutes,
  geoRoutes,
  placeRoutes,
  meetupSpotRoutes,
  productRoutes,
  favoriteRoutes,
  uploadRoutes,
  conversationRoutes,
  dealRoutes,
  meetupRoutes,
  blockRoutes,
  reportRoutes,
  presenceRoutes,
  adminRoutes,
  communityRoutes,
  notificationRoutes,
  pushRoutes,
  savedSearchRoutes,
];

async function registerSignedInRoutes(signedIn: FastifyInstance, deps: AppDeps) {
  signedIn.addHook('onRequest', guardSignedInRoutes(deps.throttle));
  registerIdempotency(signedIn, deps.db);
  for (const routes of SIGNED_IN_ROUTES) await signedIn.register(routes, deps);
}

/**
 * While the server drains (`app.close()`), each response ends its connection: a keep-alive client whose request was in
 * flight would otherwise hold the close up until its idle timeout.
 */
function closeConnectionsWhileDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
