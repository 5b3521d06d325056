import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_LOGIN_MS } from '#shared/two-factor.ts';

/**
 * Between the password and the code, the sign-in is remembered in a signed cookie (who, until when, whether to
 * remember the session), scoped to the login path: no session exists until the code is right.
 */
const PENDING_COOKIE = 'cerquita.2fa';
const PENDING_PATH = '/api/login';

export type PendingSignIn = { userId: number; remember: boolean };

export function rememberPendingSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, remember }: PendingSignIn,
) {
  const until = Date.now() + TWO_FACTOR_LOGIN_MS;
  reply.setCookie(PENDING_COOKIE, `${userId}.${until}.${remember ? 1 : 0}`, {
    path: PENDING_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: TWO_FACTOR_LOGIN_MS / 1000,
  });
}

/** The sign-in waiting for its code, when the request carries one this server signed that has not run out. */
export function pendingSignInOf(request: FastifyRequest): PendingSignIn | undefined {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  const match = unsigned.valid && unsigned.value ? /^(\d+)\.(\d+)\.([01])$/.exec(unsigned.value) : null;
  if (!match || Number(match[2]) < Date.now()) return undefined;
  return { userId: Number(match[1]), remember: match[3] === '1' };
}

export function forgetPendingSignIn(reply: FastifyReply) {
  reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
}
