import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#server/i18n.ts';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { timed } from '#server/testing/timed.ts';
import { createPostgresDatabase, TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

describe('GET /api/health, /api/health/live and /api/docs', () => {
  it('answers ok when the database answers', async () => {
    const response = await new TestClient(ctx.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: process.env.REDIS_URL ? 'ok' : 'off',
    });
  });

  it('answers live from the process alone', async () => {
    const response = await new TestClient(ctx.app).get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('documents the API from the route schemas', async () => {
    const spec = await new TestClient(ctx.app).get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/products', '/api/products/{id}']),
    );
    expect(spec.json().paths['/api/register'].post.requestBody).toBeDefined();
    const ui = await new TestClient(ctx.app).get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

// The embedded database runs inside the process and cannot hang apart from it: these faults need a server.
describe.skipIf(!process.env.DATABASE_URL)('a database that hangs or goes away', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'health');
    dropDatabase = created.drop;
    const direct = new URL(created.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(created.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: proxied.toString() });
    database = await openDatabase(config.databaseUrl, config.dataDir);
    await seedCategories(database.db);
    ({ app } = await buildApp({ ...config, clientDir: undefined }, database.db));
    await app.ready();
  });
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    await dropDatabase();
  });

  it('answers 503 within 2 s from health and within a few seconds from every call while the database hangs', async () => {
    proxy.pause();
    const client = new TestClient(app);
    const health = await timed(() => client.get('/api/health'));
    expect(health.answer.statusCode).toBe(503);
    expect(health.answer.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(health.answer.headers['retry-after']).toBe('5');
    expect(health.ms).toBeLessThan(2_000);

    const live = await client.get('/api/health/live');
    expect(live.statusCode).toBe(200);

    const signIn = { email: 'nadie@example.com', password: 'secreto123' };
    const login = await timed(() => client.post('/api/login', signIn));
    expect(login.answer.statusCode).toBe(503);
    expect(login.answer.json()).toEqual({
      message: translate('es', 'api.serviceUnavailable'),
    });
    expect(login.answer.headers['retry-after']).toBe('5');
    expect(login.ms).toBeLessThan(7_000);

    const english = await client.post('/api/login', signIn, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(503);
    expect(english.json().message).toBe(translate('en', 'api.serviceUnavailable'));

    await proxy.restore();
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.post('/api/login', signIn)).statusCode).toBe(401);
  }, 30_000);

  it('answers 503 at once while the database refuses connections, and recovers without a restart', async () => {
    await proxy.refuse();
    const client = new TestClient(app);
    const signIn = { email: 'nadie@example.com', password: 'secreto123' };
    const login = await timed(() => client.post('/api/login', signIn));
    expect(login.answer.statusCode).toBe(503);
    expect(login.ms).toBeLessThan(3_000);
    expect((await client.get('/api/health')).statusCode).toBe(503);

    await proxy.restore();
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.post('/api/login', signIn)).statusCode).toBe(401);
  }, 30_000);
});
