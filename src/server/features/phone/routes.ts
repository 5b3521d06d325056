import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '#shared/auth.ts';
import { successSchema } from '#shared/contract.ts';
import { phoneCodeSchema, phoneCodeSentSchema, phoneRequestSchema } from '#shared/phone.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { unauthorized } from '#server/plugins/errors.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { findUserById, toCurrentUser } from '#server/features/users/service.ts';
import { removePhone, sendPhoneCode, verifyPhoneCode } from './service.ts';
import { smsSenderFor } from './sms.ts';

/** Verifying the signed-in user's phone by SMS (issue 30): ask for a code, enter it, or give the number up. */
export const phoneRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const phoneDeps = {
    ...deps,
    secret: deps.config.sessionSecret,
    sendSms: smsSenderFor(deps.config.sms, deps.log),
  };

  app.post(
    '/user/phone',
    { schema: { body: phoneRequestSchema, response: { 200: phoneCodeSentSchema } } },
    async (request) => {
      const language = languageOf(request);
      const sent = await sendPhoneCode(phoneDeps, signedInUserId(request), request.body.phone, language);
      return { success: true as const, message: translate(language, 'api.phoneCodeSent'), ...sent };
    },
  );

  app.post(
    '/user/phone/verify',
    { schema: { body: phoneCodeSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await verifyPhoneCode(phoneDeps, userId, request.body.code);
      const user = await findUserById(deps.db, userId);
      if (!user) throw unauthorized();
      return toCurrentUser(user, deps.config.adminEmails);
    },
  );

  app.delete('/user/phone', { schema: { response: { 200: successSchema } } }, async (request) => {
    await removePhone(deps, signedInUserId(request));
    return { success: true as const };
  });
};
