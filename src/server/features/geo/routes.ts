import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocodeQuerySchema, reverseGeocodeSchema } from '#shared/geo.ts';
import type { AppDeps } from '#server/deps.ts';
import { reverseGeocode } from './service.ts';

/** Reverse geocoding from our own place list. Registered behind the auth guard. */
export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/geo/reverse',
    { schema: { querystring: reverseGeocodeQuerySchema, response: { 200: reverseGeocodeSchema } } },
    async (request) => reverseGeocode(request.query),
  );
};
