/**
 * API fuzzer: reads the OpenAPI document at `/api/docs/json` and sends generated requests to every operation (but `/ws`
 * and `/uploads/*`) through `app.inject`, on a fresh database with a small world in it (two users, a product, a
 * conversation with a message, a community post with a comment), so that most ids point at something. Path parameters,
 * query strings and JSON bodies start from each operation's schema and are then broken: wrong types, missing and extra
 * fields, null, huge strings, unicode, negative and huge numbers, deep nesting, arrays for objects, invalid JSON and
 * wrong content types. Mostly signed in (a new session when a call ended the last one), sometimes signed out.
 *
 *   npm run fuzz -- --requests 10000 [--seed 42] [--write-doc]
 *
 * PGlite in memory without DATABASE_URL; with it, a database of its own on that PostgreSQL server (dropped at the end).
 * Prints the answers counted by status; exits 1, printing the first offending requests, when any answer is ≥ 500.
 * `--write-doc` records the counts in docs/benchmarks.md (section `fuzz`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { users } from '#server/db/schema.ts';
import { integerBetween, pick, seededRandom, type Random } from '#server/seed/random.ts';
import { createSessionCookies } from '#server/plugins/session.ts';
import { createTestContext, registerUser, TestClient, type TestContext } from '#server/testing/test-app.ts';
import { writeSection } from './lib/bench-doc.ts';
import {
  encodedLoosely,
  jsonSchemaSchema,
  mutatedValue,
  nastyValue,
  NASTY_NUMBERS,
  NASTY_STRINGS,
  plausibleValue,
  type JsonSchema,
  type KnownIds,
} from './lib/fuzz-values.ts';

const SHOWN_FAILURES = 10;
const SHOWN_CHARS = 300;
const SIGNED_OUT_SHARE = 0.15;
const PROGRESS_EVERY = 1000;

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    'write-doc': { type: 'boolean', default: false },
  },
});
const requestCount = Number(options.requests);
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
if (!Number.isInteger(requestCount) || requestCount < 1 || !Number.isInteger(seed)) {
  throw new Error('--requests must be an integer ≥ 1 and --seed an integer');
}

const parameterSchema = z.object({
  in: z.string(),
  name: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchemaSchema.optional(),
});
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema.optional() })) })
    .optional(),
});
const openApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

type Parameter = z.infer<typeof parameterSchema>;
type Operation = { method: HTTPMethods; path: string; parameters: Parameter[]; body: JsonSchema | undefined };

const HTTP_METHODS = new Map<string, HTTPMethods>([
  ['get', 'GET'],
  ['post', 'POST'],
  ['put', 'PUT'],
  ['patch', 'PATCH'],
  ['delete', 'DELETE'],
]);
const UNEXPECTED_METHODS: readonly HTTPMethods[] = ['PUT', 'OPTIONS', 'HEAD'];

/** One generated request, as `TestClient.request` sends it. */
type FuzzRequest = { method: HTTPMethods; url: string; payload?: string; headers?: Record<string, string> };

