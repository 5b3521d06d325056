import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '#shared/auth.ts';
import type { Language } from '#shared/constants.ts';
import type { UpdateProfile } from '#shared/users.ts';
import { displayNameOf } from '#shared/display-name.ts';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { HttpError, unauthorized } from '#server/plugins/errors.ts';
import { endOtherSessions } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { hashPassword, verifyPassword } from '#server/plugins/password.ts';
import { isYoungerThanADay } from '#server/features/moderation/new-accounts.ts';
import { deleteIdentityPhotos } from '#server/features/identity/service.ts';
import { deleteUsers } from './deletion.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as shown to themselves: never the password, reset token or its expiry. */
export function toCurrentUser(user: UserRow, adminEmails: ReadonlySet<string>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayNameOf(user.firstName, user.lastName),
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    profileImageUrl: user.profileImageUrl,
    location: user.location,
    isVerified: user.isVerified,
    emailVerified: user.emailVerified,
    soldItemsCount: user.soldItemsCount,
    confirmedSalesCount: user.confirmedSalesCount,
    confirmedPurchasesCount: user.confirmedPurchasesCount,
    reviewCount: user.reviewCount,
    rating: user.rating,
    isAdmin: hasAdminRights(user, adminEmails),
    createdAt: user.createdAt.toISOString(),
    showSafetyTips: user.safetyTipsSeenAt === null && isYoungerThanADay(user.createdAt),
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
  };
}

/** Remembers that the account was shown the safety tips; the first time is kept. */
export async function markSafetyTipsSeen({ db }: Pick<AppDeps, 'db'>, userId: number) {
  await db
    .update(users)
    .set({ safetyTipsSeenAt: sql`coalesce(${users.safetyTipsSeenAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Admins are the users whose email ADMIN_EMAILS lists, in any letter case, and who proved they own it
 * through the mailed link; otherwise whoever registered a listed address first would be admin.
 */
export function hasAdminRights(
  user: Pick<UserRow, 'email' | 'emailVerified'>,
  adminEmails: ReadonlySet<string>,
): boolean {
  return user.emailVerified && adminEmails.has(user.email.toLowerCase());
}

/** The accounts with admin rights (`hasAdminRights`), not suspended: those told of what moderation needs to look at. */
export async function adminIds(db: Executor, adminEmails: ReadonlySet<string>): Promise<number[]> {
  if (adminEmails.size === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, [...adminEmails]),
        eq(users.emailVerified, true),
        isNull(users.suspendedAt),
      ),
    );
  return rows.map((row) => row.id);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The language notifications, pushes and mails to the person are written in: the one they last used the app in
 * (sign-in and the language switch tell it). Writes only when it changed.
 */
export async function rememberLanguage(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  { language }: { language: Language },
) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/** Emails are unique regardless of letter case (a unique index on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** The updated row; a user deleted meanwhile has no session any more (401). */
async function updateUser(db: Executor, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw unauthorized();
  return user;
}

/** Name edit of the settings screen; fields left out stay as they are. */
export async function updateProfile(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  input: UpdateProfile,
): Promise<UserRow> {
  return updateUser(db, userId, {
    firstName: input.firstName,
    ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
    ...(input.location === undefined ? {} : { location: input.location }),
  });
}

/**
 * Sets (an upload that exists, or a picture sent as a data URL) or removes the profile picture. Once committed, the
 * picture it replaced is freed unless something else shows it.
 */
export async function setProfilePicture(
  deps: Pick<AppDeps, 'db' | 'log' | 'uploads'>,
  userId: number,
  { profileImageUrl: picture }: { profileImageUrl: string | null },
): Promise<UserRow> {
  const { uploads } = deps;
  const profileImageUrl = picture === null ? null : await uploads.resolve(picture, userId);
  return transaction(deps, async (tx, afterCommit) => {
    const [before] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const user = await updateUser(tx, userId, { profileImageUrl });
    const previous = before?.url ?? null;
    if (previous !== null && previous !== profileImageUrl) afterCommit(() => uploads.free([previous]));
    return user;
  });
}

/**
 * Checks the current password, then stores the new one and ends every other session of the user in one
 * transaction; the caller's session stays. Once committed, the session cache (and so the sockets) hear of it.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'log' | 'sessionCache'>,
  userId: number,
  input: { currentPassword: string; newPassword: string; keepSessionHash: string | null },
): Promise<'changed' | 'wrong-password'> {
  const { db, sessionCache } = deps;
  const { currentPassword, newPassword, keepSessionHash } = input;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(currentPassword, user.password))) return 'wrong-password';
  const passwordHash = await hashPassword(newPassword);
  await transaction(deps, async (tx, afterCommit) => {
    // A pending reset link is spent too: the user has just shown they know their password.
    await updateUser(tx, userId, { password: passwordHash, resetToken: null, resetTokenExpiry: null });
    await endOtherSessions(tx, userId, keepSessionHash);
    afterCommit(() => sessionCache.forgetUser(userId, keepSessionHash));
  });
  return 'changed';
}

/**
 * Asks the signed-in user for their password again before a destructive call (account deletion, admin resets); a wrong
 * one is a 400 (not 401: the session is fine). Each attempt is counted before the hash is checked, on the per-user
 * budget of password changes, so a stolen session gets the same few guesses whichever of these calls it tries.
 */
export async function assertCurrentPassword(
  { db, throttle }: Pick<AppDeps, 'db' | 'throttle'>,
  userId: number,
  { password }: { password: string },
) {
  const rule = THROTTLE_RULES.passwordChangeFailuresPerUser;
  await throttle.consume(rule, String(userId));
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(password, user.password))) throw new HttpError(400, 'api.currentPasswordWrong');
  await throttle.reset(rule, String(userId));
}

/**
 * Deletes the account and everything it owns in one transaction. Once committed, its sessions are
 * forgotten (their sockets close) and the files nothing shows any more are freed.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'log' | 'sessionCache' | 'uploads' | 'identityImages'>,
  userId: number,
) {
  const { sessionCache, uploads } = deps;
  await transaction(deps, async (tx, afterCommit) => {
    const removal = await deleteUsers(tx, eq(users.id, userId));
    if (removal.users === 0) throw unauthorized();
    afterCommit(() => sessionCache.forgetUser(userId));
    afterCommit(() => uploads.free(removal.imageUrls));
    afterCommit(() => deleteIdentityPhotos(deps, removal.identityPhotos));
    afterCommit(() => uploads.deleteVoices(removal.voiceFiles));
  });
}
