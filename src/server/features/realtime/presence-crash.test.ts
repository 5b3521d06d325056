import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { createSecondApp, registerUser } from '#server/testing/test-app.ts';
import { storedPresenceOf } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** What a process killed with -9 leaves behind: the user shown online, no socket anywhere. */
async function leftOnlineByACrash(userId: number) {
  await ctx.db.update(users).set({ isOnline: true }).where(eq(users.id, userId));
}

describe('presence after a crash', () => {
  it('marks offline the users whose sockets died with the process, and keeps those who are connected', async () => {
    const ghost = await registerUser(ctx.app, { firstName: 'Ana' });
    const present = await registerUser(ctx.app, { firstName: 'Beto' });
    await leftOnlineByACrash(ghost.user.id);
    const socket = await openSocket(realtimeUrlOf(ctx.app), { cookie: present.client.cookie ?? '' });
    socket.send({ type: 'auth', userId: present.user.id });
    await socket.waitFor('auth_success');
    await expect.poll(async () => (await storedPresenceOf(ctx.db, present.user.id))?.isOnline).toBe(true);

    await ctx.deps.realtime.sweepStalePresence();

    const ghostStatus = await storedPresenceOf(ctx.db, ghost.user.id);
    expect(ghostStatus?.isOnline).toBe(false);
    expect(ghostStatus?.lastOnline).toBeInstanceOf(Date);
    expect((await storedPresenceOf(ctx.db, present.user.id))?.isOnline).toBe(true);
    await socket.close();
  });

  it('an instance starting after a crash sweeps at once', async () => {
    const ghost = await registerUser(ctx.app, { firstName: 'Carla' });
    await leftOnlineByACrash(ghost.user.id);
    const restarted = await createSecondApp(ctx);
    try {
      expect((await storedPresenceOf(ctx.db, ghost.user.id))?.isOnline).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});
