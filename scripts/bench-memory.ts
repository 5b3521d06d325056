/**
 * Memory of the server as people start it: `npm start` (scripts/start.ts) in production mode, once on the embedded
 * database (a fresh DATA_DIR) and once on PostgreSQL (a database of its own, dropped after). 50 accounts register,
 * then the server's RSS (/proc/<pid>/status) and V8 heap are read when it is idle, during a burst of mixed traffic
 * (sign-in, nearby listing, search, photo uploads, products, chat over /ws) and after a quiet period. The heap,
 * sharp's cache and the embedded database's WebAssembly memory come from the server itself over a Unix socket
 * (MEMORY_REPORT_SOCKET, src/server/memory-report.ts), never over HTTP. Results go to docs/benchmarks.md (section
 * `memory`) with the largest constructors of a heap snapshot taken at the end.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:memory [-- --quiet-seconds 60]
 *   DATABASE_URL=… node scripts/bench-memory.ts --check   (CI: PostgreSQL, idle only; fails above IDLE_BUDGET_MB)
 */
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { memoryReportSchema, type MemoryReport, type MemoryReportRequest } from '#server/memory-report.ts';
import { QUIET_WINDOW_MS } from '#server/quiet-collection.ts';
import { openSocket, type TestSocket } from '#server/testing/socket-client.ts';
import { createPostgresDatabase, DEFAULT_PASSWORD } from '#server/testing/test-app.ts';
import { writeSection } from './lib/bench-doc.ts';
import { startServer, type StartedServer } from './lib/started-server.ts';

/**
 * `--check` fails when the idle server on PostgreSQL holds more than this: measured 133–142 MB since sharp loads with
 * the first image, and 154–163 MB in CI's fresh clone, whose first start also loads the type stripper while it fills
 * Node's compile cache; plus about a tenth. Loading something like the S3 SDK at start (about 30 MB) goes over it.
 */
const IDLE_BUDGET_MB = 180;
const ACCOUNTS = 50;
const BURST_ROUNDS = 3;
const BURST_CONCURRENCY = 10;
const SAMPLE_MS = 250;
/** Idle: RSS moved less than this over the last IDLE_WINDOW samples (or IDLE_WAIT_MAX_MS passed). */
const IDLE_TOLERANCE_MB = 2;
const IDLE_WINDOW = 12;
const IDLE_WAIT_MAX_MS = 30_000;
const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
const WORDS = ['bicicleta', 'bisicleta', 'refrigeradora', 'celular', 'mesa', 'laptop'];
const TOP_CONSTRUCTORS = 12;

