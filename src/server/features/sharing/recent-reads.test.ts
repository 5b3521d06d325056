import { describe, expect, it, vi } from 'vitest';
import { recentReads } from './recent-reads.ts';

function clockAndReads(options: { keepMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const read = vi.fn(async (id: number) => `read ${id} at ${time}`);
  const reads = recentReads(read, { keepMs: 1_000, maxEntries: 3, ...options, now: () => time });
  return { read, reads, advance: (ms: number) => (time += ms) };
}

describe('recentReads', () => {
  it('answers an id from its read for keepMs, then reads it again', async () => {
    const { read, reads, advance } = clockAndReads();
    expect(await reads(1)).toBe('read 1 at 0');
    advance(999);
    expect(await reads(1)).toBe('read 1 at 0');
    advance(1);
    expect(await reads(1)).toBe('read 1 at 1000');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries ids, dropping the oldest read', async () => {
    const { read, reads } = clockAndReads();
    for (const id of [1, 2, 3, 4]) await reads(id);
    await reads(4);
    await reads(2);
    expect(read).toHaveBeenCalledTimes(4);
    await reads(1);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('keeps no failed read: the next call asks again', async () => {
    const read = vi.fn(async (id: number) => {
      if (read.mock.calls.length === 1) throw new Error('gone');
      return id;
    });
    const reads = recentReads(read, { now: () => 0 });
    await expect(reads(7)).rejects.toThrow('gone');
    expect(await reads(7)).toBe(7);
    expect(await reads(7)).toBe(7);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
