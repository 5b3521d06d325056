import { describe, expect, it } from 'vitest';
import { readConfig } from '#server/config.ts';
import { registerUser, TestClient, type TestContext } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/**
 * Links in mails carry tokens that take over an account, so they point at APP_URL only: never at a Host or
 * X-Forwarded-Host header, which whoever sends the request writes.
 */
const APP_URL = 'http://cerquita.test';
const HOSTILE = 'evil.example';

const direct = useTestContext({ APP_URL });
const behindProxy = useTestContext({ APP_URL, TRUST_PROXY: '1' });

/** The newest mail to `email` holding a link to `page`, and that link. */
function mailedLink(ctx: TestContext, email: string, page: string): string | undefined {
  const pattern = new RegExp(`\\S+${page}\\?token=[\\w-]+`);
  const mail = ctx.mails.findLast((each) => each.to === email && pattern.test(each.text));
  return mail && pattern.exec(mail.text)?.[0];
}

describe.each([
  ['Host', direct, { host: HOSTILE }],
  ['X-Forwarded-Host behind a trusted proxy', behindProxy, { 'x-forwarded-host': HOSTILE }],
])('a forged %s header', (_header, ctx, headers) => {
  it('does not change the reset link', async () => {
    const { user } = await registerUser(ctx.app);
    const response = await new TestClient(ctx.app).post(
      '/api/forgot-password',
      { email: user.email },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const link = mailedLink(ctx, user.email, '/reset-password');
    expect(link?.startsWith(`${APP_URL}/reset-password?token=`), link).toBe(true);
  });

  it('does not change the verification link', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect((await client.post('/api/verify-email/resend', undefined, headers)).statusCode).toBe(200);
    const link = mailedLink(ctx, user.email, '/verify-email');
    expect(link?.startsWith(`${APP_URL}/verify-email?token=`), link).toBe(true);
  });
});

describe('APP_URL in the configuration', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

  it('is required in production, with a message naming it', () => {
    expect(() => readConfig(production)).toThrow(/APP_URL/);
    expect(readConfig({ ...production, APP_URL: 'https://cerquita.sv' }).appUrl).toBe('https://cerquita.sv');
  });

  it('defaults to the local server outside production, so development mails open this server', () => {
    expect(readConfig({ NODE_ENV: 'development', PORT: '4321' }).appUrl).toBe('http://localhost:4321');
    expect(readConfig({ NODE_ENV: 'test' }).appUrl).toBe('http://localhost:3000');
  });

  it('loses a trailing slash, so links have no double slash', () => {
    expect(readConfig({ APP_URL: 'https://cerquita.sv/' }).appUrl).toBe('https://cerquita.sv');
  });
});
