import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorSecrets, users } from '#server/db/schema.ts';
import { registerUser, TestClient, type TestContext } from '#server/testing/test-app.ts';
import { registerAdmin } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ADMIN_EMAIL = 'two-factor-admin@example.com';

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

type Setup = { secret: string; otpauthUrl: string; qr: string };

/** A user with two factors on: their client (still signed in), secret and recovery codes. */
async function userWithTwoFactor(ctx: TestContext) {
  const registered = await registerUser(ctx.app);
  const setup = (await registered.client.post('/api/user/2fa/setup')).json<Setup>();
  // The step before the current one: the sign-in tests below then have the current step's code unused.
  const enable = await registered.client.post('/api/user/2fa/enable', {
    code: codeAt(setup.secret, Date.now() - 30_000),
  });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
  return { ...registered, secret: setup.secret, recoveryCodes };
}

/** The password step of a sign-in; answers the response and the pending-sign-in cookie it set. */
async function passwordStep(client: TestClient, email: string, password: string) {
  const response = await client.post('/api/login', { email, password });
  const pending = response.cookies.find((cookie) => cookie.name === 'cerquita.2fa');
  return { response, pendingCookie: pending ? `cerquita.2fa=${pending.value}` : '' };
}

const codeStep = (client: TestClient, pendingCookie: string, code: string) =>
  client.request({
    method: 'POST',
    url: '/api/login/2fa',
    payload: { code },
    headers: { cookie: pendingCookie },
  });

describe('two-factor setup', () => {
  const ctx = useTestContext();

  it('answers a secret, an otpauth link and a QR; a code from it turns 2FA on with 10 recovery codes', async () => {
    const { client, user } = await registerUser(ctx.app);
    const setup = await client.post('/api/user/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qr } = setup.json<Setup>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Cerquita:.+\?.*secret=[A-Z2-7]+/);
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(stored?.pendingSecret).not.toContain(secret);
    expect(stored?.secret).toBeNull();

    const enable = await client.post('/api/user/2fa/enable', { code: codeAt(secret) });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    const [row] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(row?.recoveryCodeHashes.join()).not.toContain(recoveryCodes[0]?.replace('-', ''));
    // The session that turned it on stays signed in, and says so.
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ twoFactorEnabled: boolean }>().twoFactorEnabled).toBe(true);
  });

  it('refuses a wrong code, a code without setup, a second setup once on, and bad input', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.post('/api/user/2fa/enable', { code: '123456' })).statusCode).toBe(409);
    const { secret } = (await client.post('/api/user/2fa/setup')).json<Setup>();
    const wrong = await client.post('/api/user/2fa/enable', {
      code: codeAt(secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ triesLeft: number }>().triesLeft).toBe(4);
    for (const code of ['', '12345', '1234567', 'abc', 'abcd-efg1']) {
      const response = await client.post('/api/user/2fa/enable', { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.code).toBeTruthy();
    }
    expect((await client.post('/api/user/2fa/enable', { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await client.post('/api/user/2fa/setup')).statusCode).toBe(409);
  });

  it('is for signed-in people only', async () => {
    const visitor = new TestClient(ctx.app);
    for (const path of ['/api/user/2fa/setup', '/api/user/2fa/enable', '/api/user/2fa/disable'])
      expect((await visitor.post(path, { code: '123456' })).statusCode).toBe(401);
  });
});

