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
import { loginAnswerSchema } from '#shared/two-factor.ts';
import type { AppDeps } from '#server/deps.ts';
import { endSession, startSession } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { toCurrentUser } from '#server/features/users/service.ts';
import { rememberPendingSignIn } from '#server/features/two-factor/pending-sign-in.ts';
import { logIn, requestPasswordReset, resetPassword, signUp } from './service.ts';

/** Public account calls: register (which mails the verification link), login, logout, forgot and reset password. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, throttle } = deps;
  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: authSuccessSchema } } },
    async (request, reply) => {
      await throttle.consume(THROTTLE_RULES.registerPerAddress, request.ip);
      const { rememberMe, ...account } = request.body;
      const user = await signUp(deps, account, languageOf(request));
      await startSession(deps, user.id, { request, reply, remember: rememberMe });
      return reply.code(201).send({ success: true, user: toCurrentUser(user, config.adminEmails) });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const { rememberMe, ...credentials } = request.body;
      const user = await logIn(deps, credentials, { address: request.ip, language: languageOf(request) });
      if (user.twoFactorEnabledAt) {
        rememberPendingSignIn(request, reply, { userId: user.id, remember: rememberMe });
        return { twoFactorRequired: true as const };
      }
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
      await requestPasswordReset(deps, request.body, languageOf(request));
      return { message: translate(languageOf(request), 'api.resetLinkSent') };
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
