import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

export type DatabaseHandle = { db: Database; driver: 'pg' | 'pglite'; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const MEMORY_DATABASE = ':memory:';

/**
 * Opens the database named by the configuration and applies the checked-in migrations:
 * a PostgreSQL URL → a pg Pool; ':memory:' → PGlite in memory; undefined → PGlite on disk under dataDir.
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<DatabaseHandle> {
  if (databaseUrl && databaseUrl !== MEMORY_DATABASE) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, driver: 'pg', close: () => pool.end() };
  }
  const dataPath = databaseUrl === MEMORY_DATABASE ? undefined : path.join(dataDir, 'pglite');
  if (dataPath) await mkdir(dataPath, { recursive: true });
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm, unaccent, fuzzystrmatch } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}
