import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '#shared/contract.ts';
import {
  pushEndpointSchema,
  pushEndpointsSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '#shared/notifications.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInSession, signedInUserId } from '#server/plugins/session.ts';
import { deleteSubscription, saveSubscription, sessionEndpoints } from './service.ts';

/**
 * Web Push: the key browsers subscribe with, and the caller's subscriptions, each held by the session that made it.
 * Registered behind the auth guard.
 */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, vapidPublicKey } = deps;
  app.get('/push/public-key', { schema: { response: { 200: pushPublicKeySchema } } }, () => ({
    publicKey: vapidPublicKey,
  }));

  app.get('/push/subscriptions', { schema: { response: { 200: pushEndpointsSchema } } }, async (request) => ({
    endpoints: await sessionEndpoints(db, signedInSession(request).sessionId),
  }));

  app.post(
    '/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 201: successSchema } } },
    async (request, reply) => {
      const { userId, sessionId } = signedInSession(request);
      await saveSubscription(deps, userId, { ...request.body, sessionId });
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { body: pushEndpointSchema, response: { 200: successSchema } } },
    async (request) => {
      await deleteSubscription(deps, signedInUserId(request), request.body);
      return { success: true as const };
    },
  );
};
