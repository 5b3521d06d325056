import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSuccessSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '#shared/auth.ts';
import { messageSchema } from '#shared/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { forbidden, HttpError } from '#server/plugins/errors.ts';
import { endSession, startSession } from '#server/plugins/session.ts';
import { THROTTLE_RULES, type ThrottleCount } from '#server/plugins/throttle.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { rememberLanguage, toCurrentUser } from '#server/features/users/service.ts';
import { authenticate, issueResetToken, registerUser, resetPassword } from './service.ts';
import { tokenLink } from './tokens.ts';
import { issueVerificationToken, mailVerificationLink } from './verification.ts';

/** Public account calls: register (which mails the verification link), login, logout, forgot and reset password. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, mailer, throttle } = deps;
  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: authSuccessSchema } } },
    async (request, reply) => {
      await throttle.consume(THROTTLE_RULES.registerPerAddress, request.ip);
      const user = await registerUser(deps, request.body);
      await rememberLanguage(deps, user.id, { language: languageOf(request) });
      const verificationToken = await issueVerificationToken(deps, user.id);
      mailVerificationLink(
        { mailer, appUrl: config.appUrl, log: request.log },
        languageOf(request),
        user.email,
        verificationToken,
      );
      await startSession(deps, user.id, { request, reply, remember: false });
      return reply.code(201).send({ success: true, user: toCurrentUser(user, config.adminEmails) });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: authSuccessSchema } } },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const [pair, address, account] = loginFailureCounts(email, request.ip);
      await throttle.consumeAll([pair, address, account]);
      const user = await authenticate(db, email, password);
      if (!user) throw new HttpError(401, 'api.invalidCredentials');
      // The rules count failures: this attempt was none, and the owner's own mistypes from this address are forgiven.
      await throttle.reset(pair.rule, pair.subject);
      await throttle.giveBack(address.rule, address.subject);
      await throttle.giveBack(account.rule, account.subject);
      // Told only to whoever knows the password: a suspended account's owner learns why they cannot sign in.
      if (user.suspendedAt) throw forbidden('api.accountSuspended');
      await rememberLanguage(deps, user.id, { language: languageOf(request) });
      await startSession(deps, user.id, { request, reply, remember: rememberMe });
      return { success: true as const, user: toCurrentUser(user, config.adminEmails) };
    },
  );

  // The sign-in redirect target: browsers land on /auth, keeping where they were.
  app.get('/login', { schema: { hide: true } }, async (request, reply) => {
    const ownOrigin = new URL(`${request.protocol}://${request.host}`).origin;
    return reply.redirect(`/auth${nextParameter(request.headers.referer, ownOrigin)}`);
  });

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(deps, { request, reply });
    return { message: translate(languageOf(request), 'api.loggedOut') };
  });

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await throttle.consume(THROTTLE_RULES.forgotPerAddress, request.ip);
      await throttle.consume(THROTTLE_RULES.forgotPerAccount, request.body.email);
      const language = languageOf(request);
      const issued = await issueResetToken(deps, request.body);
      if (issued) {
        const link = tokenLink(config.appUrl, '/reset-password', issued.token);
        // Not awaited: a known email must not answer slower than an unknown one.
        mailer
          .send({
            to: issued.user.email,
            subject: translate(language, 'mail.resetSubject'),
            text: translate(language, 'mail.resetBody', { link }),
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'));
      }
      return { message: translate(language, 'api.resetLinkSent') };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await throttle.consume(THROTTLE_RULES.resetPerAddress, request.ip);
      await resetPassword(deps, request.body);
      return { message: translate(languageOf(request), 'api.passwordResetDone') };
    },
  );
};

/** The pair rule first: an attempt it refuses is given back, so it never reaches the account's loose rule. */
function loginFailureCounts(email: string, address: string): [ThrottleCount, ThrottleCount, ThrottleCount] {
  return [
    { rule: THROTTLE_RULES.loginFailuresPerAccountAndAddress, subject: `${email} ${address}` },
    { rule: THROTTLE_RULES.loginFailuresPerAddress, subject: address },
    { rule: THROTTLE_RULES.loginFailuresPerAccount, subject: email },
  ];
}

/** `?next=/path` when the referring page is ours, so sign-in can return there. */
function nextParameter(referer: string | undefined, ownOrigin: string): string {
  if (!referer) return '';
  const parsed = z.url().safeParse(referer);
  if (!parsed.success) return '';
  const url = new URL(parsed.data);
  const path = `${url.pathname}${url.search}`;
  if (url.origin !== ownOrigin || path === '/' || path.startsWith('/auth') || path.startsWith('/api'))
    return '';
  return `?next=${encodeURIComponent(path)}`;
}
