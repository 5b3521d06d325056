import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '#server/i18n.ts';
import { hashPassword } from '#server/plugins/password.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

// Counts the password hashes the app computes; each still runs for real.
vi.mock('#server/plugins/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/plugins/password.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const ctx = useTestContext();

const PAIR_LIMIT = THROTTLE_RULES.loginFailuresPerAccountAndAddress.limit;
const ACCOUNT_LIMIT = THROTTLE_RULES.loginFailuresPerAccount.limit;

const login = (client: TestClient, email: string, password: string) =>
  client.post('/api/login', { email, password });

function tally(statuses: number[]) {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return (status: number) => counts.get(status) ?? 0;
}

describe('POST /api/login: wrong passwords', () => {
  it(`checks at most ${PAIR_LIMIT} of 20 concurrent guesses at one account from one address`, async () => {
    const { user } = await registerUser(ctx.app);
    const attacker = new TestClient(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(attacker, user.email, `adivina-${index}`)),
    );
    const count = tally(answers.map((answer) => answer.statusCode));
    expect(count(401)).toBe(PAIR_LIMIT);
    expect(count(429)).toBe(20 - PAIR_LIMIT);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toMatch(/^Demasiados intentos\. Espera \d+ minutos/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the attacker’s address out of the account, not its owner at another address', async () => {
    const { user } = await registerUser(ctx.app);
    const attacker = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PAIR_LIMIT + 5; attempt += 1) {
      statuses.push((await login(attacker, user.email, `adivina-${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(PAIR_LIMIT).fill(401), ...Array(5).fill(429)]);
    expect((await login(attacker, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);

    const owner = new TestClient(ctx.app);
    const signedIn = await login(owner, user.email, DEFAULT_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/user')).json()).toMatchObject({ id: user.id });
  });

  it(`checks at most ${ACCOUNT_LIMIT} guesses at one account spread over many addresses`, async () => {
    const { user } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_LIMIT + 5 }, (_, index) =>
        login(new TestClient(ctx.app), user.email, `adivina-${index}`),
      ),
    );
    const count = tally(answers.map((answer) => answer.statusCode));
    expect(count(401)).toBe(ACCOUNT_LIMIT);
    expect(count(429)).toBe(5);
  });

  it('forgives the owner’s own mistypes once they sign in from that address', async () => {
    const { user } = await registerUser(ctx.app);
    const owner = new TestClient(ctx.app);
    for (let attempt = 0; attempt < PAIR_LIMIT - 1; attempt += 1) {
      expect((await login(owner, user.email, 'me-equivoque')).statusCode).toBe(401);
    }
    expect((await login(owner, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
      expect((await login(owner, user.email, 'otra-vez-mal')).statusCode).toBe(401);
    }
    expect((await login(owner, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });
});

describe('PATCH /api/user/password: wrong current passwords', () => {
  it('checks at most the limit of 20 concurrent guesses', async () => {
    const { client } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.request({
          method: 'PATCH',
          url: '/api/user/password',
          payload: { currentPassword: `adivina-${index}`, newPassword: 'nueva-clave' },
        }),
      ),
    );
    const count = tally(answers.map((answer) => answer.statusCode));
    expect(count(400)).toBe(THROTTLE_RULES.passwordChangeFailuresPerUser.limit);
    expect(count(429)).toBe(20 - THROTTLE_RULES.passwordChangeFailuresPerUser.limit);
  });
});

describe('POST /api/reset-password', () => {
  const bogusReset = (client: TestClient, index = 0) =>
    client.post('/api/reset-password', {
      token: `inventado-${index}`,
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });

  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  it('hashes no password for a token that does not exist', async () => {
    const response = await bogusReset(new TestClient(ctx.app));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: translate('es', 'api.invalidResetToken'),
    });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('hashes the new password once for a real token', async () => {
    const { user } = await registerUser(ctx.app);
    await new TestClient(ctx.app).post('/api/forgot-password', { email: user.email });
    await expect.poll(() => ctx.mails.some((mail) => mail.to === user.email)).toBe(true);
    const token = /token=([\w-]+)/.exec(
      ctx.mails.findLast((mail) => mail.to === user.email)?.text ?? '',
    )?.[1];
    vi.mocked(hashPassword).mockClear();
    const response = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it('throttles one address, in the caller’s language; another address still resets', async () => {
    const guesser = new TestClient(ctx.app);
    for (let attempt = 0; attempt < THROTTLE_RULES.resetPerAddress.limit; attempt += 1) {
      expect((await bogusReset(guesser, attempt)).statusCode).toBe(400);
    }
    const refused = await guesser.post(
      '/api/reset-password',
      { token: 'uno-mas', password: 'nueva-clave', confirmPassword: 'nueva-clave' },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Wait \d+ minutes/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bogusReset(new TestClient(ctx.app))).statusCode).toBe(400);
  });
});
