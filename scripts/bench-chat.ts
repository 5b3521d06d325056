/**
 * Chat delivery benchmark (budget: a chat message reaches the other participant's socket ≤ 100 ms p95).
 *
 * With N connected sockets (one per user; users, sessions and conversations inserted directly, no password hashing),
 * M messages between random pairs are POSTed one after another (then with several in flight), and for each the time
 * from the POST's start (the sender pressing send) to the recipient's socket receiving `new_message` is measured — the
 * budgeted figure — and from the POST's answer. The server publishes after the commit and before answering, so the
 * second is usually negative: the recipient has the message before the sender has the answer. The budget is judged with
 * one message in flight; exit code 1 when it is missed.
 *   1. one instance: fan-out in process;
 *   2. two instances joined by Redis: every POST goes to instance A, every socket is on instance B.
 * Everything runs in this process (apps, pools, clients), so client work shares the event loop with the servers.
 *
 * Usage: DATABASE_URL=postgres://… [REDIS_URL=redis://…] node scripts/bench-chat.ts [--sockets 1000] [--messages 500]
 * Creates its own database on DATABASE_URL's server and drops it at the end. Without REDIS_URL only (1) runs.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '#server/app.ts';
import { readConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { conversations, users } from '#server/db/schema.ts';
import { createSessionCookies } from '#server/plugins/session.ts';
import { createPostgresDatabase } from '#server/testing/test-app.ts';
import { chatMessageSchema } from '#shared/conversations.ts';
import { REALTIME_PATH } from '#shared/realtime-constants.ts';

const BUDGET_P95_MS = 100;
/** Besides two descriptors per socket (client and server end): pools, Redis, stdio, modules. */
const SPARE_DESCRIPTORS = 200;
const CONNECT_BATCH = 100;
const CONCURRENT_SENDERS = 10;
const RECEIVE_TIMEOUT_MS = 5000;

const { values: options } = parseArgs({
  options: { sockets: { type: 'string', default: '1000' }, messages: { type: 'string', default: '500' } },
});
const socketCount = Number(options.sockets);
const messageCount = Number(options.messages);
if (
  !Number.isInteger(socketCount) ||
  socketCount < 2 ||
  !Number.isInteger(messageCount) ||
  messageCount < 1
) {
  throw new Error('--sockets must be an integer ≥ 2 and --messages an integer ≥ 1');
}

