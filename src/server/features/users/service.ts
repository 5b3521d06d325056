import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../shared/auth.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as shown to themselves: never the password, reset token or its expiry. */
export function toCurrentUser(user: UserRow, adminEmails: ReadonlySet<string>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    location: user.location,
    isVerified: user.isVerified,
    soldItemsCount: user.soldItemsCount,
    reviewCount: user.reviewCount,
    rating: user.rating,
    isAdmin: adminEmails.has(user.email.toLowerCase()),
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
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
