import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessageSchema } from '#shared/conversations.ts';
import { successSchema } from '#shared/contract.ts';
import { meetupIdParamsSchema, sharedPlanLinkSchema } from '#shared/meetups.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { revokePlan, sharePlan } from './plans.ts';
import { acceptMeetup } from './service.ts';

/**
 * Meetups proposed in chat (proposals are sent as messages). Registered behind the auth guard; a meetup in a
 * conversation the caller does not take part in answers 404.
 */
export const meetupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/meetups/:messageId/accept',
    { schema: { params: meetupIdParamsSchema, response: { 200: chatMessageSchema } } },
    (request) => acceptMeetup(deps, signedInUserId(request), request.params.messageId),
  );

  app.post(
    '/meetups/:messageId/plan',
    { schema: { params: meetupIdParamsSchema, response: { 201: sharedPlanLinkSchema } } },
    async (request, reply) =>
      reply.code(201).send(await sharePlan(deps, signedInUserId(request), request.params.messageId)),
  );

  app.delete(
    '/meetups/:messageId/plan',
    { schema: { params: meetupIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await revokePlan(deps, signedInUserId(request), request.params.messageId);
      return { success: true as const };
    },
  );
};
