/**
 * Products benchmark: on PostgreSQL with 100,000 products, p50/p95 of
 *   (a) the 24 nearest products within 3 miles through the real app (`GET /api/products`, signed in), through the same
 *       route on a bare Fastify, and through the service function alone,
 *   (b) the same SQL run raw with pg — the floor,
 *   (c) a search within 6 miles (`GET /api/products/search`, Spanish words, some misspelt) and its raw SQL,
 *   (d) the listing answer's bytes per product,
 *   (e) a price hint (`GET /api/price-hints`) for a category within 25 km, and with a word,
 * plus EXPLAIN (ANALYZE, BUFFERS) of the listing, the search and the hint once. Then scripts/bench-chat.ts when it exists. The results go to
 * docs/benchmarks.md (this section replaced, others kept) and to the terminal.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * Creates its own database on that server (seeded with src/server/seed/bulk.ts) and drops it at the end.
 * Exits 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { percentile, writeSection } from './lib/bench-doc.ts';
import {
  BENCH_CITIES,
  BENCH_WORDS,
  MEASURE_SEED,
  samples,
  WARMUP_SEED,
  type Sample,
} from './lib/bench-samples.ts';
import { readConfig } from '#server/config.ts';
import { MEMORY_DATABASE, openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { seedBulk, type BulkSummary } from '#server/seed/bulk.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import { listingStatement, listProducts } from '#server/features/products/listing.ts';
import { priceHintsStatement } from '#server/features/products/price-hints.ts';
import { categories } from '#server/db/schema.ts';
import { searchWords } from '#server/features/products/synonyms.ts';
import { uploadsFor } from '#server/features/uploads/service.ts';
import { createPostgresDatabase } from '#server/testing/test-app.ts';
import {
  listProductsQuerySchema,
  productSummarySchema,
  searchProductsQuerySchema,
} from '#shared/products.ts';
import { z } from 'zod';

const PRODUCTS = 100_000;
const USERS = 2_000;
const WARMUP = 100;
const ITERATIONS = 1000;
const PAGE = 24;
const LISTING_MILES = 3;
const SEARCH_MILES = 6;
const BUDGET = { listingP95Ms: 15, listingOverRaw: 1.5, bytesPerProduct: 2048 };
const PLAN_LINES = 18;
const CHAT_BENCH = 'scripts/bench-chat.ts';
const CHAT_TIMEOUT_MS = 15 * 60 * 1000;

type Timing = { p50: number; p95: number };
type Compiled = { sql: string; params: unknown[] };
type NamedStatement = ReturnType<typeof listingStatement>;
type Bench = {
  app: FastifyInstance;
  bare: FastifyInstance;
  raw: pg.Client;
  cookie: string;
  viewerId: number;
  categoryIds: number[];
};

type Runner<T> = { prepare: (sample: Sample) => T; run: (input: T) => Promise<unknown> };
/** A runner whose input type is hidden, so runners of different inputs can be measured together. */
type Measured = { call: (sample: Sample) => { run: () => Promise<unknown> } };
const runner = <T>({ prepare, run }: Runner<T>): Measured => ({
  call: (sample) => {
    const input = prepare(sample);
    return { run: () => run(input) };
  },
});

/**
 * Warms up, then times each runner on every sample, taking turns sample by sample so that each meets the same
 * machine (caches, background work, the rows of the sample); inputs are prepared untimed. p50 and p95 in milliseconds.
 */
async function measure<Name extends string>(
  runners: Record<Name, Measured>,
): Promise<(name: Name) => Timing> {
  const entries = Object.entries<Measured>(runners);
  for (const sample of samples(WARMUP, WARMUP_SEED))
    for (const [, each] of entries) await each.call(sample).run();
  const durations = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  for (const [index, sample] of samples(ITERATIONS, MEASURE_SEED).entries()) {
    // Each sample starts with a different runner: the first to touch a sample's rows would otherwise always pay for it.
    const turn = index % entries.length;
    for (const [name, each] of [...entries.slice(turn), ...entries.slice(0, turn)]) {
      const { run } = each.call(sample);
      const started = performance.now();
      await run();
      durations.get(name)?.push(performance.now() - started);
    }
  }
  return (name) => {
    const sorted = (durations.get(name) ?? []).sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
}

const listingQuery = ({ point }: Sample) =>
  listProductsQuerySchema.parse({ ...point, maxDistance: LISTING_MILES, limit: PAGE });
const searchQuery = ({ point, word }: Sample) =>
  searchProductsQuerySchema.parse({ q: word, ...point, maxDistance: SEARCH_MILES, limit: PAGE });
const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

async function get(bench: Bench, url: string, app = bench.app) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: bench.cookie } });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.body;
}

