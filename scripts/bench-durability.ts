/**
 * The cost of durability on the embedded database: the same writes on PGlite on disk made durable as the app opens it
 * (src/server/db/client.ts) and as PGlite runs by default (`-F`, and no real fsync on Node). Each write is one committed transaction, as a chat message or a
 * favourite is. Results go to docs/benchmarks.md (its own section) and to the terminal.
 *
 *   npm run bench:durability
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DURABLE_START_PARAMETERS, syncFilesToDisk } from '#server/db/client.ts';
import { percentile, writeSection } from './lib/bench-doc.ts';

const WRITES = 500;
const WARMUP = 50;

type Timing = { p50: number; p95: number; perSecond: number };

async function timeWrites(fsync: boolean): Promise<Timing> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-durability-'));
  const startParams = fsync ? DURABLE_START_PARAMETERS : PGlite.defaultStartParams;
  const db = await PGlite.create(dir, { startParams });
  if (fsync) syncFilesToDisk(db);
  try {
    await db.exec(
      'CREATE TABLE writes (id serial PRIMARY KEY, body text NOT NULL, at timestamptz DEFAULT now())',
    );
    for (let index = 0; index < WARMUP; index += 1)
      await db.query('INSERT INTO writes (body) VALUES ($1)', ['x']);
    const durations: number[] = [];
    const started = performance.now();
    for (let index = 0; index < WRITES; index += 1) {
      const before = performance.now();
      await db.query('INSERT INTO writes (body) VALUES ($1)', [`mensaje ${index}`]);
      durations.push(performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    durations.sort((a, b) => a - b);
    return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), perSecond: WRITES / seconds };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const off = await timeWrites(false);
  const on = await timeWrites(true);
  const row = (label: string, timing: Timing) =>
    `| ${label} | ${ms(timing.p50)} | ${ms(timing.p95)} | ${Math.round(timing.perSecond)} |`;
  const section = `## Embedded database: the cost of fsync

\`npm run bench:durability\`, ${new Date().toISOString()} — ${os.cpus().length} CPUs, Node ${process.version}, data under
\`${os.tmpdir()}\`. ${WRITES} committed single-row inserts one after another on PGlite on disk, after ${WARMUP} warm-up ones.

| PGlite | p50 per write | p95 per write | writes/s |
| --- | ---: | ---: | ---: |
${row('PGlite default (`-F`, no fsync reaches the disk: an OS crash can lose acknowledged writes)', off)}
${row('durable, as Cerquita opens it (fsync on, WAL flushed with fsync(), each reaching the disk)', on)}

Durable ÷ default: ${(on.p50 / off.p50).toFixed(2)}× at p50, ${(on.p95 / off.p95).toFixed(2)}× at p95.
`;
  console.log(section);
  await writeSection('durability', section);
}

await main();
