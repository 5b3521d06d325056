import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, fsyncSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share this type: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service function accepts either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pg' | 'pglite';
  close: () => Promise<void>;
  /** Bytes of the embedded database's WebAssembly memory; 0 on PostgreSQL, whose memory is the server's own. */
  engineMemoryBytes: () => number;
  /** The PostgreSQL connection pool (its metrics); null on the embedded database. */
  pool: pg.Pool | null;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const MEMORY_DATABASE = ':memory:';

/**
 * A database that hangs must not hang requests: a connection is refused after CONNECT_TIMEOUT_MS (waiting for a free
 * pooled one included), a statement is cancelled by the server after STATEMENT_TIMEOUT_MS, and the client gives up on
 * an answer after QUERY_TIMEOUT_MS even when the server cannot cancel (it stopped answering altogether).
 */
export const CONNECT_TIMEOUT_MS = 2_000;
export const STATEMENT_TIMEOUT_MS = 4_000;
export const QUERY_TIMEOUT_MS = 5_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** Held while migrating, so instances that start together on a fresh database migrate once, one after another. */
const MIGRATION_LOCK_KEY = 4_242_001;

export type OpenOptions = {
  /** Scripts that load bulk data lift the statement timeouts; the server keeps them. */
  timeouts?: boolean;
};

/**
 * Opens the database named by the configuration and applies the checked-in migrations:
 * a PostgreSQL URL → a pg Pool; ':memory:' → PGlite in memory; undefined → PGlite on disk under dataDir.
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  { timeouts = true }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (databaseUrl && databaseUrl !== MEMORY_DATABASE) {
    await migratePostgres(databaseUrl);
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(timeouts
        ? {
            statement_timeout: STATEMENT_TIMEOUT_MS,
            query_timeout: QUERY_TIMEOUT_MS,
            idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
          }
        : {}),
    });
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // The same for a connection in use: the server may end it mid-transaction (idle-in-transaction timeout after a
    // hang, a restart). Its query fails and the pool drops it; without this listener the error would end the process.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`database connection in use lost: ${error.message}`));
    });
    releaseAbandonedConnections(pool);
    const db = drizzlePg(pool, { schema });
    return { db, driver: 'pg', close: () => pool.end(), engineMemoryBytes: () => 0, pool };
  }
  const dataPath = databaseUrl === MEMORY_DATABASE ? undefined : path.join(dataDir, 'pglite');
  if (dataPath) await initialiseDataFolder(dataPath);
  const client = await openEmbedded(dataPath);
  const db = await migrateEmbedded(client);
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    engineMemoryBytes: () => client.Module.wasmMemory.buffer.byteLength,
    pool: null,
  };
}

/** PGlite with the app's extensions; on disk under `dataPath` with every commit durable, else in memory. */
export async function openEmbedded(dataPath: string | undefined) {
  const client = await PGlite.create(dataPath, {
    extensions: { pg_trgm, unaccent, fuzzystrmatch, btree_gist },
    startParams: [
      ...(dataPath ? DURABLE_START_PARAMETERS : PGlite.defaultStartParams),
      ...LEAN_MEMORY_PARAMETERS,
    ],
  });
  if (dataPath) syncFilesToDisk(client);
  return client;
}

/** Applies the checked-in migrations to an embedded database; answers it through drizzle. */
export async function migrateEmbedded(client: PGlite): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return db;
}

const initialiseScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'init-data-folder.ts');

/**
 * initdb and the first migrations of a new folder peaked near 1.2 GB in this process (initdb's own WebAssembly module
 * compiled a second time by V8's optimising compiler, and garbage kept until a later GC), so both run in a short-lived
 * Node with the baseline compiler only and small semi-spaces: about 580 MB, gone when it exits. The server itself
 * keeps the optimising compiler (an earlier measurement found it 1.5× slower without).
 */
async function initialiseDataFolder(dataPath: string) {
  if (existsSync(path.join(dataPath, 'PG_VERSION'))) return;
  await mkdir(dataPath, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--liftoff-only', '--max-semi-space-size=8', initialiseScript, dataPath],
    { stdio: 'inherit' },
  );
  const [code, signal] = await once(child, 'exit');
  if (code !== 0)
    throw new Error(`initialising the database in ${dataPath} failed (${signal ?? `exit code ${code}`})`);
}

/** How long a checked-out connection may stay out after it ended before the pool takes it back itself. */
export const ABANDONED_CONNECTION_GRACE_MS = 5_000;

/**
 * drizzle sends a transaction's `begin` before its try/finally, so when `begin` fails (a hanging database past the
 * query timeout) the connection is never given back: each such failure would keep one of the pool's connections out
 * for good, and after ten of them the instance could never serve again. Such a connection ends (the server closes a
 * transaction left idle), and a holder whose connection ended gets an error at its next query and gives it back at
 * once; one still out some seconds after it ended has no holder, and is given back here, so the pool drops it.
 */
function releaseAbandonedConnections(pool: pg.Pool) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (connection) => checkedOut.add(connection));
  pool.on('release', (_error, connection) => checkedOut.delete(connection));
  pool.on('connect', (connection) =>
    connection.once('end', () => {
      if (!checkedOut.has(connection)) return;
      setTimeout(() => {
        if (checkedOut.has(connection)) connection.release(new Error('abandoned after its connection ended'));
      }, ABANDONED_CONNECTION_GRACE_MS).unref();
    }),
  );
  pool.on('remove', (connection) => checkedOut.delete(connection));
}

/**
 * PGlite starts PostgreSQL with -F (fsync off), and its file system on Node answers fdatasync without doing it, so
 * an OS crash or power cut could lose acknowledged writes. Durable: fsync on, the WAL flushed with fsync() rather than
 * fdatasync(), and that fsync() reaching the disk (syncFilesToDisk).
 */
export const DURABLE_START_PARAMETERS = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * PostgreSQL's defaults size its shared memory for a server of its own (128 MB of shared buffers, 64 MB for index
 * builds); inside the app's process that is resident memory of a WebAssembly instance, which never shrinks. These
 * sizes answered listing and search as fast at the scale one embedded instance serves.
 */
const LEAN_MEMORY_PARAMETERS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/** One of PGlite's open files on the host's disk, as its Emscripten file system (NODEFS) holds it. */
type HostFileStream = { nfd: number; stream_ops: { fsync?: (stream: HostFileStream) => number } };

function isHostFileStream(value: unknown): value is HostFileStream {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nfd' in value &&
    typeof value.nfd === 'number' &&
    'stream_ops' in value &&
    typeof value.stream_ops === 'object' &&
    value.stream_ops !== null
  );
}

/**
 * Emscripten's NODEFS has no fsync: PostgreSQL's fsync() of a file returns at once with nothing flushed. Every NODEFS
 * file shares one table of stream operations; giving it fsync makes each fsync() PostgreSQL asks for a real one.
 */
export function syncFilesToDisk(client: PGlite) {
  const streams: unknown = client.Module.FS.streams;
  const hostFile = Array.isArray(streams) ? streams.find(isHostFileStream) : undefined;
  if (!hostFile) throw new Error('PGlite keeps no file on disk open: cannot make its writes durable');
  hostFile.stream_ops.fsync = (stream) => {
    fsyncSync(stream.nfd);
    return 0;
  };
}

/**
 * Applies the migrations on a connection of its own (without the serving timeouts: an index on a large table may take
 * longer than a request may) under an advisory lock: the first instance migrates, the others wait and find nothing left.
 */
async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
