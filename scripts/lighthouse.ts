/**
 * Lighthouse's mobile profile (its default: a mid-range phone on slow 4G, 4× CPU slowdown, simulated) on the screens
 * people open first, against the server as `npm start` starts it with the built client:
 *
 *   npm run lighthouse [-- --runs 3 --reports /tmp/lighthouse-reports --screens home,product --http1]
 *
 * Builds the client when it is stale, starts the server on an embedded database in a temporary folder (or on a fresh
 * database of the PostgreSQL server DATABASE_URL names) with the demo marketplace behind an HTTPS front speaking
 * HTTP/2, as production's TLS proxy does (scripts/lib/https-front.ts; `--http1` audits the server's own plain
 * HTTP/1.1 instead), adds a buyer, a seller with a photographed listing and their conversation, and audits each
 * screen `--runs` times in Chromium (Spanish, like most of our users), signed in through the buyer's session cookie
 * or signed out. Each figure is the median of the runs. Prints the table, writes it into docs/benchmarks.md (not
 * when `--screens` picks some or `--http1` is given) and exits 1 when a screen misses a target.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import sharp from 'sharp';
import { createPostgresDatabase, DEFAULT_PASSWORD } from '#server/testing/test-app.ts';
import { writeSection } from './lib/bench-doc.ts';
import { ensureClientBuilt } from './lib/client-build.ts';
import { startHttpsFront } from './lib/https-front.ts';
import { startServer } from './lib/started-server.ts';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // navigator.language (headless Chromium takes it from --accept-lang): Spanish, what most people here get.
  '--lang=es-SV',
  '--accept-lang=es-SV',
  // The HTTPS front's certificate is self-signed for the run.
  '--ignore-certificate-errors',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** What every screen must reach (issue: fast on a cheap phone). */
const TARGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.9,
  lcpMs: 2000,
  scriptKb: 150,
} as const;

type Screen = { name: string; path: string; signedIn: boolean };
type Measurement = Record<Category, number> & {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Audits of the scored categories other than performance that failed, by id. */
  failed: string[];
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    screens: { type: 'string' },
    http1: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
/** Screens to audit by their file name in the reports (`auth,public-product`); all by default. */
const chosenScreens = options.screens?.split(',');
/** Only the full run on the production protocol goes into docs/benchmarks.md. */
const writesBenchmarks = chosenScreens === undefined && !options.http1;
/** A folder to keep each run's full report in (HTML), to see why a screen scored what it did. */
const reportsFolder = options.reports;

/** The answer's JSON body; throws on an error status. */
async function body(response: Response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A signed-in person of the run: their session cookie, and their own client address (throttles count by it). */
type Person = { id: number; cookie: string; address: string };

async function register(base: string, address: string, firstName: string): Promise<Person> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
    body: JSON.stringify({
      email: `${firstName.toLowerCase()}@lighthouse.test`,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      firstName,
      lastName: 'Rivas',
    }),
  });
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const { user }: { user: { id: number } } = await body(response);
  return { id: user.id, cookie, address };
}

/** Calls the API as `person`: a JSON body, or the bytes of an upload with their content type. */
async function call(
  base: string,
  person: Person,
  method: string,
  apiPath: string,
  payload: unknown,
  contentType = 'application/json',
) {
  const response = await fetch(`${base}${apiPath}`, {
    method,
    headers: {
      'content-type': contentType,
      origin: base,
      cookie: person.cookie,
      'x-forwarded-for': person.address,
    },
    body: payload instanceof Buffer ? new Uint8Array(payload) : JSON.stringify(payload),
  });
  return body(response);
}

