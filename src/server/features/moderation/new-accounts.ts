import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { ThrottleCount, ThrottleRule } from '#server/plugins/throttle.ts';

/** An account younger than this, or whose email is not verified, is new and meets the new-account limits. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function isYoungerThanADay(createdAt: Date): boolean {
  return Date.now() - createdAt.getTime() < NEW_ACCOUNT_MS;
}

export function isNew(account: { createdAt: Date; emailVerified: boolean }): boolean {
  return !account.emailVerified || isYoungerThanADay(account.createdAt);
}

async function isNewAccount(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ createdAt: users.createdAt, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user !== undefined && isNew(user);
}

/** The throttle counts of one action: its rule for everyone, and for a new account the stricter rule too. */
export async function limitsOf(
  db: Executor,
  userId: number,
  rules: { everyone: ThrottleRule; newAccount: ThrottleRule },
): Promise<ThrottleCount[]> {
  const subject = String(userId);
  const counts = [{ rule: rules.everyone, subject }];
  if (await isNewAccount(db, userId)) counts.push({ rule: rules.newAccount, subject });
  return counts;
}
