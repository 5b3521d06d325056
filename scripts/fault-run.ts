/**
 * Fault run: two instances (child processes running src/server/main.ts, as in production) share one PostgreSQL
 * database and one Redis, each reached through a TCP proxy this script controls. Four people chat in a burst, each
 * through one instance, retrying on errors as a phone would (and moving to the other instance when theirs is gone),
 * while the script pauses then restores the database, cuts then restores Redis, and kills one instance with SIGKILL.
 * Then every message the API acknowledged must be stored exactly once and readable by its recipient.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run fault-run [-- --seconds 20]
 *
 * `--write-doc` records the outcome in docs/benchmarks.md (section `fault-run`).
 * Exits 1 when an acknowledged message is lost or stored twice. A message whose attempt failed without an answer may
 * have been stored anyway; its retry then stores it again: such duplicates are reported, not failures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { like } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { messages } from '#server/db/schema.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { createPostgresDatabase, DEFAULT_PASSWORD, uniqueEmail } from '#server/testing/test-app.ts';
import { writeSection } from './lib/bench-doc.ts';

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, 'write-doc': { type: 'boolean', default: false } },
});
const seconds = Number(options.seconds);
const RETRY_PAUSE_MS = 300;
/** Between one person's messages: a fast typist, under the per-user limit of 60 a minute for runs of half a minute. */
const TYPING_PAUSE_MS = 400;
const REQUEST_TIMEOUT_MS = 8_000;
const MARK = `fault-${Date.now()}`;

type Instance = { name: string; child: ChildProcess; base: string; alive: boolean };
type Person = { email: string; cookie: string; id: number };
type Acked = { id: number; content: string; conversationId: number; recipient: Person };

function proxiedUrl(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')),
  );
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...inherited, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`${name} did not start:\n${output}`)));
  });
  const instance = { name, child, base: `http://127.0.0.1:${port}`, alive: true };
  child.once('exit', () => {
    instance.alive = false;
  });
  return instance;
}

async function call(base: string, method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as unknown };
}

async function register(base: string, firstName: string): Promise<Person> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      firstName,
      lastName: 'Rivas',
    }),
  });
  if (response.status !== 201) throw new Error(`register ${firstName}: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cerquita.sid='));
  const { user } = (await response.json()) as { user: { id: number } };
  return { email, cookie: cookie?.split(';')[0] ?? '', id: user.id };
}

const idOf = (json: unknown) =>
  typeof json === 'object' && json !== null && 'id' in json && typeof json.id === 'number'
    ? json.id
    : undefined;

/** One person writing to another through `home` (or the other instance once it is gone) until `until`. */
async function chatter(
  sender: Person,
  recipient: Person,
  conversationId: number,
  instances: Instance[],
  home: number,
  until: number,
  acked: Acked[],
  counts: { attempts: number; failures: number },
) {
  for (let index = 0; Date.now() < until; index += 1) {
    const content = `${MARK} ${sender.id}→${recipient.id} #${index}`;
    for (;;) {
      const instance = instances[home]?.alive ? instances[home] : instances.find((each) => each.alive);
      if (!instance) return;
      counts.attempts += 1;
      const answer = await call(
        instance.base,
        'POST',
        `/api/conversations/${conversationId}/messages`,
        sender.cookie,
        {
          content,
        },
      ).catch(() => undefined);
      const id = answer && answer.status === 201 ? idOf(answer.json) : undefined;
      if (id !== undefined) {
        acked.push({ id, content, conversationId, recipient });
        await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS));
        break;
      }
      counts.failures += 1;
      if (Date.now() >= until + 20_000) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

