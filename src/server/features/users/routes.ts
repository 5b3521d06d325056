import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../shared/auth.ts';
import type { AppDeps } from '../../app.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { signedInUserId } from '../../plugins/session.ts';
import { findUserById, toCurrentUser } from './service.ts';

/** Calls about the signed-in user (SPEC §7). Registered behind the auth guard. */
export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get('/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = await findUserById(db, signedInUserId(request));
    if (!user) throw unauthorized();
    return toCurrentUser(user, config.adminEmails);
  });
};
