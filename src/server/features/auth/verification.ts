import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VERIFICATION_TOKEN_TTL_MS, type Language } from '#shared/constants.ts';
import { users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { Mailer } from '#server/plugins/mailer.ts';
import { hashToken, newLinkToken, tokenLink } from './tokens.ts';
import type { AppDeps } from '#server/deps.ts';

/**
 * Email verification: a single-use link valid 24 hours, mailed at registration and on request. Only the token's hash
 * is stored; issuing a new link makes the previous one worthless.
 */
export async function issueVerificationToken({ db }: Pick<AppDeps, 'db'>, userId: number): Promise<string> {
  const { token, hash } = newLinkToken();
  await db
    .update(users)
    .set({
      emailVerificationToken: hash,
      emailVerificationExpiry: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
    })
    .where(eq(users.id, userId));
  return token;
}

/** Marks the address verified and spends the token; 400 for an unknown, used or expired one. Answers the user's id. */
export async function verifyEmail(
  { db }: Pick<AppDeps, 'db'>,
  { token }: { token: string },
): Promise<number> {
  const [user] = await db
    .update(users)
    .set({
      emailVerified: true,
      emailVerificationToken: null,
      emailVerificationExpiry: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(users.emailVerificationToken, hashToken(token)), gt(users.emailVerificationExpiry, sql`now()`)),
    )
    .returning({ id: users.id });
  if (!user) throw new HttpError(400, 'api.invalidVerificationToken');
  return user.id;
}

/**
 * Sends the link in the caller's language without waiting: a slow mail server must not hold the answer. The mail says
 * nothing the registrant chose (no name): anyone may register with somebody else's address, which then receives it.
 */
export function mailVerificationLink(
  deps: { mailer: Mailer; appUrl: string; log: FastifyBaseLogger },
  language: Language,
  email: string,
  token: string,
): void {
  const link = tokenLink(deps.appUrl, '/verify-email', token);
  deps.mailer
    .send({
      to: email,
      subject: translate(language, 'mail.verifySubject'),
      text: translate(language, 'mail.verifyBody', { link }),
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'verification mail failed'));
}
