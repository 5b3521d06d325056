import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from './db/schema.ts';
import { sweepExpired } from './maintenance.ts';
import { registerUser } from './testing/test-app.ts';
import { useTestContext } from './testing/use-test-context.ts';

const ctx = useTestContext();

const hoursFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours})`;

describe('sweepExpired', () => {
  it('deletes expired sessions and forgets reset and verification links past their expiry, keeping live ones', async () => {
    const [expired, live] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const ids = [expired.user.id, live.user.id];
    await ctx.db
      .update(sessions)
      .set({ expire: hoursFromNow(-1) })
      .where(eq(sessions.userId, expired.user.id));
    await ctx.db
      .update(users)
      .set({
        resetToken: 'a'.repeat(64),
        resetTokenExpiry: hoursFromNow(-1),
        emailVerificationToken: 'b'.repeat(64),
        emailVerificationExpiry: hoursFromNow(-1),
      })
      .where(eq(users.id, expired.user.id));
    await ctx.db
      .update(users)
      .set({ resetToken: 'c'.repeat(64), resetTokenExpiry: hoursFromNow(1) })
      .where(eq(users.id, live.user.id));

    await sweepExpired(ctx.db, ctx.deps.uploads);

    const sessionOwners = await ctx.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(inArray(sessions.userId, ids));
    expect(sessionOwners.map((row) => row.userId)).toEqual([live.user.id]);
    const tokens = await ctx.db
      .select({
        id: users.id,
        resetToken: users.resetToken,
        resetTokenExpiry: users.resetTokenExpiry,
        verificationToken: users.emailVerificationToken,
        verificationExpiry: users.emailVerificationExpiry,
      })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id);
    expect(tokens[0]).toEqual({
      id: expired.user.id,
      resetToken: null,
      resetTokenExpiry: null,
      verificationToken: null,
      verificationExpiry: null,
    });
    // The live user's reset link still works; their verification link, mailed at registration, is still pending.
    expect(tokens[1]).toMatchObject({ id: live.user.id, resetToken: 'c'.repeat(64) });
    expect(tokens[1]?.verificationToken).toEqual(expect.any(String));
    expect(live.client.cookie).toBeDefined();
    expect((await live.client.get('/api/user')).statusCode).toBe(200);
    expect((await expired.client.get('/api/user')).statusCode).toBe(401);
  });
});
