import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeMatchesSchema, placesQuerySchema } from '#shared/places/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { searchPlaces } from './service.ts';

/**
 * The departamentos, municipios and distritos whose name answers what was typed. Registered behind the auth guard;
 * visitors may ask too (`config: { visitorMay: true }`), throttled like every visitor read.
 */
export const placeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/places',
    {
      config: { visitorMay: true },
      schema: { querystring: placesQuerySchema, response: { 200: placeMatchesSchema } },
    },
    async (request) => searchPlaces(db, request.query.q),
  );
};
