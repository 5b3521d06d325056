import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { categoryRoutes } from './features/categories/routes.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import { communityRoutes } from './features/community/routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { favoriteRoutes } from './features/favorites/routes.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { productRoutes } from './features/products/routes.ts';
import { presenceRoutes, realtimeRoutes } from './features/realtime/routes.ts';
import { uploadFileRoutes, uploadRoutes } from './features/uploads/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { createRealtimeHub, type RealtimeHub } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions, requireUser } from './plugins/session.ts';
import { attachRedisSessionBus, SessionCache } from './plugins/session-cache.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { memoryThrottleStore, redisThrottleStore, Throttle } from './plugins/throttle.ts';

/** What every route plugin receives: the shared infrastructure, created once per app. */
export type AppDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  throttle: Throttle;
  realtime: RealtimeHub;
  sessionCache: SessionCache;
};

export type BuildOptions = { mailer?: Mailer };

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server on an open database. Tests call this; main.ts adds listening. */
export async function buildApp(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const realtime = await createRealtimeHub({ db, redis, keyPrefix: config.redisKeyPrefix, log: app.log });
  // Before onClose: departures are recorded while the database and Redis are still open.
  app.addHook('preClose', () => realtime.close());
  app.decorate('realtime', realtime);
  const sessionCache = new SessionCache();
  sessionCache.onForget((ended) => realtime.closeSessions(ended));
  if (redis) await attachRedisSessionBus(sessionCache, redis, config.redisKeyPrefix, app.log);
  app.addHook('onClose', () => sessionCache.close());
  const deps: AppDeps = {
    db,
    config,
    mailer: options.mailer ?? createMailer(config, app.log),
    throttle: new Throttle(redis ? redisThrottleStore(redis, config.redisKeyPrefix) : memoryThrottleStore()),
    realtime,
    sessionCache,
  };

  await app.register(compress, { threshold: 1024 });
  await registerSecurity(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  registerSessions(app, db, sessionCache);
  await registerApiDocs(app);

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api', ...deps });
  await app.register(categoryRoutes, { prefix: '/api', ...deps });
  await app.register(clientConfigRoutes, { prefix: '/api', ...deps });
  await app.register(
    async (signedIn) => {
      signedIn.addHook('onRequest', requireUser);
      await signedIn.register(userRoutes, deps);
      await signedIn.register(geoRoutes, deps);
      await signedIn.register(productRoutes, deps);
      await signedIn.register(favoriteRoutes, deps);
      await signedIn.register(uploadRoutes, deps);
      await signedIn.register(conversationRoutes, deps);
      await signedIn.register(presenceRoutes, deps);
      await signedIn.register(adminRoutes, deps);
      await signedIn.register(communityRoutes, deps);
    },
    { prefix: '/api' },
  );

  await app.register(uploadFileRoutes, deps);
  await app.register(realtimeRoutes, deps);

  await registerStaticFiles(app, config.clientDir);
  return app;
}