function openFileLimit(): number {
  const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

function assertEnoughDescriptors() {
  const needed = socketCount * 2 + SPARE_DESCRIPTORS;
  const limit = openFileLimit();
  if (limit < needed) {
    console.error(
      `This run needs about ${needed} open files (two per socket) but the limit is ${limit}.\n` +
        `Raise it for this shell (ulimit -n ${Math.max(4096, needed)}) or pass a smaller --sockets.`,
    );
    process.exit(1);
  }
  return limit;
}

type Scenario = { name: string; postTo: FastifyInstance; socketsOn: FastifyInstance };
type Pair = { conversationId: number; senderCookie: string; recipientIndex: number };
type Sample = { fromAnswer: number; fromStart: number };

function baseUrlOf(app: FastifyInstance, protocol: 'http' | 'ws') {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `${protocol}://127.0.0.1:${address.port}`;
}

function configFor(databaseUrl: string, redisUrl: string | undefined, keyPrefix: string): Config {
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: '.tmp/bench-data',
    DATABASE_URL: databaseUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  return { ...config, clientDir: undefined };
}

type BenchUser = { id: number; cookie: string; index: number };

async function seedUsers(app: FastifyInstance, db: Database, count: number): Promise<BenchUser[]> {
  const run = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench-${run}-${index}@example.com`,
        password: 'not-a-hash: these users never sign in',
        firstName: 'Bench',
        lastName: `User ${index}`,
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  const cookies = await createSessionCookies(app, db, ids);
  return ids.map((id, index) => ({ id, cookie: cookies[index] ?? '', index }));
}

function randomUser(all: BenchUser[]): BenchUser {
  const user = all[Math.floor(Math.random() * all.length)];
  if (!user) throw new Error('no users');
  return user;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** Random distinct pairs of users, each with a general conversation; the first of each pair sends. */
async function seedPairs(db: Database, all: BenchUser[], count: number): Promise<Pair[]> {
  const chosen = new Map<string, { sender: BenchUser; recipient: BenchUser }>();
  while (chosen.size < count) {
    const sender = randomUser(all);
    const recipient = randomUser(all);
    if (sender !== recipient) chosen.set(pairKey(sender.id, recipient.id), { sender, recipient });
  }
  const rows = await db
    .insert(conversations)
    .values(
      [...chosen.values()].map(({ sender, recipient }) => ({
        participant1Id: Math.min(sender.id, recipient.id),
        participant2Id: Math.max(sender.id, recipient.id),
      })),
    )
    .returning({
      id: conversations.id,
      one: conversations.participant1Id,
      two: conversations.participant2Id,
    });
  return rows.flatMap((row) => {
    const pair = chosen.get(pairKey(row.one ?? 0, row.two ?? 0));
    return pair
      ? [{ conversationId: row.id, senderCookie: pair.sender.cookie, recipientIndex: pair.recipient.index }]
      : [];
  });
}

/** Arrival times of `new_message` events by message id, for one socket. */
type Receiver = { socket: WebSocket; arrivals: Map<number, number>; waiting: Map<number, () => void> };

function receive(socket: WebSocket): Receiver {
  const receiver: Receiver = { socket, arrivals: new Map(), waiting: new Map() };
  socket.on('message', (data) => {
    const at = performance.now();
    const event: unknown = JSON.parse(String(data));
    const messageId = newMessageIdOf(event);
    if (messageId === undefined) return;
    receiver.arrivals.set(messageId, at);
    receiver.waiting.get(messageId)?.();
  });
  return receiver;
}

function newMessageIdOf(event: unknown): number | undefined {
  if (typeof event !== 'object' || event === null || !('type' in event) || event.type !== 'new_message')
    return;
  if (!('message' in event) || typeof event.message !== 'object' || event.message === null) return;
  return 'id' in event.message && typeof event.message.id === 'number' ? event.message.id : undefined;
}

function arrivalOf(receiver: Receiver, messageId: number): Promise<number> {
  const known = receiver.arrivals.get(messageId);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`message ${messageId} not received`)),
      RECEIVE_TIMEOUT_MS,
    );
    receiver.waiting.set(messageId, () => {
      clearTimeout(timer);
      receiver.waiting.delete(messageId);
      resolve(receiver.arrivals.get(messageId) ?? performance.now());
    });
  });
}

async function connectAll(app: FastifyInstance, cookies: string[]): Promise<Receiver[]> {
  const url = `${baseUrlOf(app, 'ws')}${REALTIME_PATH}`;
  const receivers: Receiver[] = [];
  for (let start = 0; start < cookies.length; start += CONNECT_BATCH) {
    const batch = cookies.slice(start, start + CONNECT_BATCH).map(
      (cookie) =>
        new Promise<Receiver>((resolve, reject) => {
          const socket = new WebSocket(url, { headers: { cookie } });
          const receiver = receive(socket);
          socket.once('open', () => resolve(receiver));
          socket.once('error', reject);
        }),
    );
    receivers.push(...(await Promise.all(batch)));
  }
  return receivers;
}

async function sendOne(baseUrl: string, pair: Pair, receiver: Receiver, index: number): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/conversations/${pair.conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pair.senderCookie },
    body: JSON.stringify({ content: `Mensaje de prueba ${index}` }),
  });
  const answered = performance.now();
  if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  const { id } = chatMessageSchema.parse(await response.json());
  const arrived = await arrivalOf(receiver, id);
  return { fromAnswer: arrived - answered, fromStart: arrived - started };
}

async function measure(scenario: Scenario, pairs: Pair[], receivers: Receiver[], concurrency: number) {
  const baseUrl = baseUrlOf(scenario.postTo, 'http');
  const samples: Sample[] = [];
  let next = 0;
  const worker = async () => {
    while (next < messageCount) {
      const index = next++;
      const pair = pairs[index % pairs.length];
      const receiver = pair && receivers[pair.recipientIndex];
      if (!pair || !receiver) throw new Error('no pair or receiver');
      samples.push(await sendOne(baseUrl, pair, receiver, index));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(1);

type Result = { scenario: string; concurrency: number; samples: Sample[] };

const p95FromStart = (result: Result) =>
  percentile(
    result.samples.map((sample) => sample.fromStart),
    0.95,
  );

function row({ scenario, concurrency, samples }: Result) {
  const fromAnswer = samples.map((sample) => sample.fromAnswer);
  const fromStart = samples.map((sample) => sample.fromStart);
  const p95 = percentile(fromStart, 0.95);
  return (
    `| ${scenario} | ${socketCount} | ${samples.length} | ${concurrency} | ${ms(percentile(fromStart, 0.5))} | ` +
    `${ms(p95)} | ${ms(Math.max(...fromStart))} | ${ms(percentile(fromAnswer, 0.5))} | ` +
    `${ms(percentile(fromAnswer, 0.95))} | ${p95 <= BUDGET_P95_MS ? 'yes' : '**no**'} |`
  );
}

async function runScenario(scenario: Scenario, cookies: string[], pairs: Pair[]): Promise<Result[]> {
  console.error(`${scenario.name}: connecting ${cookies.length} sockets…`);
  const receivers = await connectAll(scenario.socketsOn, cookies);
  // Warm-up: JIT, pools and keep-alive connections, not measured.
  await measure(scenario, pairs, receivers, 1);
  const results: Result[] = [];
  for (const concurrency of [1, CONCURRENT_SENDERS]) {
    console.error(`${scenario.name}: ${messageCount} messages, ${concurrency} in flight…`);
    const samples = await measure(scenario, pairs, receivers, concurrency);
    results.push({ scenario: scenario.name, concurrency, samples });
  }
  await Promise.all(
    receivers.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
  return results;
}

async function startApp(config: Config, handle: DatabaseHandle) {
  const { app } = await buildApp(config, handle.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const limit = assertEnoughDescriptors();
  const database = await createPostgresDatabase(serverUrl, 'bench');
  const keyPrefix = `cerquita-bench-${randomBytes(6).toString('hex')}:`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  try {
    const open = async () => {
      const handle = await openDatabase(database.url, '.tmp/bench-data');
      handles.push(handle);
      return handle;
    };
    const seedHandle = await open();
    const single = await startApp(configFor(database.url, undefined, keyPrefix), seedHandle);
    apps.push(single);
    const benchUsers = await seedUsers(single, seedHandle.db, socketCount);
    const cookies = benchUsers.map((user) => user.cookie);
    const possiblePairs = (socketCount * (socketCount - 1)) / 2;
    const pairs = await seedPairs(
      seedHandle.db,
      benchUsers,
      Math.min(messageCount, socketCount, possiblePairs),
    );

    const results = await runScenario(
      { name: 'one instance (in process)', postTo: single, socketsOn: single },
      cookies,
      pairs,
    );
    if (redisUrl) {
      const redisConfig = configFor(database.url, redisUrl, keyPrefix);
      const instanceA = await startApp(redisConfig, await open());
      const instanceB = await startApp(redisConfig, await open());
      apps.push(instanceA, instanceB);
      results.push(
        ...(await runScenario(
          { name: 'two instances (Redis): POST on A, socket on B', postTo: instanceA, socketsOn: instanceB },
          cookies,
          pairs,
        )),
      );
    } else {
      console.error('REDIS_URL is not set: the two-instance scenario is skipped.');
    }

    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\nChat delivery — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs, ` +
        `load average ${load}, open-file limit ${limit}\n`,
    );
    console.log(
      '| Scenario | Sockets | Messages | In flight | p50 send→socket (ms) | p95 send→socket (ms) | ' +
        'max send→socket (ms) | p50 answer→socket (ms) | p95 answer→socket (ms) | ' +
        `p95 send→socket ≤ ${BUDGET_P95_MS} ms |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|');
    for (const result of results) console.log(row(result));
    // The budget is a latency: one message in flight. The rows with several in flight show behaviour under load.
    const missed = results.filter(
      (result) => result.concurrency === 1 && p95FromStart(result) > BUDGET_P95_MS,
    );
    console.log(
      `\nBudget (p95 send→socket ≤ ${BUDGET_P95_MS} ms, one message in flight): ${missed.length ? 'MISSED' : 'met'}.`,
    );
    if (missed.length) process.exitCode = 1;
  } finally {
    for (const app of apps.reverse()) await app.close();
    for (const handle of handles) await handle.close();
    await database.drop();
  }
}

await main();
