import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmailSchema } from '#shared/auth.ts';
import { messageSchema } from '#shared/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { conflict, unauthorized } from '#server/plugins/errors.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { findUserById } from '#server/features/users/service.ts';
import { issueVerificationToken, mailVerificationLink, verifyEmail } from './verification.ts';

/** `POST /api/verify-email`: public, since the mailed link may be opened in a browser that is not signed in. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: messageSchema } } },
    async (request) => {
      await verifyEmail(deps, request.body);
      return { message: translate(languageOf(request), 'api.emailVerified') };
    },
  );
};

/** `POST /api/verify-email/resend`, behind the auth guard: a new link to the signed-in user's address. */
export const verificationResendRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, mailer, throttle } = deps;
  app.post('/verify-email/resend', { schema: { response: { 200: messageSchema } } }, async (request) => {
    const userId = signedInUserId(request);
    await throttle.consume(THROTTLE_RULES.verificationResendPerUser, String(userId));
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    if (user.emailVerified) throw conflict('api.emailAlreadyVerified');
    const language = languageOf(request);
    const token = await issueVerificationToken(deps, user.id);
    mailVerificationLink({ mailer, appUrl: config.appUrl, log: request.log }, language, user.email, token);
    return { message: translate(language, 'api.verificationSent', { email: user.email }) };
  });
};
