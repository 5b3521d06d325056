import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '#shared/contract.ts';
import {
  adminMeetupSpotSchema,
  adminMeetupSpotsQuerySchema,
  adminMeetupSpotsSchema,
  createMeetupSpotSchema,
  meetupSpotIdParamsSchema,
  meetupSpotsQuerySchema,
  meetupSpotsSchema,
  suggestMeetupSpotSchema,
  updateMeetupSpotSchema,
} from '#shared/meetup-spots.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import {
  adminMeetupSpots,
  createMeetupSpot,
  deleteMeetupSpot,
  listMeetupSpots,
  suggestMeetupSpot,
  updateMeetupSpot,
} from './service.ts';

/**
 * Safe meetup spots. Registered behind the auth guard; visitors may read the approved ones (`visitorMay`), throttled
 * like every visitor read. Suggesting one takes a session.
 */
export const meetupSpotRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/meetup-spots',
    {
      config: { visitorMay: true },
      schema: { querystring: meetupSpotsQuerySchema, response: { 200: meetupSpotsSchema } },
    },
    (request) => listMeetupSpots(deps.db, request.query),
  );

  app.post(
    '/meetup-spots/suggestions',
    { schema: { body: suggestMeetupSpotSchema, response: { 201: adminMeetupSpotSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await deps.throttle.consume(THROTTLE_RULES.meetupSpotSuggestionsPerUser, String(userId));
      return reply.code(201).send(await suggestMeetupSpot(deps, userId, request.body));
    },
  );
};

/** The admins' list: create, edit, approve or reject, delete. Registered inside the admin scope (403 to non-admins). */
export const meetupSpotAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/meetup-spots',
    { schema: { querystring: adminMeetupSpotsQuerySchema, response: { 200: adminMeetupSpotsSchema } } },
    (request) => adminMeetupSpots(deps.db, request.query),
  );

  app.post(
    '/admin/meetup-spots',
    { schema: { body: createMeetupSpotSchema, response: { 201: adminMeetupSpotSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createMeetupSpot(deps, signedInUserId(request), request.body)),
  );

  app.patch(
    '/admin/meetup-spots/:id',
    {
      schema: {
        params: meetupSpotIdParamsSchema,
        body: updateMeetupSpotSchema,
        response: { 200: adminMeetupSpotSchema },
      },
    },
    (request) =>
      updateMeetupSpot(deps, signedInUserId(request), { id: request.params.id, change: request.body }),
  );

  app.delete(
    '/admin/meetup-spots/:id',
    { schema: { params: meetupSpotIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await deleteMeetupSpot(deps.db, request.params.id);
      return { success: true as const };
    },
  );
};