/**
 * The listing's route alone on a bare Fastify — the same zod schemas and service, no plugins, no session: what the
 * framework costs by itself, to tell it apart from what Cerquita adds.
 */
async function bareListingApp(database: DatabaseHandle, viewerId: number): Promise<FastifyInstance> {
  const bare = Fastify().withTypeProvider<ZodTypeProvider>();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.get(
    '/api/products',
    { schema: { querystring: listProductsQuerySchema, response: { 200: z.array(productSummarySchema) } } },
    (request) => listProducts(database.db, viewerId, request.query),
  );
  await bare.ready();
  return bare;
}

/** The listing's prepared statement, run raw by the same name. */
const rawListing = async (bench: Bench, statement: NamedStatement) => (await bench.raw.query(statement)).rows;

const rawListingStatement = (bench: Bench, sample: Sample, database: DatabaseHandle) =>
  listingStatement(database.db, bench.viewerId, listingQuery(sample));

async function explain(bench: Bench, statement: Compiled) {
  await bench.raw.query('begin');
  const { rows } = await bench.raw.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  await bench.raw.query('rollback');
  return rows.map((row) => row['QUERY PLAN']);
}

async function signIn(app: FastifyInstance) {
  const password = 'bench-password-123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: 'bench@cerquita.test',
      password,
      confirmPassword: password,
      firstName: 'Bench',
      lastName: 'Mark',
    },
  });
  const cookie = response.cookies.find((each) => each.name === 'cerquita.sid');
  if (response.statusCode !== 201 || !cookie) throw new Error(`register failed: ${response.body}`);
  return {
    cookie: `${cookie.name}=${cookie.value}`,
    viewerId: response.json<{ user: { id: number } }>().user.id,
  };
}

type Results = {
  listing: Timing;
  listingBare: Timing;
  listingService: Timing;
  listingRaw: Timing;
  search: Timing;
  searchRaw: Timing;
  hint: Timing;
  hintWords: Timing;
  bytesPerProduct: number;
  gzipBytesPerProduct: number;
  listingPlan: string[];
  searchPlan: string[];
  hintPlan: string[];
};

async function listingSize(bench: Bench, sample: Sample) {
  const body = await get(bench, `/api/products?${queryString(listingQuery(sample))}`);
  const list: unknown = JSON.parse(body);
  const count = Array.isArray(list) ? list.length : 0;
  return { bytes: Math.round(body.length / count), gzipBytes: Math.round(gzipSync(body).length / count) };
}