/** Every message id a participant can read in a conversation, page by page from the newest. */
async function readableIds(base: string, conversationId: number, cookie: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let before: number | undefined;
  for (;;) {
    const page = await call(
      base,
      'GET',
      `/api/conversations/${conversationId}/messages?limit=200${before === undefined ? '' : `&before=${before}`}`,
      cookie,
    );
    const found = Array.isArray(page.json) ? page.json.map(idOf).filter((id) => id !== undefined) : [];
    if (found.length === 0) return ids;
    for (const id of found) ids.add(id);
    before = Math.min(...found);
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverUrl || !redisUrl) {
    console.error('npm run fault-run needs DATABASE_URL (a PostgreSQL server) and REDIS_URL.');
    process.exit(2);
  }
  const created = await createPostgresDatabase(serverUrl, 'fault');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-fault-'));
  const direct = new URL(created.url);
  const redis = new URL(redisUrl);
  const databaseProxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const redisProxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
  const database = await openDatabase(created.url, dataDir);
  const instances: Instance[] = [];
  try {
    await seedCategories(database.db);
    const env = {
      DATABASE_URL: proxiedUrl(created.url, databaseProxy),
      REDIS_URL: proxiedUrl(redisUrl, redisProxy),
      REDIS_KEY_PREFIX: `${MARK}:`,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
    };
    instances.push(await startInstance('A', env), await startInstance('B', env));
    const [a, b] = instances;
    if (!a || !b) throw new Error('instances did not start');
    const people = await Promise.all(['Ana', 'Beto', 'Carla', 'Dario'].map((name) => register(a.base, name)));
    const [ana, beto, carla, dario] = people;
    if (!ana || !beto || !carla || !dario) throw new Error('people were not registered');
    const open = async (from: Person, to: Person) => {
      const answer = await call(a.base, 'POST', '/api/conversations', from.cookie, { otherUserId: to.id });
      const id = idOf(answer.json);
      if (id === undefined) throw new Error(`conversation: ${answer.status}`);
      return id;
    };
    const first = await open(ana, beto);
    const second = await open(carla, dario);

    const acked: Acked[] = [];
    const counts = { attempts: 0, failures: 0 };
    const started = Date.now();
    const until = started + seconds * 1000;
    const at = (fraction: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 * fraction));
    const faults = (async () => {
      await at(0.1);
      console.log('fault: database hangs');
      databaseProxy.pause();
      // Longer than the client's 5 s query timeout: calls in flight fail (503) and are retried.
      await at(0.4);
      await databaseProxy.restore();
      console.log('fault: database back');
      await at(0.05);
      console.log('fault: Redis down');
      await redisProxy.refuse();
      await at(0.15);
      await redisProxy.restore();
      console.log('fault: Redis back');
      await at(0.1);
      console.log('fault: instance B killed with SIGKILL');
      b.child.kill('SIGKILL');
    })();
    await Promise.all([
      chatter(ana, beto, first, instances, 0, until, acked, counts),
      chatter(beto, ana, first, instances, 1, until, acked, counts),
      chatter(carla, dario, second, instances, 1, until, acked, counts),
      chatter(dario, carla, second, instances, 0, until, acked, counts),
      faults,
    ]);

    const stored = await database.db
      .select({ id: messages.id, content: messages.content })
      .from(messages)
      .where(like(messages.content, `${MARK}%`));
    const storedById = new Map(stored.map((row) => [row.id, row.content]));
    const timesStored = new Map<string, number>();
    for (const row of stored) timesStored.set(row.content, (timesStored.get(row.content) ?? 0) + 1);
    const lost = acked.filter((message) => storedById.get(message.id) !== message.content);
    const ackedContents = new Set(acked.map((message) => message.content));
    const retriedTwice = [...timesStored].filter(
      ([content, times]) => times > 1 && ackedContents.has(content),
    );

    const survivor = instances.find((each) => each.alive);
    let undelivered = 0;
    for (const conversationId of [first, second]) {
      const sent = acked.filter((message) => message.conversationId === conversationId);
      const reader = sent[0]?.recipient;
      if (!survivor || !reader) continue;
      const seen = await readableIds(survivor.base, conversationId, reader.cookie);
      undelivered += sent.filter((message) => !seen.has(message.id)).length;
    }

    const summary =
      `${acked.length} messages acknowledged in ${counts.attempts} attempts (${counts.failures} failed and were retried); ` +
      `${stored.length} stored; acknowledged but missing: ${lost.length}; not readable by the recipient: ${undelivered}; ` +
      `stored twice after a retry of an unanswered attempt: ${retriedTwice.length}.`;
    if (options['write-doc'])
      await writeSection(
        'fault-run',
        `## Fault run (\`npm run fault-run\`)\n\n${new Date().toISOString()}, ${seconds} s burst: two instances on one PostgreSQL database and Redis through TCP proxies; the database paused past the 5 s query timeout, Redis cut, instance B killed with SIGKILL. ${summary}\n`,
      );
    console.log(
      `\n${acked.length} messages acknowledged in ${counts.attempts} attempts (${counts.failures} failed and were retried)` +
        `\nstored: ${stored.length} rows; acknowledged but missing: ${lost.length}; not readable by the recipient: ${undelivered}` +
        `\nstored more than once after a retry of an unanswered attempt: ${retriedTwice.length}`,
    );
    // Instance A was never killed: if it is gone, a fault crashed it.
    const crashed = !a.alive;
    if (crashed) console.error('✖ instance A exited during the faults');
    if (acked.length === 0 || lost.length > 0 || undelivered > 0 || crashed) {
      console.error('✖ fault run failed');
      process.exitCode = 1;
    } else console.log('✔ every acknowledged message stored exactly once and delivered');
  } finally {
    for (const instance of instances) if (instance.alive) instance.child.kill('SIGTERM');
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) =>
            instance.alive ? instance.child.once('exit', resolve) : resolve(undefined),
          ),
      ),
    );
    await database.close();
    await databaseProxy.close();
    await redisProxy.close();
    await created.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
