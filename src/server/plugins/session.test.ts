import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Conversation } from '#shared/conversations.ts';
import { registerAdmin } from '#server/testing/test-world.ts';
import { openSocket, realtimeUrlOf, type TestSocket } from '#server/testing/socket-client.ts';
import {
  createSecondApp,
  DEFAULT_PASSWORD,
  registerUser,
  TestClient,
  uniqueEmail,
} from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/**
 * Signed-in requests read sessions through a per-instance cache (session-cache.ts). Every way a session ends must
 * still take effect at once: on the instance that ended it, and — through Redis — on every other one.
 */
let second: Awaited<ReturnType<typeof createSecondApp>> | undefined;
const adminEmail = uniqueEmail('admin');
const acrossInstances = Boolean(process.env.REDIS_URL);
const ctx = useTestContext({ ADMIN_EMAILS: adminEmail });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  if (acrossInstances) {
    second = await createSecondApp(ctx);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  }
});
afterAll(async () => {
  await second?.close();
});

type Person = Awaited<ReturnType<typeof registerUser>>;

/** The same browser's cookie sent to another app (a load balancer may pick either instance). */
function sameBrowserOn(app: FastifyInstance, client: TestClient) {
  const elsewhere = new TestClient(app, client.address);
  elsewhere.cookie = client.cookie;
  return elsewhere;
}

async function signIn(email: string, password = DEFAULT_PASSWORD) {
  const client = new TestClient(ctx.app);
  const response = await client.post('/api/login', { email, password });
  expect(response.statusCode).toBe(200);
  return client;
}

/** A new session of the ADMIN_EMAILS account, registered by the first test that needs it. */
let adminRegistered = false;
async function signInAdmin() {
  if (adminRegistered) return signIn(adminEmail);
  adminRegistered = true;
  return (await registerAdmin(ctx, adminEmail)).client;
}

/** A call that needs nothing but a session: it cannot answer 401 because the user's rows are gone. */
const SESSION_PROBE = '/api/favorites';

/** Where each browser is checked: this instance, and the second one when Redis joins them. */
const instances = () => [ctx.app, ...(second ? [second.app] : [])];

/** Signed in on every instance, so each has the session in its cache. */
async function expectSignedInEverywhere(client: TestClient) {
  for (const app of instances())
    expect((await sameBrowserOn(app, client).get(SESSION_PROBE)).statusCode).toBe(200);
}

/** 401 on this instance at once; on the other as soon as Redis has carried the notice. */
async function expectSignedOutEverywhere(client: TestClient) {
  expect((await sameBrowserOn(ctx.app, client).get(SESSION_PROBE)).statusCode).toBe(401);
  if (second) {
    const elsewhere = sameBrowserOn(second.app, client);
    await expect
      .poll(async () => (await elsewhere.get(SESSION_PROBE)).statusCode, { timeout: 2000 })
      .toBe(401);
  }
}

/** The person asks for a reset and follows the mailed link to a new password, from another browser. */
async function resetPasswordByMail(person: Person) {
  await new TestClient(ctx.app).post('/api/forgot-password', { email: person.user.email });
  await expect.poll(() => ctx.mails.some((mail) => mail.to === person.user.email)).toBe(true);
  const mail = ctx.mails.findLast((each) => each.to === person.user.email);
  const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const reset = await new TestClient(ctx.app).post('/api/reset-password', {
    token,
    password: 'nueva-clave-1',
    confirmPassword: 'nueva-clave-1',
  });
  expect(reset.statusCode).toBe(200);
}

/** Someone reports the person and the admin suspends them from the moderation queue. */
async function suspendedByAdmin(admin: TestClient, person: Person) {
  const reporter = await registerUser(ctx.app);
  const reported = await reporter.client.post('/api/reports', {
    targetType: 'user',
    targetId: person.user.id,
    reason: 'scam',
  });
  expect(reported.statusCode).toBe(201);
  const resolve = await admin.post(`/api/admin/reports/${reported.json<{ id: number }>().id}/resolve`, {
    action: 'suspend',
  });
  expect(resolve.statusCode).toBe(200);
}