/** A photo-like JPEG: smooth noise, which compresses like a real picture rather than like a flat colour. */
function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#a0704a',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .blur(4)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The buyer (signed in for the audits), a seller's listing with a photo, and their conversation about it. */
async function createScenario(base: string): Promise<{ buyer: Person; productId: number }> {
  const seller = await register(base, '10.77.0.1', 'Vendedora');
  const buyer = await register(base, '10.77.0.2', 'Comprador');
  // The home screen browses around the profile's municipality when the browser gives no position.
  await call(base, buyer, 'PATCH', '/api/user/profile', { firstName: 'Comprador', location: 'San Salvador' });
  const categories: { id: number }[] = await body(await fetch(`${base}/api/categories`));
  const upload: { url: string } = await call(
    base,
    seller,
    'POST',
    '/api/uploads',
    await photo(),
    'image/jpeg',
  );
  const place = { latitude: 13.6986, longitude: -89.192 };
  const product: { id: number } = await call(base, seller, 'POST', '/api/products', {
    title: 'Bicicleta de montaña aro 26',
    description: 'Poco uso, frenos nuevos. Se puede probar antes de comprar.',
    price: 85,
    categoryId: categories[0]?.id,
    condition: 'good',
    location: 'San Salvador',
    ...place,
    meetupLocation: 'Plaza Gerardo Barrios, frente a Catedral',
    meetupLatitude: place.latitude,
    meetupLongitude: place.longitude,
    images: [upload.url],
  });
  const conversation: { id: number } = await call(base, buyer, 'POST', '/api/conversations', {
    otherUserId: seller.id,
    productId: product.id,
  });
  await call(base, buyer, 'POST', `/api/conversations/${conversation.id}/messages`, {
    content: '¡Hola! ¿Todavía la tiene? ¿Nos vemos el sábado?',
  });
  return { buyer, productId: product.id };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Bytes of JavaScript transferred during the load, lazy chunks fetched right after included. */
function scriptBytes(result: Result): number {
  const details = result.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const scripts = details.items.find((item) => item.resourceType === 'script');
  return typeof scripts?.transferSize === 'number' ? scripts.transferSize : Number.NaN;
}

function failedAudits(result: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}

/** Lighthouse could not record this run (on a busy machine the trace sometimes misses its navigation): run again. */
class RunFailed extends Error {}
const ATTEMPTS = 3;

async function auditWithRetries(...args: Parameters<typeof audit>): Promise<Measurement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(...args);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt >= ATTEMPTS) throw error;
      console.log(`${error.message}; again`);
    }
  }
}

async function audit(
  chrome: LaunchedChrome,
  url: string,
  cookie: string | null,
  reportName: string,
): Promise<Measurement> {
  const runner = await lighthouse(url, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const result = runner.lhr;
  if (result.runtimeError) throw new RunFailed(`${url}: ${result.runtimeError.message}`);
  if (reportsFolder) await writeFile(path.join(reportsFolder, `${reportName}.html`), runner.report);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: result.categories.performance?.score ?? 0,
    accessibility: result.categories.accessibility?.score ?? 0,
    'best-practices': result.categories['best-practices']?.score ?? 0,
    seo: result.categories.seo?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: scriptBytes(result) / 1000,
    failed: failedAudits(result),
  };
}

