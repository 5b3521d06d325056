import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '#shared/categories.ts';
import type { AppDeps } from '#server/deps.ts';
import { listCategories } from './service.ts';

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    listCategories(db),
  );
};
