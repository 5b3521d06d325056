import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';

/** Readiness for load balancers and test harnesses: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
