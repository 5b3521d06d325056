import { fsyncSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPostgresDatabase } from '#server/testing/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

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