describe(`ending a session takes effect at once (${acrossInstances ? 'two instances' : 'one instance'})`, () => {
  it('logout', async () => {
    const { client } = await registerUser(ctx.app);
    const before = client.cookie;
    await expectSignedInEverywhere(client);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    client.cookie = before;
    await expectSignedOutEverywhere(client);
  });

  it('signing in again in the same browser ends the session it had', async () => {
    const { client, user } = await registerUser(ctx.app);
    const before = new TestClient(ctx.app, client.address);
    before.cookie = client.cookie;
    await expectSignedInEverywhere(before);
    expect(
      (await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    await expectSignedOutEverywhere(before);
    await expectSignedInEverywhere(client);
  });

  it('a password change ends the other sessions and keeps the caller’s', async () => {
    const person = await registerUser(ctx.app);
    const phone = await signIn(person.user.email);
    await expectSignedInEverywhere(person.client);
    await expectSignedInEverywhere(phone);
    const change = await person.client.request({
      method: 'PATCH',
      url: '/api/user/password',
      payload: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'otra-clave-1',
        confirmPassword: 'otra-clave-1',
      },
    });
    expect(change.statusCode).toBe(200);
    await expectSignedOutEverywhere(phone);
    await expectSignedInEverywhere(person.client);
  });

  it('a password reset ends every session of the account', async () => {
    const person = await registerUser(ctx.app);
    const phone = await signIn(person.user.email);
    await expectSignedInEverywhere(person.client);
    await expectSignedInEverywhere(phone);
    await resetPasswordByMail(person);
    await expectSignedOutEverywhere(person.client);
    await expectSignedOutEverywhere(phone);
  });

  it('deleting the account ends every session of it', async () => {
    const person = await registerUser(ctx.app);
    const phone = await signIn(person.user.email);
    await expectSignedInEverywhere(phone);
    await expectSignedInEverywhere(person.client);
    const before = person.client.cookie;
    const deletion = await person.client.request({
      method: 'DELETE',
      url: '/api/user/account',
      payload: { confirmation: 'ELIMINAR', password: DEFAULT_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    person.client.cookie = before;
    await expectSignedOutEverywhere(person.client);
    await expectSignedOutEverywhere(phone);
  });

  it('an admin reset of users ends the departed users’ sessions and keeps the admin’s', async () => {
    const admin = await signInAdmin();
    const someone = await registerUser(ctx.app);
    await expectSignedInEverywhere(someone.client);
    await expectSignedInEverywhere(admin);
    const reset = await admin.request({
      method: 'DELETE',
      url: '/api/admin/reset/users',
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await expectSignedOutEverywhere(someone.client);
    await expectSignedInEverywhere(admin);
  });

  it('a suspension by an admin ends every session of the account and refuses signing in again', async () => {
    const admin = await signInAdmin();
    const person = await registerUser(ctx.app);
    const phone = await signIn(person.user.email);
    await expectSignedInEverywhere(person.client);
    await expectSignedInEverywhere(phone);
    await suspendedByAdmin(admin, person);
    await expectSignedOutEverywhere(person.client);
    await expectSignedOutEverywhere(phone);
    for (const app of instances()) {
      const again = await new TestClient(app).post('/api/login', {
        email: person.user.email,
        password: DEFAULT_PASSWORD,
      });
      expect(again.statusCode).toBe(403);
    }
    await expectSignedInEverywhere(admin);
  });
});

/**
 * Open `/ws` sockets belong to a session too: whatever ends it closes them at once (4401, the page goes to sign-in)
 * on every instance, long before the heartbeat's check would.
 */
describe(`ending a session closes its sockets (${acrossInstances ? 'two instances' : 'one instance'})`, () => {
  /** Well under HEARTBEAT_MS: a socket closed within this was closed by the ending, not by the heartbeat. */
  const CLOSE_WITHIN_MS = 3000;

  /** One socket of the browser on each instance. */
  const socketsOf = (client: TestClient) =>
    Promise.all(instances().map((app) => openSocket(realtimeUrlOf(app), { cookie: client.cookie ?? '' })));

  async function closeCode(socket: TestSocket) {
    const timeout = sleep(CLOSE_WITHIN_MS).then(() => ({ code: 'still open' }));
    return (await Promise.race([socket.closed, timeout])).code;
  }

  /** A partner who has a conversation with the person, to send them messages. */
  async function partnerOf(person: Person) {
    const partner = await registerUser(ctx.app);
    const opened = await partner.client.post('/api/conversations', { otherUserId: person.user.id });
    expect(opened.statusCode).toBe(201);
    const conversationId = opened.json<Conversation>().id;
    return {
      async send(content: string) {
        const sent = await partner.client.post(`/api/conversations/${conversationId}/messages`, { content });
        expect(sent.statusCode).toBe(201);
        return sent.json<{ id: number }>().id;
      },
    };
  }

  /** Closed with 4401, and the message sent right after the ending never reached it. */
  async function expectClosedBeforeMessage(sockets: TestSocket[], messageId: number) {
    for (const socket of sockets) {
      expect(await closeCode(socket)).toBe(4401);
      expect(
        socket.events.some((event) => event.type === 'new_message' && event.message.id === messageId),
      ).toBe(false);
    }
  }

  async function expectStillOpen(sockets: TestSocket[], messageId: number) {
    for (const socket of sockets) {
      await socket.waitFor('new_message', (event) => event.message.id === messageId);
      expect(socket.raw.readyState).toBe(socket.raw.OPEN);
    }
  }

  it('logout', async () => {
    const person = await registerUser(ctx.app);
    const partner = await partnerOf(person);
    const sockets = await socketsOf(person.client);
    expect((await person.client.post('/api/logout')).statusCode).toBe(200);
    await expectClosedBeforeMessage(sockets, await partner.send('after logout secret'));
  });

  it('a password change closes the other sessions’ sockets and keeps the caller’s', async () => {
    const person = await registerUser(ctx.app);
    const partner = await partnerOf(person);
    const phone = await signIn(person.user.email);
    const phoneSockets = await socketsOf(phone);
    const ownSockets = await socketsOf(person.client);
    const change = await person.client.request({
      method: 'PATCH',
      url: '/api/user/password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'otra-clave-1' },
    });
    expect(change.statusCode).toBe(200);
    const sent = await partner.send('after the change');
    await expectClosedBeforeMessage(phoneSockets, sent);
    await expectStillOpen(ownSockets, sent);
    await Promise.all(ownSockets.map((socket) => socket.close()));
  });

  it('a password reset closes every socket of the account', async () => {
    const person = await registerUser(ctx.app);
    const partner = await partnerOf(person);
    const phone = await signIn(person.user.email);
    const sockets = [...(await socketsOf(person.client)), ...(await socketsOf(phone))];
    await resetPasswordByMail(person);
    await expectClosedBeforeMessage(sockets, await partner.send('after the reset'));
  });

  it('deleting the account closes every socket of it', async () => {
    const person = await registerUser(ctx.app);
    const phone = await signIn(person.user.email);
    const sockets = [...(await socketsOf(person.client)), ...(await socketsOf(phone))];
    const deletion = await person.client.request({
      method: 'DELETE',
      url: '/api/user/account',
      payload: { confirmation: 'ELIMINAR', password: DEFAULT_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    for (const socket of sockets) expect(await closeCode(socket)).toBe(4401);
  });

  it('an admin reset of users closes the departed users’ sockets and keeps the admin’s', async () => {
    const admin = await signInAdmin();
    const someone = await registerUser(ctx.app);
    const someoneSockets = await socketsOf(someone.client);
    const adminSockets = await socketsOf(admin);
    const reset = await admin.request({
      method: 'DELETE',
      url: '/api/admin/reset/users',
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of someoneSockets) expect(await closeCode(socket)).toBe(4401);
    for (const socket of adminSockets) {
      socket.send({ type: 'ping' });
      await socket.waitFor('pong');
    }
    await Promise.all(adminSockets.map((socket) => socket.close()));
  });

  it('a suspension by an admin closes every socket of the account', async () => {
    const admin = await signInAdmin();
    const person = await registerUser(ctx.app);
    const partner = await partnerOf(person);
    const phone = await signIn(person.user.email);
    const sockets = [...(await socketsOf(person.client)), ...(await socketsOf(phone))];
    await suspendedByAdmin(admin, person);
    await expectClosedBeforeMessage(sockets, await partner.send('after the suspension'));
  });
});