const { values: options } = parseArgs({
  options: {
    'quiet-seconds': { type: 'string', default: '60' },
    check: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const quietSeconds = Number(options['quiet-seconds']);
if (!Number.isFinite(quietSeconds) || quietSeconds < 0)
  throw new Error('--quiet-seconds must be a number ≥ 0');

const MB = 1024 * 1024;
/** The unit of /proc/<pid>/stat's times on Linux (USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = 'embedded' | 'postgres';
type Account = { id: number; cookie: string; address: string };
type Server = StartedServer & { report: (heapSnapshotPath?: string) => Promise<MemoryReport> };
/** Resident bytes by what holds them, from the mappings in /proc/<pid>/smaps. */
type Regions = { mallocMain: number; mallocThreads: number; otherAnonymous: number; files: number };
type Reading = { serverRss: number; serverPeak: number; regions: Regions; report: MemoryReport };
type Result = {
  kind: Kind;
  idle: Reading;
  burstPeakRss: number;
  burstSeconds: number;
  /** CPU time the server used during the burst: unlike the duration, little changed by other work on the machine. */
  burstCpuSeconds: number;
  after: Reading;
  constructors: { name: string; bytes: number; count: number }[];
};

/** VmRSS and VmHWM (the highest RSS so far) of a process, in bytes. */
async function processMemory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU seconds the process has used so far, in user and kernel mode (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuSeconds(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** glibc gives each thread arena a heap of its own, reserved at a multiple of its 64 MB maximum. */
const ARENA_HEAP_BYTES = 64 * MB;

async function regionsOf(pid: number): Promise<Regions> {
  const regions: Regions = { mallocMain: 0, mallocThreads: 0, otherAnonymous: 0, files: 0 };
  let region: keyof Regions = 'otherAnonymous';
  for (const line of (await readFile(`/proc/${pid}/smaps`, 'utf8')).split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [start, end] = [Number.parseInt(mapping[1] ?? '', 16), Number.parseInt(mapping[2] ?? '', 16)];
      const name = mapping[4] ?? '';
      const arenaHeap =
        !name && mapping[3] === 'rw-p' && start % ARENA_HEAP_BYTES === 0 && end - start <= ARENA_HEAP_BYTES;
      region = name.startsWith('/')
        ? 'files'
        : name === '[heap]'
          ? 'mallocMain'
          : arenaHeap
            ? 'mallocThreads'
            : 'otherAnonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) regions[region] += Number(rss[1]) * 1024;
  }
  return regions;
}

/** Asks the server for memory reports on its report socket, one JSON line out and one back, in turn. */
async function reportChannel(socketPath: string) {
  const socket = createConnection(socketPath);
  await once(socket, 'connect');
  socket.unref();
  const answers = createInterface({ input: socket })[Symbol.asyncIterator]();
  return async (request: MemoryReportRequest): Promise<MemoryReport> => {
    socket.write(`${JSON.stringify(request)}\n`);
    const answer = await answers.next();
    if (answer.done) throw new Error('the server closed its report socket');
    return memoryReportSchema.parse(JSON.parse(answer.value));
  };
}

/** The server as `npm start` runs it, with a socket for memory reports. */
async function startServerWithReports(folder: string, environment: Record<string, string>): Promise<Server> {
  const reportSocket = path.join(folder, 'memory-report.sock');
  const started = await startServer({ MEMORY_REPORT_SOCKET: reportSocket, ...environment });
  const ask = await reportChannel(reportSocket);
  const report = (heapSnapshotPath?: string) =>
    ask({ type: 'memory-report', ...(heapSnapshotPath ? { heapSnapshotPath } : {}) });
  return { ...started, report };
}

async function read(server: Server): Promise<Reading> {
  const report = await server.report();
  if (report.pid !== server.child.pid)
    throw new Error('npm start did not become the server: two processes to measure');
  const own = await processMemory(report.pid);
  return { serverRss: own.rss, serverPeak: own.peak, regions: await regionsOf(report.pid), report };
}

/** Waits until the server's RSS has settled, then reads it. */
async function readWhenIdle(server: Server): Promise<Reading> {
  const { pid } = await server.report();
  const samples: number[] = [];
  const deadline = performance.now() + IDLE_WAIT_MAX_MS;
  while (performance.now() < deadline) {
    samples.push((await processMemory(pid)).rss);
    const recent = samples.slice(-IDLE_WINDOW);
    if (recent.length === IDLE_WINDOW && Math.max(...recent) - Math.min(...recent) < IDLE_TOLERANCE_MB * MB)
      break;
    await sleep(SAMPLE_MS);
  }
  return read(server);
}

const registeredSchema = z.object({ user: z.object({ id: z.number() }) });
const idSchema = z.object({ id: z.number() });
const uploadedSchema = z.object({ url: z.string() });

function sessionCookie(response: Response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cerquita.sid='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

async function send(
  server: Server,
  account: Pick<Account, 'address'> & { cookie?: string },
  url: string,
  init: RequestInit = {},
) {
  const response = await fetch(`${server.base}${url}`, {
    ...init,
    headers: {
      origin: server.base,
      'x-forwarded-for': account.address,
      ...(account.cookie ? { cookie: account.cookie } : {}),
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

const emailOf = (index: number) => `memoria${index}@example.com`;

async function register(server: Server, index: number): Promise<Account> {
  const address = `10.0.${Math.floor(index / 200)}.${(index % 200) + 1}`;
  const response = await send(server, { address }, '/api/register', {
    method: 'POST',
    body: JSON.stringify({
      email: emailOf(index),
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      firstName: 'Ana',
      lastName: `Memoria ${index}`,
    }),
  });
  const { user } = registeredSchema.parse(await response.json());
  return { id: user.id, cookie: sessionCookie(response), address };
}

async function signIn(server: Server, account: Account, index: number): Promise<Account> {
  const response = await send(server, account, '/api/login', {
    method: 'POST',
    body: JSON.stringify({ email: emailOf(index), password: DEFAULT_PASSWORD }),
  });
  return { ...account, cookie: sessionCookie(response) };
}

/** A phone-like photo: 1200 × 900 of noise, so the JPEG is not trivially small. */
const photo = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#7a5030',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const near = (round: number, index: number) => {
  const offset = ((index * 7 + round * 13) % 40) / 1000 - 0.02;
  return { latitude: SAN_SALVADOR.latitude + offset, longitude: SAN_SALVADOR.longitude - offset };
};

/** One person's turn: a photo and a product with it, nearby listing, a search, a message to the partner's socket. */
async function turn(
  server: Server,
  account: Account,
  partner: { id: number; socket: TestSocket },
  image: Buffer,
  round: number,
  index: number,
) {
  const point = near(round, index);
  const uploaded = uploadedSchema.parse(
    await (
      await send(server, account, '/api/uploads', {
        method: 'POST',
        body: new Uint8Array(image),
        headers: { 'content-type': 'image/jpeg' },
      })
    ).json(),
  );
  await send(server, account, '/api/products', {
    method: 'POST',
    body: JSON.stringify({
      title: `Bicicleta ${round}-${index}`,
      description: 'Poco uso, buen estado.',
      price: 40 + index,
      categoryId: 1,
      condition: 'good',
      location: 'San Salvador',
      ...point,
      meetupLocation: 'Parque Cuscatlán',
      meetupLatitude: point.latitude,
      meetupLongitude: point.longitude,
      images: [uploaded.url],
    }),
  });
  await send(
    server,
    account,
    `/api/products?latitude=${point.latitude}&longitude=${point.longitude}&maxDistance=3`,
  );
  const word = WORDS[(round + index) % WORDS.length] ?? 'bicicleta';
  await send(
    server,
    account,
    `/api/products/search?q=${word}&latitude=${point.latitude}&longitude=${point.longitude}`,
  );
  const conversation = idSchema.parse(
    await (
      await send(server, account, '/api/conversations', {
        method: 'POST',
        body: JSON.stringify({ otherUserId: partner.id }),
      })
    ).json(),
  );
  const message = idSchema.parse(
    await (
      await send(server, account, `/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        body: JSON.stringify({ content: `Hola, ¿sigue disponible? ${round}` }),
      })
    ).json(),
  );
  await partner.socket.waitFor('new_message', (event) => event.message.id === message.id);
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
  }
}

/** Samples the server's RSS while `work` runs; answers the highest. */
async function peakWhile(pid: number, work: Promise<void>) {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, (await processMemory(pid)).rss);
      await sleep(SAMPLE_MS);
    }
  })();
  try {
    await work;
  } finally {
    running = false;
    await sampling;
  }
  return peak;
}

async function burst(server: Server, accounts: Account[]) {
  const image = await photo();
  const signedIn: Account[] = [];
  await inBatches(accounts, BURST_CONCURRENCY, async (account, index) => {
    signedIn[index] = await signIn(server, account, index);
  });
  const sockets = await Promise.all(
    signedIn.map((account) =>
      openSocket(`${server.base.replace('http', 'ws')}/ws`, { cookie: account.cookie }),
    ),
  );
  try {
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      await inBatches(signedIn, BURST_CONCURRENCY, async (account, index) => {
        const partnerIndex = (index + 1) % signedIn.length;
        const partner = signedIn[partnerIndex];
        const socket = sockets[partnerIndex];
        if (!partner || !socket) throw new Error('no partner');
        await turn(server, account, { id: partner.id, socket }, image, round, index);
      });
    }
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
  }
}

/** Self size by constructor (objects) or by kind (strings, code, arrays…) in a V8 heap snapshot file. */
async function constructorsOf(file: string) {
  const snapshotSchema = z.object({
    snapshot: z.object({
      meta: z.object({ node_fields: z.array(z.string()), node_types: z.array(z.unknown()) }),
    }),
    nodes: z.array(z.number()),
    strings: z.array(z.string()),
  });
  const { snapshot, nodes, strings } = snapshotSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const fields = snapshot.meta.node_fields;
  const typeNames = z.array(z.string()).parse(snapshot.meta.node_types[0]);
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const totals = new Map<string, { bytes: number; count: number }>();
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = typeNames[nodes[node + (typeAt ?? 0)] ?? 0] ?? '?';
    const name =
      type === 'object' || type === 'native'
        ? (strings[nodes[node + (nameAt ?? 0)] ?? 0] ?? '?')
        : `(${type})`;
    const total = totals.get(name) ?? { bytes: 0, count: 0 };
    total.bytes += nodes[node + (sizeAt ?? 0)] ?? 0;
    total.count += 1;
    totals.set(name, total);
  }
  return [...totals.entries()]
    .map(([name, total]) => ({ name, ...total }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, TOP_CONSTRUCTORS);
}

async function measure(kind: Kind, databaseUrl: string | undefined, idleOnly: boolean): Promise<Result> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cerquita-memory-'));
  try {
    const server = await startServerWithReports(folder, {
      DATA_DIR: path.join(folder, 'data'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const accounts: Account[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) accounts.push(await register(server, index));
      // The server collects garbage in its first quiet window after traffic: idle is read after that, as after is.
      await sleep(2 * QUIET_WINDOW_MS + SAMPLE_MS);
      const idle = await readWhenIdle(server);
      console.log(`${kind}: idle ${mb(idle.serverRss)} RSS, heap ${mb(idle.report.heapUsedBytes)} used`);
      if (idleOnly)
        return {
          kind,
          idle,
          burstPeakRss: 0,
          burstSeconds: 0,
          burstCpuSeconds: 0,
          after: idle,
          constructors: [],
        };
      const started = performance.now();
      const cpuBefore = await cpuSeconds(idle.report.pid);
      const burstPeakRss = await peakWhile(idle.report.pid, burst(server, accounts));
      const burstSeconds = (performance.now() - started) / 1000;
      const burstCpuSeconds = (await cpuSeconds(idle.report.pid)) - cpuBefore;
      console.log(
        `${kind}: burst peak ${mb(burstPeakRss)} in ${burstSeconds.toFixed(1)} s (server CPU ${burstCpuSeconds.toFixed(1)} s); quiet for ${quietSeconds} s`,
      );
      await sleep(quietSeconds * 1000);
      const after = await read(server);
      console.log(`${kind}: after the quiet period ${mb(after.serverRss)}`);
      const snapshot = await server.report(path.join(folder, 'heap.heapsnapshot'));
      const constructors = await constructorsOf(snapshot.heapSnapshotPath ?? '');
      return { kind, idle, burstPeakRss, burstSeconds, burstCpuSeconds, after, constructors };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function measureOnPostgres(serverUrl: string, idleOnly: boolean) {
  const created = await createPostgresDatabase(serverUrl, 'memory');
  try {
    return await measure('postgres', created.url, idleOnly);
  } finally {
    await created.drop();
  }
}

const regionChange = (result: Result, region: keyof Regions) =>
  `${mb(result.idle.regions[region])} → ${mb(result.after.regions[region])}`;

const LABELS: Record<Kind, string> = { embedded: 'Embedded (PGlite)', postgres: 'PostgreSQL' };
const space = (reading: Reading, name: string) =>
  reading.report.heapSpaces.find((entry) => entry.name === name)?.sizeBytes ?? 0;

function section(results: Result[]) {
  const columns = results.map((result) => LABELS[result.kind]);
  const row = (label: string, value: (result: Result) => string) =>
    `| ${label} | ${results.map(value).join(' | ')} |`;
  const constructorTables = results.map((result) =>
    [
      `**${LABELS[result.kind]}**, after the quiet period:`,
      '',
      '| Constructor or kind | Self size | Count |',
      '| --- | ---: | ---: |',
      ...result.constructors.map(
        (entry) =>
          `| ${entry.name.replaceAll('|', '\\|')} | ${mb(entry.bytes)} | ${entry.count.toLocaleString('en')} |`,
      ),
    ].join('\n'),
  );
  return [
    '## Memory',
    '',
    `\`npm run bench:memory\`, ${new Date().toISOString()} — ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}. ` +
      `\`npm start\` in production mode on a fresh data folder, ${ACCOUNTS} accounts registered, RSS read from ` +
      `\`/proc/<pid>/status\` once it settled, ${(2 * QUIET_WINDOW_MS) / 1000} s after the last of them (idle: the server ` +
      `collects garbage once in its first quiet ${QUIET_WINDOW_MS / 1000} s after traffic); then a burst of ${BURST_ROUNDS} rounds in which every account ` +
      `uploads a 1200 × 900 photo, lists a product with it, lists nearby, searches and sends a message that its partner's ` +
      `socket receives (${BURST_CONCURRENCY} at a time, after signing in again); then ${quietSeconds} s of quiet. ` +
      '`npm start` replaces itself with the server, so that is one process; its heap figures come over a Unix socket it ' +
      'opens for the benchmark (`MEMORY_REPORT_SOCKET`). The breakdown by region comes from `/proc/<pid>/smaps`: ' +
      "glibc's thread arenas are told apart as the anonymous mappings that start on a 64 MB boundary.",
    '',
    `| Server process | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    row('RSS idle', (result) => mb(result.idle.serverRss)),
    row('Highest RSS by then (start included)', (result) => mb(result.idle.serverPeak)),
    row('Highest RSS during the burst', (result) => mb(result.burstPeakRss)),
    row('RSS after the burst and the quiet period', (result) => mb(result.after.serverRss)),
    row('Burst duration', (result) => `${result.burstSeconds.toFixed(1)} s`),
    row('CPU time of the server during the burst', (result) => `${result.burstCpuSeconds.toFixed(1)} s`),
    row('RSS idle → after: main malloc heap (`[heap]`)', (result) => regionChange(result, 'mallocMain')),
    row('RSS idle → after: malloc arenas of other threads', (result) =>
      regionChange(result, 'mallocThreads'),
    ),
    row('RSS idle → after: other anonymous memory (V8 heap, WebAssembly, large buffers)', (result) =>
      regionChange(result, 'otherAnonymous'),
    ),
    row('RSS idle → after: files (code of Node, libvips…)', (result) => regionChange(result, 'files')),
    row(
      'V8 heap used / total, idle',
      (result) => `${mb(result.idle.report.heapUsedBytes)} / ${mb(result.idle.report.heapTotalBytes)}`,
    ),
    row(
      'V8 heap used / total, after',
      (result) => `${mb(result.after.report.heapUsedBytes)} / ${mb(result.after.report.heapTotalBytes)}`,
    ),
    row('V8 young generation (new space), after', (result) => mb(space(result.after, 'new_space'))),
    row('V8 code space, after', (result) => mb(space(result.after, 'code_space'))),
    row('Buffers and ArrayBuffers (V8 external), after', (result) => mb(result.after.report.externalBytes)),
    row('sharp: cache / concurrency, after', ({ after: { report } }) =>
      report.sharp
        ? `${mb(report.sharp.cacheBytes)} (${report.sharp.cacheItems} operations) / ${report.sharp.concurrency}`
        : 'not loaded',
    ),
    row('Embedded database WebAssembly memory, after', (result) =>
      result.after.report.engineMemoryBytes ? mb(result.after.report.engineMemoryBytes) : '—',
    ),
    '',
    'Largest constructors (or kinds: strings, code, arrays) in a V8 heap snapshot, by self size:',
    '',
    ...constructorTables.flatMap((table) => [table, '']),
  ].join('\n');
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'npm run bench:memory needs DATABASE_URL, a PostgreSQL server URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
    process.exit(1);
  }
  if (options.check) {
    const { idle } = await measureOnPostgres(serverUrl, true);
    if (idle.serverRss > IDLE_BUDGET_MB * MB) {
      console.error(
        `✖ idle RSS on PostgreSQL ${mb(idle.serverRss)} is above the budget of ${IDLE_BUDGET_MB} MB`,
      );
      process.exitCode = 1;
    } else {
      console.log(`✔ idle RSS on PostgreSQL ${mb(idle.serverRss)} ≤ ${IDLE_BUDGET_MB} MB`);
    }
    return;
  }
  const results = [
    ...(options.only === 'postgres' ? [] : [await measure('embedded', undefined, false)]),
    ...(options.only === 'embedded' ? [] : [await measureOnPostgres(serverUrl, false)]),
  ];
  const body = section(results);
  console.log(`\n${body}`);
  if (!options.only) await writeSection('memory', body);
}

await main();
