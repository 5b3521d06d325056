import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockAnswerSchema, blockedPersonSchema } from '#shared/blocks.ts';
import { userIdParamsSchema } from '#shared/deals.ts';
import type { AppDeps } from '#server/deps.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { block, blockedPeople, unblock } from './service.ts';

/** Blocking people. Registered behind the auth guard. */
export const blockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const params = { params: userIdParamsSchema, response: { 200: blockAnswerSchema } };

  app.post('/users/:id/block', { schema: params }, async (request) => {
    await block(deps, signedInUserId(request), { userId: request.params.id });
    return { blocked: true };
  });

  app.delete('/users/:id/block', { schema: params }, async (request) => {
    await unblock(deps, signedInUserId(request), { userId: request.params.id });
    return { blocked: false };
  });

  app.get('/blocks', { schema: { response: { 200: z.array(blockedPersonSchema) } } }, (request) =>
    blockedPeople(db, signedInUserId(request)),
  );
};
