/**
 * Soak: N simulated people use a listening app on PostgreSQL for S seconds, each like a person would — a pause to
 * think between calls (so no per-user throttle is reached), then browse nearby, search, favourite what they saw, chat
 * with a partner while both hold a `/ws` socket (the partner's socket must receive the message) and now and then post
 * on the wall and read it. Reports p50/p95/max per call and every error; exits 1 on any error.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run soak -- --users 200 --seconds 60 [--products 100000] [--write-doc]
 *
 * Creates its own database on that server, seeds it with src/server/db/seed/bulk.ts and drops it at the end. Sessions
 * are written directly (no register or sign-in calls, whose per-address throttles would stop a crowd from one machine).
 * `--write-doc` records the table in docs/benchmarks.md (section `soak`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { uploadsFor } from '#server/features/uploads/service.ts';
import { seedBulk, type BulkSummary } from '#server/seed/bulk.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import { between, pick, seededRandom, type Random } from '#server/seed/random.ts';
import { createSessionCookies } from '#server/plugins/session.ts';
import { openSocket, realtimeUrlOf, type TestSocket } from '#server/testing/socket-client.ts';
import { createPostgresDatabase } from '#server/testing/test-app.ts';
import { percentile, writeSection } from './lib/bench-doc.ts';

const THINK_MS = { min: 500, max: 2500 };
const DELIVERY_TIMEOUT_MS = 5000;
const SHOWN_ERRORS = 10;
/** A person posts on the wall on about one turn in this many (posts are throttled per hour). */
const POST_EVERY = 12;
const MILES = 3;
const CITIES = [
  { latitude: 13.6929, longitude: -89.2182 },
  { latitude: 13.9942, longitude: -89.5597 },
  { latitude: 13.4833, longitude: -88.1833 },
] as const;
const WORDS = ['bicicleta', 'bisicleta', 'refrigeradora', 'celular', 'zapatos', 'mesa', 'laptop', 'taladro'];

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    products: { type: 'string', default: '100000' },
    'write-doc': { type: 'boolean', default: false },
  },
});
const userCount = Number(options.users);
const seconds = Number(options.seconds);
const productCount = Number(options.products);
if (
  ![userCount, seconds, productCount].every(Number.isInteger) ||
  userCount < 2 ||
  seconds < 1 ||
  productCount < 1
) {
  throw new Error('--users (≥ 2), --seconds (≥ 1) and --products (≥ 1) must be integers');
}

type Person = { index: number; cookie: string; socket: TestSocket; conversationId: number; partner?: Person };
type Calls = Map<string, number[]>;
type SoakError = { call: string; detail: string };
type Soak = { base: string; calls: Calls; errors: SoakError[]; deadline: number };

const idSchema = z.object({ id: z.number() });
const productListSchema = z.array(z.object({ id: z.number(), isSold: z.boolean() }));

function record(soak: Soak, call: string, ms: number) {
  const durations = soak.calls.get(call) ?? [];
  durations.push(ms);
  soak.calls.set(call, durations);
}

