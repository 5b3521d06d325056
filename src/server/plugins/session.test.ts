import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registerAdmin } from '../features/users/test-world.ts';
import {
  createSecondApp,
  createTestContext,
  DEFAULT_PASSWORD,
  registerUser,
  TestClient,
  uniqueEmail,
  type TestContext,
} from '../testing/test-app.ts';

/**
 * Signed-in requests read sessions through a per-instance cache (session-cache.ts). Every way a session ends must
 * still take effect at once: on the instance that ended it, and — through Redis — on every other one.
 */
let ctx: TestContext;
let second: Awaited<ReturnType<typeof createSecondApp>> | undefined;
const adminEmail = uniqueEmail('admin');
const acrossInstances = Boolean(process.env.REDIS_URL);

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: adminEmail });
  if (acrossInstances) second = await createSecondApp(ctx);
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
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

/** A call that needs nothing but a session: it cannot answer 401 because the user's rows are gone. */
const SESSION_PROBE = '/api/products?limit=1';

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

async function resetToken(person: Person) {
  await new TestClient(ctx.app).post('/api/forgot-password', { email: person.user.email });
  await expect.poll(() => ctx.mails.some((mail) => mail.to === person.user.email)).toBe(true);
  const mail = ctx.mails.findLast((each) => each.to === person.user.email);
  return /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
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
    const token = await resetToken(person);
    const reset = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'nueva-clave-1',
      confirmPassword: 'nueva-clave-1',
    });
    expect(reset.statusCode).toBe(200);
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
      payload: { confirmation: 'ELIMINAR' },
    });
    expect(deletion.statusCode).toBe(200);
    person.client.cookie = before;
    await expectSignedOutEverywhere(person.client);
    await expectSignedOutEverywhere(phone);
  });

  it('an admin reset of users ends the departed users’ sessions and keeps the admin’s', async () => {
    const admin = await registerAdmin(ctx, adminEmail);
    const someone = await registerUser(ctx.app);
    await expectSignedInEverywhere(someone.client);
    await expectSignedInEverywhere(admin.client);
    const reset = await admin.client.request({ method: 'DELETE', url: '/api/admin/reset/users' });
    expect(reset.statusCode).toBe(200);
    await expectSignedOutEverywhere(someone.client);
    await expectSignedInEverywhere(admin.client);
  });
});
