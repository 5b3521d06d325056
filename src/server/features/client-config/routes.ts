import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '#shared/client-config.ts';
import type { AppDeps } from '#server/deps.ts';

export const clientConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get('/config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
    tileUrl: config.tileUrl,
    adminRequiresTwoFactor: config.adminRequireTwoFactor,
  }));
};
