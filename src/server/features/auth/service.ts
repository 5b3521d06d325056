import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '#shared/auth.ts';
import { RESET_TOKEN_TTL_MS, type Language } from '#shared/constants.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { translate } from '#server/i18n.ts';
import { HttpError, conflict, forbidden } from '#server/plugins/errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '#server/plugins/password.ts';
import { endOtherSessions } from '#server/plugins/session.ts';
import { THROTTLE_RULES, type ThrottleCount } from '#server/plugins/throttle.ts';
import { findUserByEmail, rememberLanguage, type UserRow } from '#server/features/users/service.ts';
import { hashToken, newLinkToken, tokenLink } from './tokens.ts';
import { issueVerificationToken, mailVerificationLink } from './verification.ts';

type NewAccount = Omit<RegisterInput, 'confirmPassword' | 'rememberMe'>;

/** Where a sign-up or sign-in comes from: the address its throttles count, the language its mails are written in. */
interface Caller {
  address: string;
  language: Language;
}

/** Creates the account in the caller's language and mails the link that verifies its address. */
export async function signUp(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>,
  input: NewAccount,
  language: Language,
): Promise<UserRow> {
  const user = await registerUser(deps, input, language);
  const verificationToken = await issueVerificationToken(deps, user.id);
  mailVerificationLink(
    { mailer: deps.mailer, appUrl: deps.config.appUrl, log: deps.log },
    language,
    user.email,
    verificationToken,
  );
  return user;
}

async function registerUser(
  { db }: Pick<AppDeps, 'db'>,
  input: NewAccount,
  language: Language,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw conflict('api.emailTaken');
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        password: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        language,
      })
      .returning();
    if (!user) throw new Error('insert returned no user');
    return user;
  } catch (error) {
    // Two registrations of the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('api.emailTaken');
    throw error;
  }
}

/**
 * The account whose email and password match, in the caller's language from now on. The throttles count failures:
 * a success is none, and the owner's own mistypes from this address are forgiven. 401 for a wrong pair; 403 for a
 * suspended account, told only to whoever knows the password.
 */
export async function logIn(
  deps: Pick<AppDeps, 'db' | 'throttle'>,
  { email, password }: Pick<LoginInput, 'email' | 'password'>,
  { address, language }: Caller,
): Promise<UserRow> {
  const { db, throttle } = deps;
  const [pair, fromAddress, ofAccount] = loginFailureCounts(email, address);
  await throttle.consumeAll([pair, fromAddress, ofAccount]);
  const user = await authenticate(db, email, password);
  if (!user) throw new HttpError(401, 'api.invalidCredentials');
  await throttle.reset(pair.rule, pair.subject);
  await throttle.giveBack(fromAddress.rule, fromAddress.subject);
  await throttle.giveBack(ofAccount.rule, ofAccount.subject);
  if (user.suspendedAt) throw forbidden('api.accountSuspended');
  await rememberLanguage(deps, user.id, { language });
  return user;
}

/** The pair rule first: an attempt it refuses is given back, so it never reaches the account's loose rule. */
function loginFailureCounts(email: string, address: string): [ThrottleCount, ThrottleCount, ThrottleCount] {
  return [
    { rule: THROTTLE_RULES.loginFailuresPerAccountAndAddress, subject: `${email} ${address}` },
    { rule: THROTTLE_RULES.loginFailuresPerAddress, subject: address },
    { rule: THROTTLE_RULES.loginFailuresPerAccount, subject: email },
  ];
}

/** The user when email and password match; undefined otherwise, after the same amount of work either way. */
async function authenticate(db: Database, email: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.password ?? DUMMY_PASSWORD_HASH);
  return user && matches ? user : undefined;
}

/**
 * Mails a reset link to a known address, without waiting: a known email must not answer slower than an unknown one,
 * and the answer never says which it was.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>,
  { email }: { email: string },
  language: Language,
): Promise<void> {
  const issued = await issueResetToken(deps, { email });
  if (!issued) return;
  const link = tokenLink(deps.config.appUrl, '/reset-password', issued.token);
  deps.mailer
    .send({
      to: issued.user.email,
      subject: translate(language, 'mail.resetSubject'),
      text: translate(language, 'mail.resetBody', { link }),
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'reset mail failed'));
}

/** Issues a single-use reset token valid for one hour; only its hash is stored. Undefined for unknown emails. */
async function issueResetToken({ db }: Pick<AppDeps, 'db'>, { email }: { email: string }) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const { token, hash } = newLinkToken();
  await db
    .update(users)
    .set({ resetToken: hash, resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .where(eq(users.id, user.id));
  return { user, token };
}

const invalidResetToken = () => new HttpError(400, 'api.invalidResetToken');

/**
 * Sets the new password, spends the token and ends every session of the user, in one transaction; once committed, the
 * session cache (and so the sockets) hear of it. The token is looked up before the password is hashed, so a bogus
 * token costs no scrypt; the update checks it again, for a link followed twice at once.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'log' | 'sessionCache'>,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const { db, sessionCache } = deps;
  const tokenIsValid = and(eq(users.resetToken, hashToken(token)), gt(users.resetTokenExpiry, sql`now()`));
  const [holder] = await db.select({ id: users.id }).from(users).where(tokenIsValid);
  if (!holder) throw invalidResetToken();
  const passwordHash = await hashPassword(password);
  await transaction(deps, async (tx, afterCommit) => {
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, holder.id), tokenIsValid))
      .returning({ id: users.id });
    if (!user) throw invalidResetToken();
    await endOtherSessions(tx, user.id, null);
    afterCommit(() => sessionCache.forgetUser(user.id));
  });
}

/** Reset and verification links past their expiry are forgotten: no use keeping a hash nobody can redeem. */
export async function clearExpiredLinkTokens(db: Database) {
  await db
    .update(users)
    .set({ resetToken: null, resetTokenExpiry: null })
    .where(lt(users.resetTokenExpiry, sql`now()`));
  await db
    .update(users)
    .set({ emailVerificationToken: null, emailVerificationExpiry: null })
    .where(lt(users.emailVerificationExpiry, sql`now()`));
}
