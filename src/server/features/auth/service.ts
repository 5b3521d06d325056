import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RegisterInput } from '#shared/auth.ts';
import { RESET_TOKEN_TTL_MS } from '#shared/constants.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { HttpError, conflict } from '#server/plugins/errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '#server/plugins/password.ts';
import { endOtherSessions } from '#server/plugins/session.ts';
import { findUserByEmail, type UserRow } from '#server/features/users/service.ts';
import { hashToken, newLinkToken } from './tokens.ts';

type NewAccount = Omit<RegisterInput, 'confirmPassword'>;

export async function registerUser({ db }: Pick<AppDeps, 'db'>, input: NewAccount): Promise<UserRow> {
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

/** The user when email and password match; undefined otherwise, after the same amount of work either way. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.password ?? DUMMY_PASSWORD_HASH);
  return user && matches ? user : undefined;
}

/** Issues a single-use reset token valid for one hour; only its hash is stored. Undefined for unknown emails. */
export async function issueResetToken({ db }: Pick<AppDeps, 'db'>, { email }: { email: string }) {
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
