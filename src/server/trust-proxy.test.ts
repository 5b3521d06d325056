import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { THROTTLE_RULES } from './plugins/throttle.ts';
import { randomAddress, TestClient, uniqueEmail } from './testing/test-app.ts';
import { useTestContext } from './testing/use-test-context.ts';

const LIMIT = THROTTLE_RULES.registerPerAddress.limit;

const registration = () => ({
  email: uniqueEmail(),
  password: 'clave123',
  confirmPassword: 'clave123',
  firstName: 'José',
  lastName: 'Martínez',
});

/** Registers once per X-Forwarded-For value, all through one client (one proxy, or one direct caller). */
async function registerThrough(client: TestClient, forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const value of forwardedFor) {
    statuses.push(
      (await client.post('/api/register', registration(), { 'x-forwarded-for': value })).statusCode,
    );
  }
  return statuses;
}

/** A rotating made-up entry on the left, as a client writes it, before the entry the proxy appended. */
const spoofedInFrontOf = (realAddress: string, count: number) =>
  Array.from({ length: count }, () => `${randomAddress()}, ${realAddress}`);

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  const ctx = useTestContext({ TRUST_PROXY: '1' });

  it('counts the address the proxy appended, never the entries the client wrote', async () => {
    const proxy = new TestClient(ctx.app);
    const real = randomAddress();
    const statuses = await registerThrough(proxy, spoofedInFrontOf(real, LIMIT + 1));
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
  });

  it('tells apart the clients behind the proxy', async () => {
    const proxy = new TestClient(ctx.app);
    expect(await registerThrough(proxy, spoofedInFrontOf(randomAddress(), LIMIT))).not.toContain(429);
    expect(await registerThrough(proxy, [randomAddress()])).toEqual([201]);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the proxies’ addresses)', () => {
  const ctx = useTestContext({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });

  it('skips every trusted proxy and counts the first address before them', async () => {
    // TestClient connects from a 10.x address: a trusted proxy, as is the inner 10.x hop it forwards for.
    const proxy = new TestClient(ctx.app);
    const real = '203.0.113.7';
    const forwarded = Array.from(
      { length: LIMIT + 1 },
      () => `${randomAddress()}, ${real}, ${randomAddress()}`,
    );
    expect(await registerThrough(proxy, forwarded)).toEqual([...Array(LIMIT).fill(201), 429]);
  });
});

describe('without TRUST_PROXY', () => {
  const ctx = useTestContext();

  it('ignores X-Forwarded-For and counts the connecting address', async () => {
    const direct = new TestClient(ctx.app);
    const statuses = await registerThrough(
      direct,
      Array.from({ length: LIMIT + 1 }, () => randomAddress()),
    );
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
  });
});

describe('reading TRUST_PROXY', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(32),
    APP_URL: 'https://cerquita.example',
  };
  const trustProxyOf = (value: string | undefined, env: Record<string, string> = {}) =>
    readConfig({ ...env, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('takes %j as %j', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
    expect(trustProxyOf(value, production)).toEqual(expected);
  });

  it('takes true (every hop) outside production only', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(() => trustProxyOf('true', production)).toThrow(/TRUST_PROXY/);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1,2', '127.0.0.1,,10.0.0.1', '-1'])(
    'refuses %j, naming TRUST_PROXY',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
