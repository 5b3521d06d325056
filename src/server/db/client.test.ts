import { fsyncSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
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
