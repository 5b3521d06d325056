import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '#server/app.ts';
import { readConfig, type Config } from '#server/config.ts';
import type { AppDeps } from '#server/deps.ts';
import { MEMORY_DATABASE, openDatabase, type Database } from '#server/db/client.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import type { Mail } from '#server/plugins/mailer.ts';

/**
 * A real app on a real database of its own: with DATABASE_URL a fresh, uniquely named database on that PostgreSQL
 * server (dropped at close); without it an in-memory PGlite. Mails are caught in `mails`.
 */
export type TestContext = {
  app: FastifyInstance;
  db: Database;
  /** The infrastructure the app's routes were given: a test reaches the notifier, uploads or sockets through it. */
  deps: AppDeps;
  config: Config;
  mails: Mail[];
};

/** A test context as its creator holds it: whoever creates one closes it. */
export type ClosableTestContext = TestContext & { close: () => Promise<void> };

/** A fresh, uniquely named database on a PostgreSQL server; `drop` removes it (tests, the chat benchmark). */
export async function createPostgresDatabase(serverUrl: string, label = 'test') {
  const name = `cerquita_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/** `options.pushAgent`: the TLS agent pushes go through, so a test can play the push service. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'pushAgent'> = {},
): Promise<ClosableTestContext> {
  const serverUrl = process.env.DATABASE_URL;
  const created = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    APP_URL: 'http://cerquita.test',
    REDIS_KEY_PREFIX: `cerquita-test-${randomBytes(6).toString('hex')}:`,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
    DATABASE_URL: created?.url ?? MEMORY_DATABASE,
  });
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  await seedCategories(database.db);
  const mails: Mail[] = [];
  const { app, deps } = await buildApp({ ...config, clientDir: undefined }, database.db, {
    mailer: { send: async (mail) => void mails.push(mail) },
    pool: database.pool,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    deps,
    config,
    mails,
    async close() {
      await app.close();
      await database.close();
      await created?.drop();
    },
  };
}

/**
 * Another server instance on the context's database and Redis key prefix, as a second process behind a load balancer
 * would be: its own app, its own connection pool (PGlite in memory cannot be shared, so there it reuses the context's).
 * Close it before the context.
 */
export async function createSecondApp(
  ctx: TestContext,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database =
    ctx.config.databaseUrl && ctx.config.databaseUrl !== MEMORY_DATABASE
      ? await openDatabase(ctx.config.databaseUrl, ctx.config.dataDir)
      : undefined;
  const { app } = await buildApp({ ...ctx.config, clientDir: undefined }, database?.db ?? ctx.db, {
    mailer: { send: async (mail) => void ctx.mails.push(mail) },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

/** A browser stand-in: keeps the session cookie between calls and comes from its own address. */
export class TestClient {
  cookie: string | undefined;
  readonly address: string;
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance, address = randomAddress()) {
    this.app = app;
    this.address = address;
  }

  async request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      remoteAddress: this.address,
      ...options,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...options.headers },
    });
    const setCookie = response.cookies.find((cookie) => cookie.name === 'cerquita.sid');
    if (setCookie) this.cookie = setCookie.value ? `cerquita.sid=${setCookie.value}` : undefined;
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  }
}

/** Random, so throttle windows kept in Redis by earlier runs never meet this run's clients. */
export function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

export const DEFAULT_PASSWORD = 'secreto123';

/** Registers a fresh user through the API and leaves the client signed in. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  const client = new TestClient(app);
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const body = {
    email: overrides.email ?? uniqueEmail(),
    password,
    confirmPassword: password,
    firstName: overrides.firstName ?? 'María',
    lastName: overrides.lastName ?? 'Hernández',
  };
  const response = await client.post('/api/register', body);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const user = response.json<{ user: { id: number; email: string } }>().user;
  return { client, user, password };
}
