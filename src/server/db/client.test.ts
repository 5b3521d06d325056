import { fsyncSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { z } from 'zod';
import { createPostgresDatabase } from '#server/testing/test-app.ts';
import { startTcpProxy } from '#server/testing/tcp-proxy.ts';
import { ABANDONED_CONNECTION_GRACE_MS, openDatabase, type DatabaseHandle } from './client.ts';

vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>();
  return { ...original, fsyncSync: vi.fn(original.fsyncSync) };
});

describe('the embedded database on disk', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-durable-'));
    database = await openDatabase(undefined, dataDir);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs with fsync on, flushing the WAL with fsync()', async () => {
    const setting = async (name: 'fsync' | 'wal_sync_method') => {
      const result = await database.db.execute(sql.raw(`show ${name}`));
      return z.object({ rows: z.array(z.record(z.string(), z.string())) }).parse(result).rows[0]?.[name];
    };
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
  });

  it('flushes each committed write to the disk before answering', async () => {
    vi.mocked(fsyncSync).mockClear();
    for (let index = 0; index < 3; index += 1)
      await database.db.execute(sql`insert into categories (name, icon) values (${`durable ${index}`}, 'x')`);
    expect(vi.mocked(fsyncSync).mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several instances starting at once on a fresh database', () => {
  it('migrate once: every start succeeds and each migration is recorded once', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'migrate');
    const handles: DatabaseHandle[] = [];
    try {
      handles.push(
        ...(await Promise.all(Array.from({ length: 4 }, () => openDatabase(created.url, os.tmpdir())))),
      );
      const first = handles[0];
      if (!first) throw new Error('no database opened');
      const applied = await first.db.execute(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      const rows = z
        .object({ rows: z.array(z.object({ hash: z.string(), times: z.number() })) })
        .parse(applied).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
    }
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)(
  'a connection the server ends while a transaction holds it',
  () => {
    it('fails that transaction, not the process, and the pool goes on with a new connection', async () => {
      const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'ended');
      const database = await openDatabase(created.url, os.tmpdir());
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      try {
        const transaction = database.db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const pid = z.object({ rows: z.array(z.object({ pid: z.number() })) }).parse(result).rows[0]?.pid;
          // As the idle-in-transaction timeout or a restart would: the server ends it between two statements.
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeTruthy();
      } finally {
        await admin.end();
        await database.close();
        await created.drop();
      }
    }, 30_000);
  },
);

describe.skipIf(!process.env.DATABASE_URL)('a transaction whose begin fails while the database hangs', () => {
  it('does not keep its connection out of the pool for good', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'begin');
    const target = new URL(created.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(created.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase(proxied.toString(), os.tmpdir());
    const admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
    try {
      await database.db.execute(sql`select 1`);
      proxy.pause();
      await expect(
        database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`))),
      ).rejects.toThrow();
      await proxy.restore();
      // The begin reached the server once restored: its transaction waits there, as the idle-in-transaction timeout
      // would end it later; end it now.
      await vi.waitFor(async () => {
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and state = 'idle in transaction'`,
        );
        expect(ended.rowCount).toBe(1);
      });
      // Closing waits for every connection to come back: one kept out forever would hold it.
      const closed = await Promise.race([
        database.close().then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ABANDONED_CONNECTION_GRACE_MS + 3000)),
      ]);
      expect(closed).toBe(true);
    } finally {
      await admin.end();
      await proxy.close();
      await created.drop();
    }
  }, 30_000);
});
