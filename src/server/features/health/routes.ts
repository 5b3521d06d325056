import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema, liveSchema, type Health } from '#shared/health.ts';
import type { AppDeps } from '#server/deps.ts';

/** A readiness check answers within this, whatever the stores do. */
const CHECK_TIMEOUT_MS = 1_500;
const RETRY_AFTER_SECONDS = 5;

/**
 * Two checks for load balancers and orchestrators:
 * - `/api/health/live`: the process answers (restart it when this fails);
 * - `/api/health`: this instance can serve (send it traffic only while this answers 200): 503 while the database is
 *   unreachable or hanging, 200 with `redis: 'degraded'` while Redis is (the app keeps working without it).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, redis }) => {
  app.get('/health/live', { schema: { response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const [database, redisState] = await Promise.all([
        answersWithin(db.execute(sql`select 1`)),
        redis ? answersWithin(redis.ping()) : Promise.resolve(undefined),
      ]);
      const health: Health = {
        status: database ? 'ok' : 'unavailable',
        database: database ? 'ok' : 'down',
        redis: redisState === undefined ? 'off' : redisState ? 'ok' : 'degraded',
      };
      if (!database) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return health;
    },
  );
};

/** True when the call succeeded within the check's time; false when it failed or is still waiting. */
async function answersWithin(call: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answered = call.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
