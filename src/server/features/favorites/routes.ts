import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteSchema, favoriteToggleSchema, productIdParamsSchema } from '#shared/products.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { listFavorites, toggleFavorite } from './service.ts';

export const favoriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/products/:id/favorite',
    { schema: { params: productIdParamsSchema, response: { 200: favoriteToggleSchema } } },
    async (request) => ({
      favorited: await toggleFavorite(deps, signedInUserId(request), { productId: request.params.id }),
    }),
  );

  app.get('/favorites', { schema: { response: { 200: z.array(favoriteSchema) } } }, (request) =>
    listFavorites(db, signedInUserId(request)),
  );
};