async function run(bench: Bench, database: DatabaseHandle): Promise<Results> {
  const listingUrl = (sample: Sample) => `/api/products?${queryString(listingQuery(sample))}`;
  const searchUrl = (sample: Sample) => `/api/products/search?${queryString(searchQuery(sample))}`;
  // The raw floor runs the search's statement, spelling included.
  const searchStatement = (sample: Sample) => {
    const { q, ...filters } = searchQuery(sample);
    return listingStatement(database.db, bench.viewerId, { ...filters, words: searchWords(q) });
  };
  const listings = await measure({
    app: runner({ prepare: listingUrl, run: (url) => get(bench, url) }),
    bare: runner({ prepare: listingUrl, run: (url) => get(bench, url, bench.bare) }),
    service: runner({
      prepare: listingQuery,
      run: (query) => listProducts(database.db, bench.viewerId, query),
    }),
    raw: runner({
      prepare: (sample) => rawListingStatement(bench, sample, database),
      run: (statement) => rawListing(bench, statement),
    }),
  });
  const searches = await measure({
    app: runner({ prepare: searchUrl, run: (url) => get(bench, url) }),
    raw: runner({ prepare: searchStatement, run: (statement) => rawListing(bench, statement) }),
  });

  // Each word asks in a category of its own, most of them not the word's: the words then narrow to few or none, the
  // dearest case, as every comparable within the radius is read.
  const hintQuery = ({ point, word }: Sample) => ({
    categoryId: bench.categoryIds[BENCH_WORDS.indexOf(word) % bench.categoryIds.length] ?? 1,
    lat: point.latitude,
    lng: point.longitude,
  });
  const hints = await measure({
    category: runner({
      prepare: (sample) => `/api/price-hints?${queryString(hintQuery(sample))}`,
      run: (url) => get(bench, url),
    }),
    words: runner({
      prepare: (sample) => `/api/price-hints?${queryString({ ...hintQuery(sample), q: sample.word })}`,
      run: (url) => get(bench, url),
    }),
  });

  const centre: Sample = { point: BENCH_CITIES[0], word: 'bicicleta' };
  const size = await listingSize(bench, centre);
  const listingAtCentre = rawListingStatement(bench, centre, database);
  const searchAtCentre = searchStatement(centre);
  return {
    listing: listings('app'),
    listingBare: listings('bare'),
    listingService: listings('service'),
    listingRaw: listings('raw'),
    search: searches('app'),
    searchRaw: searches('raw'),
    hint: hints('category'),
    hintWords: hints('words'),
    bytesPerProduct: size.bytes,
    gzipBytesPerProduct: size.gzipBytes,
    listingPlan: await explain(bench, { sql: listingAtCentre.text, params: listingAtCentre.values }),
    searchPlan: await explain(bench, { sql: searchAtCentre.text, params: searchAtCentre.values }),
    hintPlan: await explain(bench, priceHintsStatement(database.db, hintQuery(centre), null).toSQL()),
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? '✅' : '❌ missed');

function budgetsMet(results: Results) {
  return {
    p95: results.listing.p95 <= BUDGET.listingP95Ms,
    ratio: results.listing.p95 <= BUDGET.listingOverRaw * results.listingRaw.p95,
    bytes: results.bytesPerProduct <= BUDGET.bytesPerProduct,
  };
}

function machine(postgresVersion: string, loadBefore: number) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GB RAM`;
  const load = `load average ${loadBefore.toFixed(1)} before / ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;
  return `${os.availableParallelism()} CPUs (${cpu}), ${memory}, ${load}; Node ${process.version}, PostgreSQL ${postgresVersion}`;
}

function section(results: Results, seeded: BulkSummary, about: string) {
  const met = budgetsMet(results);
  const ratio = (of: Timing, timing: keyof Timing) => (of[timing] / results.listingRaw[timing]).toFixed(2);
  return `## Products: nearby listing and search

\`npm run bench\`, ${new Date().toISOString()} — ${about}.
${seeded.products.toLocaleString('en')} products (${seeded.sold.toLocaleString('en')} sold) and ${seeded.users.toLocaleString('en')} users seeded by \`src/server/seed/bulk.ts\` in ${seeded.seconds.toFixed(1)} s. ${ITERATIONS} timed calls of each kind after ${WARMUP} warm-up ones, one at a time, at random points within 2 miles of San Salvador, Santa Ana and San Miguel; the kinds take turns point by point, each point starting with a different one. The app is \`buildApp\` called through \`inject\` with a signed-in session (request logging off); the raw floor runs the listing's prepared statements by the same names with \`pg\`.

| Measurement | p50 | p95 | Budget | |
|---|---:|---:|---|:---:|
| Listing: 24 nearest within ${LISTING_MILES} mi, through the app | ${ms(results.listing.p50)} | ${ms(results.listing.p95)} | p95 ≤ ${BUDGET.listingP95Ms} ms | ${verdict(met.p95)} |
| Listing: the same route on a bare Fastify (no plugins, no session) | ${ms(results.listingBare.p50)} | ${ms(results.listingBare.p95)} | | |
| Listing: the service function alone (drizzle, no HTTP or session) | ${ms(results.listingService.p50)} | ${ms(results.listingService.p95)} | | |
| Listing: the same SQL raw with \`pg\` (floor) | ${ms(results.listingRaw.p50)} | ${ms(results.listingRaw.p95)} | | |
| Listing: app ÷ raw | ${ratio(results.listing, 'p50')}× | ${ratio(results.listing, 'p95')}× | p95 ≤ ${BUDGET.listingOverRaw}× | ${verdict(met.ratio)} |
| Listing: bare Fastify ÷ raw | ${ratio(results.listingBare, 'p50')}× | ${ratio(results.listingBare, 'p95')}× | | |
| Listing: service ÷ raw | ${ratio(results.listingService, 'p50')}× | ${ratio(results.listingService, 'p95')}× | | |
| Search within ${SEARCH_MILES} mi (${BENCH_WORDS.length} words, half misspelt), through the app | ${ms(results.search.p50)} | ${ms(results.search.p95)} | reported | |
| Search: the same SQL raw with \`pg\` | ${ms(results.searchRaw.p50)} | ${ms(results.searchRaw.p95)} | | |
| Price hint: a category within 25 km, through the app | ${ms(results.hint.p50)} | ${ms(results.hint.p95)} | reported | |
| Price hint with one word (\`q\`), through the app | ${ms(results.hintWords.p50)} | ${ms(results.hintWords.p95)} | reported | |
| Price hint ÷ listing, through the app | ${(results.hint.p50 / results.listing.p50).toFixed(2)}× | ${(results.hint.p95 / results.listing.p95).toFixed(2)}× | | |
| Listing answer: bytes per product (JSON; gzip) | ${results.bytesPerProduct} B; ${results.gzipBytesPerProduct} B | | ≤ ${BUDGET.bytesPerProduct} B | ${verdict(met.bytes)} |

Listing plan at San Salvador's centre, top lines:

\`\`\`text
${results.listingPlan.slice(0, PLAN_LINES).join('\n')}
\`\`\`

Search plan ('bicicleta' within ${SEARCH_MILES} mi of San Salvador), top lines:

\`\`\`text
${results.searchPlan.slice(0, PLAN_LINES).join('\n')}
\`\`\`

Price hint plan (a category at San Salvador's centre), top lines:

\`\`\`text
${results.hintPlan.slice(0, PLAN_LINES).join('\n')}
\`\`\`
`;
}

