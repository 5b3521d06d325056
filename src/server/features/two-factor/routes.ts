import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSuccessSchema } from '#shared/auth.ts';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorDisabledSchema,
  twoFactorSetupSchema,
} from '#shared/two-factor.ts';
import type { AppDeps } from '#server/deps.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { signedInUserId, startSession } from '#server/plugins/session.ts';
import { findUserById, toCurrentUser } from '#server/features/users/service.ts';
import { forgetPendingSignIn, pendingSignInOf } from './pending-sign-in.ts';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, verifySignInCode } from './service.ts';

/** `/api/user/2fa/*`: anyone signed in may turn two-factor sign-in on or off for their own account. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post('/user/2fa/setup', { schema: { response: { 200: twoFactorSetupSchema } } }, async (request) =>
    setUpTwoFactor(deps, signedInUserId(request)),
  );

  app.post(
    '/user/2fa/enable',
    { schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(deps, signedInUserId(request), request.body.code),
    }),
  );

  app.post(
    '/user/2fa/disable',
    { schema: { body: twoFactorCodeSchema, response: { 200: twoFactorDisabledSchema } } },
    async (request) => {
      await disableTwoFactor(deps, signedInUserId(request), request.body.code);
      return { success: true as const };
    },
  );
};

/** `POST /api/login/2fa`: the code that finishes a sign-in whose password was right (`POST /api/login`). */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/login/2fa',
    { schema: { body: twoFactorCodeSchema, response: { 200: authSuccessSchema } } },
    async (request, reply) => {
      const pending = pendingSignInOf(request);
      if (!pending) throw new HttpError(401, 'api.twoFactorLoginExpired');
      await verifySignInCode(deps, pending.userId, request.body.code);
      const user = await findUserById(deps.db, pending.userId);
      if (!user || user.suspendedAt) throw new HttpError(401, 'api.twoFactorLoginExpired');
      forgetPendingSignIn(reply);
      await startSession(deps, user.id, { request, reply, remember: pending.remember });
      return { success: true as const, user: toCurrentUser(user, deps.config.adminEmails) };
    },
  );
};
