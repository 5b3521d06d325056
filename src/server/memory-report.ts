import v8 from 'node:v8';
import sharp from 'sharp';
import { z } from 'zod';

/** What the parent sends: a report, and with `heapSnapshotPath` a heap snapshot written to that file first. */
export const memoryReportRequestSchema = z.object({
  type: z.literal('memory-report'),
  heapSnapshotPath: z.string().optional(),
});

export const memoryReportSchema = z.object({
  type: z.literal('memory-report'),
  pid: z.number(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  heapTotalBytes: z.number(),
  /** Memory V8 knows of outside its heap: Buffers, ArrayBuffers, the embedded database's WebAssembly memory. */
  externalBytes: z.number(),
  heapSpaces: z.array(z.object({ name: z.string(), sizeBytes: z.number(), usedBytes: z.number() })),
  sharp: z.object({ cacheBytes: z.number(), cacheItems: z.number(), concurrency: z.number() }),
  /** The embedded database's WebAssembly memory; 0 on PostgreSQL. */
  engineMemoryBytes: z.number(),
  heapSnapshotPath: z.string().optional(),
});

export type MemoryReport = z.infer<typeof memoryReportSchema>;

function memoryReport(engineMemoryBytes: number): MemoryReport {
  const usage = process.memoryUsage();
  const cache = sharp.cache();
  return {
    type: 'memory-report',
    pid: process.pid,
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    heapTotalBytes: usage.heapTotal,
    externalBytes: usage.external,
    heapSpaces: v8.getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      sizeBytes: space.space_size,
      usedBytes: space.space_used_size,
    })),
    sharp: {
      cacheBytes: cache.memory.current * 1024 * 1024,
      cacheItems: cache.items.current,
      concurrency: sharp.concurrency(),
    },
    engineMemoryBytes,
  };
}

/**
 * Answers each memory-report request of the parent process (the one that spawned this with an IPC channel) with a
 * report. Requests that do not match are ignored; without an IPC channel there is nobody to answer.
 */
export function answerMemoryReports(engineMemoryBytes: () => number) {
  const send = process.send?.bind(process);
  if (!send) return;
  process.on('message', (message) => {
    const request = memoryReportRequestSchema.safeParse(message);
    if (!request.success) return;
    const { heapSnapshotPath } = request.data;
    const written = heapSnapshotPath ? { heapSnapshotPath: v8.writeHeapSnapshot(heapSnapshotPath) } : {};
    send({ ...memoryReport(engineMemoryBytes()), ...written });
  });
  // The channel must not keep a server that was told to stop alive.
  process.channel?.unref();
}