function medianOf(measurements: readonly Measurement[]): Measurement {
  const of = (key: Exclude<keyof Measurement, 'failed'>) => median(measurements.map((each) => each[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKb: of('scriptKb'),
    failed: [...new Set(measurements.flatMap((each) => each.failed))],
  };
}

function misses(measured: Measurement): string[] {
  const below = CATEGORIES.filter((category) => measured[category] < TARGETS[category]);
  return [
    ...below,
    ...(measured.lcpMs > TARGETS.lcpMs ? ['LCP'] : []),
    ...(measured.scriptKb > TARGETS.scriptKb ? ['JavaScript'] : []),
  ];
}

const score = (value: number) => value.toFixed(2);

function table(results: ReadonlyMap<Screen, Measurement>, loads: { before: number; after: number }): string {
  const rows = [...results].map(([screen, measured]) => {
    const missed = misses(measured);
    const cells = [
      `${screen.name} (\`${screen.path.replace(/\d+$/, '{id}')}\`${screen.signedIn ? '' : ', signed out'})`,
      score(measured.performance),
      score(measured.accessibility),
      score(measured['best-practices']),
      score(measured.seo),
      `${(measured.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(measured.tbtMs)} ms`,
      measured.cls.toFixed(3),
      measured.scriptKb.toFixed(1),
      missed.length === 0 ? '✅' : `❌ ${missed.join(', ')}`,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const failed = [...results]
    .filter(([, measured]) => measured.failed.length > 0)
    .map(([screen, measured]) => `- ${screen.name}: ${measured.failed.map((id) => `\`${id}\``).join(', ')}`);
  return `## Lighthouse: mobile

\`npm run lighthouse\`, ${new Date().toISOString()} — ${os.cpus().length} CPUs, load average ${loads.before.toFixed(1)} before / ${loads.after.toFixed(1)} after; Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown) in Chromium, Spanish, against the server as \`npm start\` starts it with the demo marketplace, over HTTPS with HTTP/2 as behind production's TLS proxy. Each figure is the median of ${runs} runs. Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs / 1000} s, JavaScript ≤ ${TARGETS.scriptKb} kB transferred (lazy chunks fetched right after the load included).

| Screen | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | JS kB | |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :-: |
${rows.join('\n')}
${failed.length > 0 ? `\nFailed audits (accessibility, best practices, SEO) in any run:\n\n${failed.join('\n')}\n` : ''}`;
}

const reportNameOf = (screen: Screen) => screen.name.toLowerCase().replace(' ', '-');

/** Sets the scenario up through the server's own address (`serverBase`), then audits the screens at `pageBase`. */
async function measureAll(serverBase: string, pageBase: string): Promise<Map<Screen, Measurement>> {
  const { buyer, productId } = await createScenario(serverBase);
  const screens: Screen[] = [
    { name: 'Auth', path: '/auth', signedIn: false },
    { name: 'Home', path: '/', signedIn: true },
    { name: 'Product', path: `/products/${productId}`, signedIn: true },
    { name: 'Community', path: '/community', signedIn: true },
    { name: 'Messages', path: '/messages', signedIn: true },
    { name: 'Public product', path: `/products/${productId}`, signedIn: false },
    { name: 'Public home', path: '/', signedIn: false },
  ].filter((screen) => chosenScreens?.includes(reportNameOf(screen)) ?? true);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const results = new Map<Screen, Measurement>();
    for (const screen of screens) {
      const measurements: Measurement[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const measured = await auditWithRetries(
          chrome,
          `${pageBase}${screen.path}`,
          screen.signedIn ? buyer.cookie : null,
          `${reportNameOf(screen)}-${run}`,
        );
        console.log(
          `${screen.name} run ${run}: perf ${score(measured.performance)}, LCP ${Math.round(measured.lcpMs)} ms, JS ${measured.scriptKb.toFixed(1)} kB`,
        );
        measurements.push(measured);
      }
      results.set(screen, medianOf(measurements));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** An embedded database in a temporary folder, or a database of its own on DATABASE_URL's server. */
async function withDatabase<T>(work: (environment: Record<string, string>) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cerquita-lighthouse-'));
  const serverUrl = process.env.DATABASE_URL;
  const created = serverUrl ? await createPostgresDatabase(serverUrl, 'lighthouse') : null;
  try {
    return await work({
      DATA_DIR: folder,
      UPLOAD_DIR: path.join(folder, 'uploads'),
      DEMO_DATA: 'true',
      ...(created ? { DATABASE_URL: created.url } : {}),
    });
  } finally {
    await created?.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

async function main() {
  if (reportsFolder) await mkdir(reportsFolder, { recursive: true });
  await ensureClientBuilt();
  const loadBefore = os.loadavg()[0] ?? 0;
  const results = await withDatabase(async (environment) => {
    const front = options.http1 ? undefined : await startHttpsFront();
    const server = await startServer({ ...environment, ...(front ? { APP_URL: front.base } : {}) });
    try {
      front?.forwardTo(server.base);
      return await measureAll(server.base, front?.base ?? server.base);
    } finally {
      await server.stop();
      await front?.close();
    }
  });
  const section = table(results, { before: loadBefore, after: os.loadavg()[0] ?? 0 });
  if (writesBenchmarks) await writeSection('lighthouse', section);
  console.log(`\n${section}`);
  if ([...results.values()].some((measured) => misses(measured).length > 0)) process.exitCode = 1;
}

await main();
