import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '#shared/auth.ts';
import { messageSchema, successMessageSchema, successSchema } from '#shared/contract.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  profilePictureSchema,
  updateProfileSchema,
  safetyTipsSeenSchema,
  userLanguageSchema,
} from '#shared/users.ts';
import { publicProfileSchema, userIdParamsSchema } from '#shared/deals.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { HttpError, unauthorized } from '#server/plugins/errors.ts';
import { endSession, signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { bodyLimitForImages } from '#server/features/uploads/images.ts';
import {
  assertCurrentPassword,
  changePassword,
  deleteAccount,
  findUserById,
  markSafetyTipsSeen,
  rememberLanguage,
  setProfilePicture,
  toCurrentUser,
  updateProfile,
} from './service.ts';
import { publicProfile } from './public-profile.ts';

/**
 * Calls about the signed-in user: profile, picture, password, account. Registered behind the auth guard; a public
 * profile (`config: { visitorMay: true }`) answers visitors too.
 */
export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, throttle } = deps;
  app.get('/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = await findUserById(db, signedInUserId(request));
    if (!user) throw unauthorized();
    return toCurrentUser(user, config.adminEmails);
  });

  app.put(
    '/user/language',
    { schema: { body: userLanguageSchema, response: { 200: successSchema } } },
    async (request) => {
      await rememberLanguage(deps, signedInUserId(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/user/safety-tips-seen',
    { schema: { body: safetyTipsSeenSchema, response: { 200: successSchema } } },
    async (request) => {
      await markSafetyTipsSeen(deps, signedInUserId(request));
      return { success: true as const };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { visitorMay: true },
      schema: { params: userIdParamsSchema, response: { 200: publicProfileSchema } },
    },
    (request) => publicProfile(db, request.params.id),
  );

  app.patch(
    '/user/profile',
    { schema: { body: updateProfileSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const user = await updateProfile(deps, signedInUserId(request), request.body);
      return toCurrentUser(user, config.adminEmails);
    },
  );

  app.post(
    '/user/profile-picture',
    {
      bodyLimit: bodyLimitForImages(1),
      schema: { body: profilePictureSchema, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const user = await setProfilePicture(deps, signedInUserId(request), request.body);
      return toCurrentUser(user, config.adminEmails);
    },
  );

  app.patch(
    '/user/password',
    { schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      const subject = String(userId);
      // Counted before the password is checked, so concurrent guesses cannot all get through; a success clears it.
      await throttle.consume(THROTTLE_RULES.passwordChangeFailuresPerUser, subject);
      const outcome = await changePassword(deps, userId, {
        ...request.body,
        keepSessionHash: request.sessionHash,
      });
      // 400, not 401: the client must not take a mistyped password for an expired session.
      if (outcome === 'wrong-password') throw new HttpError(400, 'api.currentPasswordWrong');
      await throttle.reset(THROTTLE_RULES.passwordChangeFailuresPerUser, subject);
      return { message: translate(languageOf(request), 'api.passwordChanged') };
    },
  );

  app.delete(
    '/user/account',
    { schema: { body: deleteAccountSchema, response: { 200: successMessageSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await assertCurrentPassword(deps, userId, request.body);
      await deleteAccount(deps, userId);
      // The session row went with the account; what is left is the browser's cookie.
      await endSession(deps, { request, reply });
      return { success: true as const, message: translate(languageOf(request), 'api.accountDeleted') };
    },
  );
};
