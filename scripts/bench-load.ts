/**
 * Throughput under load: on PostgreSQL with 100,000 products, the server started as `npm start` starts it meets 50
 * concurrent connections (autocannon) for a while on each of
 *   (a) a trivial signed-in call (`GET /api/user`: the session and one row),
 *   (b) the 24 nearest products within 3 miles, each request at its own point near a city,
 *   (c) a search within 6 miles, each request at its own point and with its own word (half of them misspelt),
 * one after the other in one run, and reports requests per second, latency and the ratios of (b) and (c) to (a): the
 * machine's speed cancels out of a ratio. Results go to docs/benchmarks.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load [-- --seconds 10 --connections 50]
 *
 * Creates its own database on that server and drops it at the end. Exits 1 when a ratio is below its floor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '#server/db/client.ts';
import { seedCategories } from '#server/db/seed/categories.ts';
import { uploadsFor } from '#server/features/uploads/service.ts';
import { seedBulk } from '#server/seed/bulk.ts';
import { createPostgresDatabase, DEFAULT_PASSWORD } from '#server/testing/test-app.ts';
import { writeSection } from './lib/bench-doc.ts';
import { MEASURE_SEED, samples, WARMUP_SEED, type Sample } from './lib/bench-samples.ts';
import { startServer } from './lib/started-server.ts';

const PRODUCTS = 100_000;
const USERS = 2_000;
const PAGE = 24;
const LISTING_MILES = 3;
const SEARCH_MILES = 6;
const SAMPLE_COUNT = 5_000;
const WARMUP_SECONDS = 3;
/** Least share of the trivial call's throughput each call must keep. */
const FLOORS = { nearby: 0.5, search: 0.3 } as const;

const CALLS = ['trivial', 'nearby', 'search'] as const;
type Call = (typeof CALLS)[number];
type Measured = {
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
};

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    products: { type: 'string', default: String(PRODUCTS) },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const productCount = Number(options.products);

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

const PATHS: Record<Call, (sample: Sample) => string> = {
  trivial: () => '/api/user',
  nearby: ({ point }) => `/api/products?${query({ ...point, maxDistance: LISTING_MILES, limit: PAGE })}`,
  search: ({ point, word }) =>
    `/api/products/search?${query({ q: word, ...point, maxDistance: SEARCH_MILES, limit: PAGE })}`,
};

async function registeredCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({
      email: 'load@cerquita.test',
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      firstName: 'Carga',
      lastName: 'Prueba',
    }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cerquita.sid='));
  if (response.status !== 201 || !cookie) throw new Error(`register failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

/** `duration` seconds of `connections` connections on one call, each request at the next sample. */
async function load(
  base: string,
  cookie: string,
  call: Call,
  duration: number,
  seed: number,
): Promise<Measured> {
  const pool = samples(SAMPLE_COUNT, seed);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers: { cookie },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const sample = pool[next++ % pool.length] ?? pool[0];
          return sample ? { ...request, path: PATHS[call](sample) } : request;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const CALL_NAMES: Record<Call, string> = {
  trivial: 'Trivial signed-in call (`GET /api/user`)',
  nearby: `24 nearest within ${LISTING_MILES} mi, each at its own point`,
  search: `Search within ${SEARCH_MILES} mi, each at its own point and word (half misspelt)`,
};

function section(results: Record<Call, Measured>, load1: number) {
  const ratio = (call: Call) => results[call].perSecond / results.trivial.perSecond;
  const rows = CALLS.map((call) => {
    const result = results[call];
    const floor = call === 'trivial' ? '' : `≥ ${FLOORS[call].toFixed(2)}`;
    return `| ${CALL_NAMES[call]} | ${Math.round(result.perSecond).toLocaleString('en')} | ${ratio(call).toFixed(2)} | ${floor} | ${result.p50} | ${result.p90} | ${result.p99} | ${result.errors} |`;
  });
  return `## Throughput under load

\`npm run bench:load\`, ${new Date().toISOString()} — ${os.cpus().length} CPUs, load average ${load1.toFixed(2)} before
the run, Node ${process.version}. ${productCount.toLocaleString('en')} products on PostgreSQL; the server started as
\`npm start\` starts it (production mode), autocannon with ${connections} connections for ${seconds} s per call (after
${WARMUP_SECONDS} s of warm-up), on the same machine. Ratios are requests per second over the trivial call's, in this one run.

| Call | Requests/s | Ratio | Floor | p50 ms | p90 ms | p99 ms | Errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}`;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'npm run bench:load needs DATABASE_URL, a PostgreSQL server URL (postgres://postgres@127.0.0.1:5432/postgres).',
    );
    process.exit(1);
  }
  const load1 = os.loadavg()[0] ?? 0;
  const created = await createPostgresDatabase(serverUrl, 'load');
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-load-'));
  try {
    const database = await openDatabase(created.url, uploadDir, { timeouts: false });
    await seedCategories(database.db);
    console.log(`Seeding ${productCount.toLocaleString('en')} products…`);
    const photos = uploadsFor(database.db, { uploadDir, s3: undefined }, console);
    await seedBulk(database.db, { products: productCount, users: USERS, uploads: photos }).finally(() =>
      photos.close(),
    );
    await database.close();
    const server = await startServer({
      DATABASE_URL: created.url,
      UPLOAD_DIR: uploadDir,
      DATA_DIR: uploadDir,
    });
    try {
      const cookie = await registeredCookie(server.base);
      const measure = async (call: Call) => {
        console.log(`${call}: warming up, then ${seconds} s…`);
        await load(server.base, cookie, call, WARMUP_SECONDS, WARMUP_SEED);
        return load(server.base, cookie, call, seconds, MEASURE_SEED);
      };
      const results = {
        trivial: await measure('trivial'),
        nearby: await measure('nearby'),
        search: await measure('search'),
      };
      const body = section(results, load1);
      await writeSection('load', body);
      console.log(`\n${body}`);
      const below = (['nearby', 'search'] as const).filter(
        (call) => results[call].perSecond / results.trivial.perSecond < FLOORS[call],
      );
      if (below.length > 0 || Object.values(results).some((result) => result.errors > 0))
        process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await created.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

await main();