/** One timed HTTP call; anything but a 2xx is an error. Answers the parsed body, or undefined after an error. */
async function call(soak: Soak, person: Person, name: string, url: string, body?: object): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(`${soak.base}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: person.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    record(soak, name, performance.now() - started);
    if (!response.ok) {
      soak.errors.push({ call: name, detail: `${response.status} ${text.slice(0, 200)}` });
      return undefined;
    }
    return text ? JSON.parse(text) : undefined;
  } catch (error) {
    soak.errors.push({ call: name, detail: String(error) });
    return undefined;
  }
}

function nearby(random: Random) {
  const city = pick(random, CITIES);
  return `latitude=${city.latitude + between(random, -0.02, 0.02)}&longitude=${city.longitude + between(random, -0.02, 0.02)}&maxDistance=${MILES}`;
}

/** Sends one message and checks the partner's socket receives it; the time is the sender's press to delivery. */
async function chat(soak: Soak, person: Person, random: Random) {
  const partner = person.partner;
  if (!partner) return;
  const started = performance.now();
  const content = `Hola ${Math.floor(random() * 1e9)}`;
  const answer = idSchema.safeParse(
    await call(soak, person, 'POST message', `/api/conversations/${person.conversationId}/messages`, {
      content,
    }),
  );
  if (!answer.success) return;
  try {
    await partner.socket.waitFor(
      'new_message',
      (event) => event.message.id === answer.data.id,
      DELIVERY_TIMEOUT_MS,
    );
    record(soak, 'message → partner socket', performance.now() - started);
  } catch (error) {
    soak.errors.push({ call: 'message → partner socket', detail: String(error).slice(0, 200) });
  }
}

async function turn(soak: Soak, person: Person, random: Random, round: number) {
  const listed = productListSchema.safeParse(
    await call(soak, person, 'GET /api/products (nearby)', `/api/products?${nearby(random)}`),
  );
  await call(
    soak,
    person,
    'GET /api/products/search',
    `/api/products/search?q=${pick(random, WORDS)}&${nearby(random)}`,
  );
  // Nobody favourites a product marked sold (409 by design).
  const seen = listed.success ? listed.data.filter((product) => !product.isSold) : [];
  if (seen.length > 0) {
    const product = pick(random, seen);
    await call(soak, person, 'GET /api/products/:id', `/api/products/${product.id}`);
    await call(soak, person, 'POST favorite', `/api/products/${product.id}/favorite`, {});
  }
  await chat(soak, person, random);
  if ((round + person.index) % POST_EVERY === 0) {
    await call(soak, person, 'POST /api/community', '/api/community', { content: `Vendo cosas ${round}` });
  }
  await call(soak, person, 'GET /api/community', '/api/community');
}

async function live(soak: Soak, person: Person) {
  const random = seededRandom(1000 + person.index);
  await sleep(between(random, 0, THINK_MS.max));
  for (let round = 0; performance.now() < soak.deadline; round += 1) {
    await turn(soak, person, random, round);
    await sleep(between(random, THINK_MS.min, THINK_MS.max));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first N seeded users, each signed in with a socket open, paired two by two in a general conversation. */
async function people(
  app: FastifyInstance,
  database: Awaited<ReturnType<typeof openDatabase>>,
  base: string,
) {
  const rows = await database.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(userCount);
  const cookies = await createSessionCookies(
    app,
    database.db,
    rows.map((row) => row.id),
  );
  const crowd: Person[] = [];
  for (const index of rows.keys()) {
    const cookie = cookies[index] ?? '';
    const socket = await openSocket(realtimeUrlOf(app), { cookie });
    crowd.push({ index, cookie, socket, conversationId: 0 });
    const partnerRow = rows[index - 1];
    const partner = crowd[index - 1];
    if (index % 2 === 1 && partner && partnerRow) {
      const response = await fetch(`${base}/api/conversations`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ otherUserId: partnerRow.id }),
      });
      const { id } = idSchema.parse(await response.json());
      const self = crowd[index];
      if (!self) continue;
      Object.assign(self, { conversationId: id, partner });
      Object.assign(partner, { conversationId: id, partner: self });
    }
  }
  return crowd;
}

function table(calls: Calls, errors: SoakError[]) {
  const rows = [...calls.entries()].map(([name, durations]) => {
    const sorted = [...durations].sort((a, b) => a - b);
    const failed = errors.filter((error) => error.call === name).length;
    const ms = (value: number) => value.toFixed(1);
    return `| ${name} | ${sorted.length} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${failed} |`;
  });
  return [
    '| Call | Count | p50 ms | p95 ms | max ms | Errors |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function section(calls: Calls, errors: SoakError[], seeded: BulkSummary) {
  return [
    '## Soak',
    '',
    `\`npm run soak -- --users ${userCount} --seconds ${seconds} --products ${productCount}\`, ${new Date().toISOString()} — ` +
      `${os.cpus().length} CPUs, Node ${process.version}; ${seeded.products.toLocaleString('en')} products and ` +
      `${seeded.users.toLocaleString('en')} users seeded in ${seeded.seconds.toFixed(1)} s. Each person holds a socket and ` +
      `loops with ${THINK_MS.min}–${THINK_MS.max} ms pauses: nearby listing, search, a product and its favourite, a ` +
      `message to a partner (timed until the partner's socket has it), now and then a wall post, the wall. The people ` +
      `and the app share one process. ${errors.length} errors.`,
    '',
    table(calls, errors),
  ].join('\n');
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'npm run soak needs DATABASE_URL, a PostgreSQL server URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
    process.exit(1);
  }
  const created = await createPostgresDatabase(serverUrl, 'soak');
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-soak-'));
  const database = await openDatabase(created.url, uploadDir);
  let app: FastifyInstance | undefined;
  const crowd: Person[] = [];
  try {
    await seedCategories(database.db);
    console.log(`Seeding ${productCount.toLocaleString('en')} products…`);
    const seeded = await seedBulk(database.db, {
      products: productCount,
      users: Math.max(userCount, Math.ceil(productCount / 50)),
      uploads: uploadsFor(database.db, { uploadDir, s3: undefined }, console),
    });
    const config = readConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: created.url,
      DATA_DIR: uploadDir,
      UPLOAD_DIR: uploadDir,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    ({ app } = await buildApp({ ...config, clientDir: undefined }, database.db, {
      mailer: { send: async () => {} },
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
    const base = `http://127.0.0.1:${address.port}`;
    crowd.push(...(await people(app, database, base)));
    console.log(`${crowd.length} people for ${seconds} s…`);
    const soak: Soak = { base, calls: new Map(), errors: [], deadline: performance.now() + seconds * 1000 };
    await Promise.all(crowd.map((person) => live(soak, person)));
    const body = section(soak.calls, soak.errors, seeded);
    console.log(`\n${body}`);
    if (options['write-doc']) await writeSection('soak', body);
    if (soak.errors.length > 0) {
      console.error(`\n✖ ${soak.errors.length} errors; the first ${SHOWN_ERRORS}:`);
      for (const error of soak.errors.slice(0, SHOWN_ERRORS)) console.error(`${error.call}: ${error.detail}`);
      process.exitCode = 1;
    } else {
      console.log('✔ no errors');
    }
  } finally {
    await Promise.all(crowd.map((person) => person.socket.close()));
    await app?.close();
    await database.close();
    await created.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

await main();