/** The messaging engineer's benchmark, when present, as a child process; its output becomes its own section. */
function chatSection(): string | undefined {
  if (!existsSync(CHAT_BENCH)) return undefined;
  console.log(`Running ${CHAT_BENCH}…`);
  const child = spawnSync(process.execPath, [CHAT_BENCH], { encoding: 'utf8', timeout: CHAT_TIMEOUT_MS });
  const output = child.stdout.trim();
  const failure =
    child.status === 0
      ? ''
      : `\n\n${CHAT_BENCH} exited with ${child.status ?? child.signal}:\n\n\`\`\`text\n${child.stderr.trim()}\n\`\`\``;
  return `## Chat delivery (\`${CHAT_BENCH}\`, run by \`npm run bench\`)\n\n${output}${failure}`;
}

async function main() {
  const { databaseUrl } = readConfig();
  if (!databaseUrl || databaseUrl === MEMORY_DATABASE) {
    console.error(
      'npm run bench needs DATABASE_URL, a PostgreSQL server URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
    console.error(
      'It creates its own database there, seeds 100,000 products, measures, and drops the database.',
    );
    process.exit(1);
  }
  const loadBefore = os.loadavg()[0] ?? 0;
  const created = await createPostgresDatabase(databaseUrl, 'bench');
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-bench-'));
  const database = await openDatabase(created.url, uploadDir, { timeouts: false });
  const raw = new pg.Client({ connectionString: created.url });
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    await seedCategories(database.db);
    console.log(`Seeding ${PRODUCTS.toLocaleString('en')} products…`);
    const photos = uploadsFor(database.db, { uploadDir, s3: undefined }, console);
    const seeded = await seedBulk(database.db, { products: PRODUCTS, users: USERS, uploads: photos }).finally(
      () => photos.close(),
    );
    const config = readConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: created.url,
      DATA_DIR: uploadDir,
      UPLOAD_DIR: uploadDir,
    });
    ({ app } = await buildApp({ ...config, clientDir: undefined }, database.db));
    await app.ready();
    await raw.connect();
    const session = await signIn(app);
    bare = await bareListingApp(database, session.viewerId);
    const categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map(
      (category) => category.id,
    );
    const bench: Bench = { app, bare, raw, categoryIds, ...session };
    console.log('Measuring…');
    const results = await run(bench, database);
    const version = (await raw.query<{ server_version: string }>('show server_version')).rows[0]
      ?.server_version;
    const body = section(results, seeded, machine(version ?? 'unknown', loadBefore));
    await writeSection('products', body);
    console.log(`\n${body}`);
    const met = budgetsMet(results);
    if (!met.p95 || !met.ratio || !met.bytes) process.exitCode = 1;
  } finally {
    await app?.close();
    await bare?.close();
    await raw.end();
    await database.close();
    await created.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
  const chat = chatSection();
  if (chat) {
    await writeSection('chat', chat);
    console.log(`\n${chat}`);
  }
}

await main();