function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(openApiSchema.parse(document).paths)) {
    if (route === '/ws' || route.startsWith('/uploads')) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const httpMethod = HTTP_METHODS.get(method);
      if (!httpMethod) continue;
      const operation = operationSchema.parse(raw);
      operations.push({
        method: httpMethod,
        path: route,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Who acts: two signed-in people (the first sells the product and wrote the post), and a stranger. */
type Actor = { client: TestClient; userId: number };
type World = { people: Actor[]; ids: number[] };

async function buildWorld(ctx: TestContext): Promise<World> {
  const seller = await registerUser(ctx.app, { firstName: 'Fuzz' });
  const buyer = await registerUser(ctx.app, { firstName: 'Zuff' });
  const categoryId = z
    .array(z.object({ id: z.number() }))
    .parse((await seller.client.get('/api/categories')).json())[0]?.id;
  const product = await created(
    seller.client.post('/api/products', {
      title: 'Bicicleta',
      description: 'Rin 26, poco uso.',
      price: 85.5,
      categoryId,
      condition: 'good',
      location: 'San Salvador',
      meetupLocation: 'Metrocentro',
      meetupLatitude: 13.7055,
      meetupLongitude: -89.2115,
    }),
  );
  const conversation = await created(
    buyer.client.post('/api/conversations', { otherUserId: seller.user.id, productId: product }),
  );
  const message = await created(
    buyer.client.post(`/api/conversations/${conversation}/messages`, { content: '¿Sigue disponible?' }),
  );
  const post = await created(
    seller.client.post('/api/community', { content: 'Vendo bicicleta en San Salvador' }),
  );
  const comment = await created(
    buyer.client.post(`/api/community/${post}/comments`, { content: '¡Qué buena!' }),
  );
  return {
    people: [
      { client: seller.client, userId: seller.user.id },
      { client: buyer.client, userId: buyer.user.id },
    ],
    ids: [seller.user.id, buyer.user.id, categoryId ?? 1, product, conversation, message, post, comment],
  };
}

async function created(answer: Promise<LightMyRequestResponse>): Promise<number> {
  const response = await answer;
  if (response.statusCode >= 300)
    throw new Error(`world building failed: ${response.statusCode} ${response.body}`);
  return z.object({ id: z.number() }).parse(response.json()).id;
}

/** After a call that ended the actor's session (logout, account deletion…): a new session, or a new person. */
async function keepSignedIn(ctx: TestContext, world: World, index: number) {
  const actor = world.people[index];
  if (!actor || actor.client.cookie) return;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
  if (user) {
    [actor.client.cookie] = await createSessionCookies(ctx.app, ctx.db, [actor.userId]);
    return;
  }
  const replacement = await registerUser(ctx.app, { firstName: 'Nueva' });
  world.people[index] = { client: replacement.client, userId: replacement.user.id };
}

function pathParameterValue(random: Random, parameter: Parameter, ids: KnownIds): string {
  if (random() < 0.5) return encodedLoosely(plausibleValue(random, parameter.schema ?? {}, ids, 'id'));
  const odd: unknown[] = [
    0,
    -1,
    2 ** 31,
    '1e309',
    'abc',
    '😀',
    'مرحبا',
    '../x',
    ...NASTY_STRINGS.slice(0, 12),
  ];
  const value = pick(random, odd);
  return value === '../x' ? value : encodedLoosely(value);
}

function queryString(random: Random, parameters: Parameter[], ids: KnownIds): string {
  const pairs: string[] = [];
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    if (!parameter.required && random() < 0.4) continue;
    if (parameter.required && random() < 0.1) continue;
    const value =
      random() < 0.6
        ? plausibleValue(random, parameter.schema ?? {}, ids, parameter.name)
        : pick(random, [...NASTY_STRINGS, ...NASTY_NUMBERS, nastyValue(random)]);
    pairs.push(`${parameter.name}=${encodedLoosely(value)}`);
    if (random() < 0.1) pairs.push(`${parameter.name}=${encodedLoosely(pick(random, NASTY_STRINGS))}`);
  }
  if (random() < 0.1) pairs.push(`extra=${encodedLoosely(nastyValue(random))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const RAW_BODIES = [
  '{',
  '{"a":',
  "{'a':1}",
  'null',
  '',
  '\u0000',
  '[',
  '{"a":1}}',
  '"text"',
  '1e309',
  '{"a":\uD800}',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'image/png',
];

/** The body half of a request: mostly JSON from the schema, broken half the time; sometimes not JSON at all. */
function bodyOf(
  random: Random,
  schema: JsonSchema | undefined,
  ids: KnownIds,
): Pick<FuzzRequest, 'payload' | 'headers'> {
  const roll = random();
  if (roll < 0.1)
    return { payload: pick(random, RAW_BODIES), headers: { 'content-type': 'application/json' } };
  if (roll < 0.18) {
    const text = JSON.stringify(plausibleValue(random, schema ?? {}, ids));
    return { payload: text, headers: { 'content-type': pick(random, WRONG_CONTENT_TYPES) } };
  }
  if (!schema) return roll < 0.3 ? { payload: JSON.stringify(nastyValue(random)), headers: json } : {};
  const fitting = plausibleValue(random, schema, ids);
  const value = random() < 0.5 ? mutatedValue(random, fitting, schema) : fitting;
  return { payload: JSON.stringify(value) ?? 'null', headers: json };
}

const json = { 'content-type': 'application/json' };

function requestFor(random: Random, operation: Operation, ids: KnownIds): FuzzRequest {
  const route = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return pathParameterValue(random, parameter ?? { in: 'path', name }, ids);
  });
  const url = `${route}${queryString(random, operation.parameters, ids)}`;
  const method = random() < 0.02 ? pick(random, UNEXPECTED_METHODS) : operation.method;
  const body = method === 'GET' || method === 'HEAD' ? {} : bodyOf(random, operation.body, ids);
  return { method, url, ...body };
}

type Failure = { request: FuzzRequest; status: number; answer: string };

function shown(text: unknown): string {
  const value = typeof text === 'string' ? text : String(JSON.stringify(text));
  return value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}… (${value.length} chars)` : value;
}

async function fuzz(ctx: TestContext, random: Random) {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = operationsOf(document);
  const world = await buildWorld(ctx);
  const stranger = new TestClient(ctx.app);
  const counts = new Map<number, number>();
  const failures: Failure[] = [];
  for (let sent = 0; sent < requestCount; sent += 1) {
    const operation = pick(random, operations);
    const request = requestFor(random, operation, world.ids);
    const index = integerBetween(random, 0, world.people.length - 1);
    const client = random() < SIGNED_OUT_SHARE ? stranger : (world.people[index]?.client ?? stranger);
    const response = await client.request(request);
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500)
      failures.push({ request, status: response.statusCode, answer: response.body });
    if (client !== stranger) await keepSignedIn(ctx, world, index);
    stranger.cookie = undefined;
    if ((sent + 1) % PROGRESS_EVERY === 0) console.error(`… ${sent + 1} requests`);
  }
  return { operations: operations.length, counts, failures };
}

function countsTable(counts: Map<number, number>): string {
  const rows = [...counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `| ${status} | ${n} |`);
  return ['| Status | Answers |', '| --- | --- |', ...rows].join('\n');
}

const databaseName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const uploadDir = await mkdtemp(path.join(tmpdir(), 'cerquita-fuzz-'));
const ctx = await createTestContext({ LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
console.log(`fuzz: ${requestCount} requests on ${databaseName}, seed ${seed}`);
const started = performance.now();
let result: Awaited<ReturnType<typeof fuzz>>;
try {
  result = await fuzz(ctx, seededRandom(seed));
} finally {
  await ctx.close();
  await rm(uploadDir, { recursive: true, force: true });
}
const seconds = (performance.now() - started) / 1000;
console.log(`${result.operations} operations, ${seconds.toFixed(1)} s`);
console.log(countsTable(result.counts));
if (options['write-doc']) {
  await writeSection(
    `fuzz-${databaseName.toLowerCase()}`,
    [
      `### API fuzzer on ${databaseName}`,
      '',
      `\`npm run fuzz -- --requests ${requestCount} --seed ${seed}\`: ${result.operations} operations from ` +
        `\`/api/docs/json\`, ${seconds.toFixed(0)} s, ${result.failures.length} answers ≥ 500.`,
      '',
      countsTable(result.counts),
    ].join('\n'),
  );
}
if (result.failures.length > 0) {
  console.error(`\n✖ ${result.failures.length} answers ≥ 500; the first ${SHOWN_FAILURES}:`);
  for (const { request, status, answer } of result.failures.slice(0, SHOWN_FAILURES)) {
    console.error(
      `${status} ← ${request.method} ${shown(request.url)} ${shown(request.headers ?? {})} ${shown(request.payload ?? '')}\n   ${shown(answer)}`,
    );
  }
  process.exit(1);
}
console.log('✔ no answer ≥ 500');
