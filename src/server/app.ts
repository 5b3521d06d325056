import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
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
import { favoriteRoutes } from './features/favorites/routes.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createNotifier, type Notifier } from './features/notifications/notifier.ts';
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
import { uploadsFor } from './features/uploads/service.ts';
import { userRoutes } from './features/users/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { createRealtimeHub } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions, requireUser } from './plugins/session.ts';
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
};

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    mailer: Mailer;
  }
}

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
export async function buildApp(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
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

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : null;
  // Without a listener ioredis reports every failed reconnection as an unhandled error.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
  const redisHealth = redis ? new RedisHealth(redis, app.log) : null;
  if (redis) {
    app.addHook('onClose', async () => {
      redisHealth?.close();
      // A Redis that is down cannot answer QUIT: drop the connection instead.
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const realtime = await createRealtimeHub({
    db,
    redis,
    redisHealth,
    keyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  const vapidKeys = await vapidKeysFor(config);
  const notifier = createNotifier({
    db,
    realtime,
    push: createPushDelivery({
      db,
      keys: vapidKeys,
      subject: config.push.vapidSubject,
      allowedHosts: config.push.allowedHosts,
      log: app.log,
      agent: options.pushAgent,
    }),
    log: app.log,
  });
  // Notifications under way finish first, while the sockets, the database and Redis are still open.
  app.addHook('preClose', () => notifier.idle());
  // Before onClose: departures are recorded while the database and Redis are still open.
  app.addHook('preClose', () => realtime.close());
  app.decorate('realtime', realtime);
  app.decorate('notifier', notifier);
  const sessionCache = new SessionCache();
  sessionCache.onForget((ended) => realtime.closeSessions(ended));
  if (redis && redisHealth)
    await attachRedisSessionBus(sessionCache, redis, config.redisKeyPrefix, redisHealth, app.log);
  app.addHook('onClose', () => sessionCache.close());
  const uploads = uploadsFor(db, config, app.log);
  app.addHook('onClose', () => uploads.close());
  app.decorate('uploads', uploads);
  const deps: AppDeps = {
    db,
    redis,
    config,
    mailer: options.mailer ?? createMailer(config, app.log),
    throttle: new Throttle(
      redis && redisHealth
        ? fallbackThrottleStore(
            redisThrottleStore(redis, config.redisKeyPrefix),
            memoryThrottleStore(),
            redisHealth,
          )
        : memoryThrottleStore(),
    ),
    realtime,
    sessionCache,
    uploads,
    notifier,
    vapidPublicKey: vapidKeys.publicKey,
  };

  app.decorate('mailer', deps.mailer);

  await app.register(compress, { threshold: 1024 });
  await registerSecurity(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  registerSessions(app, db, sessionCache);
  await registerApiDocs(app);

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api', ...deps });
  await app.register(emailVerificationRoutes, { prefix: '/api', ...deps });
  await app.register(categoryRoutes, { prefix: '/api', ...deps });
  await app.register(clientConfigRoutes, { prefix: '/api', ...deps });
  await app.register(digestUnsubscribeRoutes, { prefix: '/api', ...deps });
  await app.register(
    async (signedIn) => {
      signedIn.addHook('onRequest', requireUser);
      await signedIn.register(userRoutes, deps);
      await signedIn.register(verificationResendRoutes, deps);
      await signedIn.register(geoRoutes, deps);
      await signedIn.register(productRoutes, deps);
      await signedIn.register(favoriteRoutes, deps);
      await signedIn.register(uploadRoutes, deps);
      await signedIn.register(conversationRoutes, deps);
      await signedIn.register(dealRoutes, deps);
      await signedIn.register(blockRoutes, deps);
      await signedIn.register(reportRoutes, deps);
      await signedIn.register(presenceRoutes, deps);
      await signedIn.register(adminRoutes, deps);
      await signedIn.register(communityRoutes, deps);
      await signedIn.register(notificationRoutes, deps);
      await signedIn.register(pushRoutes, deps);
      await signedIn.register(savedSearchRoutes, deps);
    },
    { prefix: '/api' },
  );

  await app.register(uploadFileRoutes, deps);
  await app.register(realtimeRoutes, deps);

  await app.register(publicReadRoutes, { prefix: '/api', ...deps });
  const clientDir = builtClient(config.clientDir);
  if (clientDir) registerSharePages(app, deps, clientDir);
  await registerStaticFiles(app, config.clientDir);
  return app;
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