describe('signing in with two factors', () => {
  const ctx = useTestContext();

  it('asks for the code after the password, without a usable session, then signs in with it', async () => {
    const { user, password, secret } = await userWithTwoFactor(ctx);
    const client = new TestClient(ctx.app);
    const { response, pendingCookie } = await passwordStep(client, user.email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect(client.cookie).toBeUndefined();
    expect((await client.get('/api/user')).statusCode).toBe(401);

    const signedIn = await codeStep(client, pendingCookie, codeAt(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { id: number } }>().user.id).toBe(user.id);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('accepts a code once, and a recovery code once', async () => {
    const { user, password, secret, recoveryCodes } = await userWithTwoFactor(ctx);
    const code = codeAt(secret);
    const first = await passwordStep(new TestClient(ctx.app), user.email, password);
    expect((await codeStep(new TestClient(ctx.app), first.pendingCookie, code)).statusCode).toBe(200);
    const second = await passwordStep(new TestClient(ctx.app), user.email, password);
    expect((await codeStep(new TestClient(ctx.app), second.pendingCookie, code)).statusCode).toBe(400);

    const recovery = recoveryCodes[0] ?? '';
    const third = await passwordStep(new TestClient(ctx.app), user.email, password);
    expect(
      (await codeStep(new TestClient(ctx.app), third.pendingCookie, recovery.toUpperCase())).statusCode,
    ).toBe(200);
    const fourth = await passwordStep(new TestClient(ctx.app), user.email, password);
    expect((await codeStep(new TestClient(ctx.app), fourth.pendingCookie, recovery)).statusCode).toBe(400);
  });

  it('locks for 15 minutes after 5 wrong codes, the right one included', async () => {
    const { user, password, secret } = await userWithTwoFactor(ctx);
    const { pendingCookie } = await passwordStep(new TestClient(ctx.app), user.email, password);
    const client = new TestClient(ctx.app);
    const stale = codeAt(secret, Date.now() - 10 * 60_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await codeStep(client, pendingCookie, stale)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await codeStep(client, pendingCookie, codeAt(secret));
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(client.cookie).toBeUndefined();
  });

  it('refuses the code step without a password step, or with a forged one', async () => {
    const { user, secret } = await userWithTwoFactor(ctx);
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/login/2fa', { code: codeAt(secret) })).statusCode).toBe(401);
    const forged = await codeStep(client, `cerquita.2fa=${user.id}.${Date.now() + 60_000}.1`, codeAt(secret));
    expect(forged.statusCode).toBe(401);
    expect(client.cookie).toBeUndefined();
  });

  it('turns off with a current code and forgets the secret; signing in is the password alone again', async () => {
    const { client, user, password, secret } = await userWithTwoFactor(ctx);
    expect((await client.post('/api/user/2fa/disable', { code: '000000' })).statusCode).toBe(400);
    expect((await client.post('/api/user/2fa/disable', { code: codeAt(secret) })).statusCode).toBe(200);
    expect(await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id))).toEqual(
      [],
    );
    const [row] = await ctx.db
      .select({ at: users.twoFactorEnabledAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.at).toBeNull();
    const again = await new TestClient(ctx.app).post('/api/login', { email: user.email, password });
    expect(again.json<{ success: boolean }>().success).toBe(true);
    expect((await client.post('/api/user/2fa/disable', { code: codeAt(secret) })).statusCode).toBe(409);
  });

  it('goes with the account', async () => {
    const { client, user, password } = await userWithTwoFactor(ctx);
    const deleted = await client.request({
      method: 'DELETE',
      url: '/api/user/account',
      payload: { password, confirmation: 'ELIMINAR' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id))).toEqual(
      [],
    );
  });
});

describe('admin calls where two factors are required', () => {
  const ctx = useTestContext({ ADMIN_EMAILS: ADMIN_EMAIL, ADMIN_REQUIRE_2FA: 'true' });

  it('answers 403 two_factor_required to an admin without 2FA, and serves them once it is on', async () => {
    const { client } = await registerAdmin(ctx, ADMIN_EMAIL);
    const refused = await client.get('/api/admin/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('two_factor_required');
    const { secret } = (await client.post('/api/user/2fa/setup')).json<Setup>();
    expect((await client.post('/api/user/2fa/enable', { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await client.get('/api/admin/reports')).statusCode).toBe(200);
  });

  it('still answers a non-admin 403 adminOnly, without the code', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get('/api/admin/reports');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code?: string }>().code).toBeUndefined();
  });
});
