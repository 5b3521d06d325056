import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '#shared/contract.ts';
import {
  createSavedSearchSchema,
  savedSearchIdParamsSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '#shared/saved-searches.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.ts';

/** The caller's saved searches. Registered behind the auth guard; nobody sees, changes or deletes another's. */
export const savedSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get('/saved-searches', { schema: { response: { 200: z.array(savedSearchSchema) } } }, (request) =>
    listSavedSearches(db, signedInUserId(request)),
  );

  app.post(
    '/saved-searches',
    { schema: { body: createSavedSearchSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createSavedSearch(deps, signedInUserId(request), request.body)),
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema },
      },
    },
    (request) => updateSavedSearch(db, signedInUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id',
    { schema: { params: savedSearchIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await deleteSavedSearch(deps, signedInUserId(request), { id: request.params.id });
      return { success: true as const };
    },
  );
};
