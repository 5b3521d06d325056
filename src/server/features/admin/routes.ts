import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetAnswerSchema, resetBodySchema, resetParamsSchema, type ResetScope } from '#shared/admin.ts';
import { TWO_FACTOR_REQUIRED_CODE } from '#shared/two-factor.ts';
import type { AppDeps } from '#server/deps.ts';
import { type CatalogKey, languageOf, translate } from '#server/i18n.ts';
import { forbidden, HttpError } from '#server/plugins/errors.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { meetupSpotAdminRoutes } from '#server/features/meetup-spots/routes.ts';
import { identityAdminRoutes } from '#server/features/identity/routes.ts';
import { moderationAdminRoutes } from '#server/features/moderation/routes.ts';
import { assertCurrentPassword, findUserById, hasAdminRights } from '#server/features/users/service.ts';
import { resetData } from './service.ts';

const DONE_MESSAGES: Record<ResetScope, CatalogKey> = {
  products: 'api.resetProductsDone',
  users: 'api.resetUsersDone',
  all: 'api.resetAllDone',
};

/**
 * `/api/admin/*`. Registered behind the auth guard (401 without a session); this scope's own guard answers
 * 403 to anyone who is not an admin (a verified email that ADMIN_EMAILS lists), before any input is read. A reset
 * then asks for the admin's password (400 when wrong), as account deletion does. The moderation queue and audit log
 * (features/moderation), the safe meetup spots (features/meetup-spots) and the identity check queue (features/identity)
 * sit in this scope, behind the same guard.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  app.addHook('onRequest', async (request) => {
    const user = await findUserById(db, signedInUserId(request));
    if (!user || !hasAdminRights(user, config.adminEmails)) throw forbidden('api.adminOnly');
    if (config.adminRequireTwoFactor && !user.twoFactorEnabledAt)
      throw new HttpError(403, 'api.twoFactorRequired', { code: TWO_FACTOR_REQUIRED_CODE });
  });

  await app.register(moderationAdminRoutes, deps);
  await app.register(meetupSpotAdminRoutes, deps);
  await app.register(identityAdminRoutes, deps);

  app.delete(
    '/admin/reset/:scope',
    {
      schema: { params: resetParamsSchema, body: resetBodySchema, response: { 200: resetAnswerSchema } },
    },
    async (request) => {
      const { scope } = request.params;
      await assertCurrentPassword(deps, signedInUserId(request), request.body);
      const counts = await resetData(deps, {
        scope,
        callerSessionHash: request.sessionHash,
      });
      return {
        success: true as const,
        message: translate(languageOf(request), DONE_MESSAGES[scope], counts),
        deleted: counts,
      };
    },
  );
};
