import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/conversations.ts';
import { CLOSE_TRY_AGAIN_LATER } from '#shared/realtime-constants.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { timed } from '#server/testing/timed.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { createTestContext, DEFAULT_PASSWORD, registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContextOpenedBy } from '#server/testing/use-test-context.ts';

/**
 * Redis joins instances (shared throttles, fan-out, session notices) but nothing needs it to answer: while it is down
 * or hanging every call still works on each instance, quickly, and everything resumes on its own when it is back.
 */
const redisUrl = process.env.REDIS_URL;

/** Well under a request timeout: a call that waited on Redis for its reconnection attempts would take longer. */
const QUICK_MS = 3_000;

describe.skipIf(!redisUrl)('while Redis is down or hanging', () => {
  // After-hooks run in reverse order: Redis answers again before the app closes, and the proxy closes last.
  let proxy: TcpProxy;
  beforeAll(async () => {
    const redis = new URL(redisUrl ?? '');
    proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
  });
  afterAll(() => proxy.close());
  const ctx = useTestContextOpenedBy(() =>
    createTestContext({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }),
  );
  let url: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = realtimeUrlOf(ctx.app);
  });
  afterAll(() => proxy.restore());

  const person = (firstName: string) => registerUser(ctx.app, { firstName });

  async function openChat(from: Awaited<ReturnType<typeof person>>, to: { user: { id: number } }) {
    const response = await from.client.post('/api/conversations', { otherUserId: to.user.id });
    expect([200, 201]).toContain(response.statusCode);
    return response.json<Conversation>().id;
  }

  /** Every call a person makes on a bad day answers quickly and never 5xx. */
  async function everyCallWorks(label: string) {
    const ana = await person('Ana');
    const beto = await person('Beto');
    const chat = await openChat(beto, ana);

    const health = await timed(() => new TestClient(ctx.app).get('/api/health'));
    expect(health.answer.statusCode, label).toBe(200);
    expect(health.answer.json(), label).toMatchObject({ status: 'ok', redis: 'degraded' });
    expect(health.ms, label).toBeLessThan(2_000);

    const login = await timed(() =>
      new TestClient(ctx.app).post('/api/login', { email: ana.user.email, password: DEFAULT_PASSWORD }),
    );
    expect(login.answer.statusCode, label).toBe(200);
    expect(login.ms, label).toBeLessThan(QUICK_MS);

    const sent = await timed(() =>
      beto.client.post(`/api/conversations/${chat}/messages`, { content: `hola (${label})` }),
    );
    expect(sent.answer.statusCode, label).toBe(201);
    expect(sent.ms, label).toBeLessThan(QUICK_MS);
    const read = await ana.client.get(`/api/conversations/${chat}/messages`);
    expect(
      read.json<{ content: string }[]>().map((message) => message.content),
      label,
    ).toContain(`hola (${label})`);

    const forgot = await timed(() =>
      new TestClient(ctx.app).post('/api/forgot-password', { email: ana.user.email }),
    );
    expect(forgot.answer.statusCode, label).toBe(200);
    expect(forgot.ms, label).toBeLessThan(QUICK_MS);

    const logout = await timed(() => beto.client.post('/api/logout'));
    expect(logout.answer.statusCode, label).toBe(200);
    expect(logout.ms, label).toBeLessThan(QUICK_MS);
    expect((await beto.client.get('/api/user')).statusCode, label).toBe(401);

    const socket = await openSocket(url, { cookie: ana.client.cookie ?? '' });
    expect((await socket.closed).code, label).toBe(CLOSE_TRY_AGAIN_LATER);
  }

  /** Redis answers again: health says so, sockets are accepted and carry events again. */
  async function everythingResumes() {
    await expect
      .poll(async () => (await new TestClient(ctx.app).get('/api/health')).json().redis, { timeout: 15_000 })
      .toBe('ok');
    const ana = await person('Ana');
    const beto = await person('Beto');
    const chat = await openChat(beto, ana);
    await expect
      .poll(
        async () => {
          const socket = await openSocket(url, { cookie: ana.client.cookie ?? '' });
          socket.send({ type: 'auth', userId: ana.user.id });
          const accepted = await socket
            .waitFor('auth_success', undefined, 1_000)
            .then(() => true)
            .catch(() => false);
          await socket.close();
          return accepted;
        },
        { timeout: 35_000, interval: 1_000 },
      )
      .toBe(true);
    const socket = await openSocket(url, { cookie: ana.client.cookie ?? '' });
    socket.send({ type: 'auth', userId: ana.user.id });
    await socket.waitFor('auth_success');
    const sent = await beto.client.post(`/api/conversations/${chat}/messages`, { content: 'de vuelta' });
    const { id } = sent.json<{ id: number }>();
    await socket.waitFor('new_message', (event) => event.message.id === id);
    await socket.close();
  }

  it('when Redis goes down: open sockets are told to poll, every call works, and all resumes after', async () => {
    const ana = await person('Ana');
    const open = await openSocket(url, { cookie: ana.client.cookie ?? '' });
    open.send({ type: 'auth', userId: ana.user.id });
    await open.waitFor('auth_success');

    await proxy.refuse();
    expect((await open.closed).code).toBe(CLOSE_TRY_AGAIN_LATER);
    await everyCallWorks('down');

    await proxy.restore();
    await everythingResumes();
  }, 90_000);

  it('when Redis hangs: every call still answers within seconds, and all resumes after', async () => {
    proxy.pause();
    await everyCallWorks('hanging');
    await proxy.restore();
    await everythingResumes();
  }, 90_000);
});
