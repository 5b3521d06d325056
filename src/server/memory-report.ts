import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import v8 from 'node:v8';
import { z } from 'zod';
import { loadedSharp } from '#server/features/uploads/images.ts';

/** What the parent writes, one JSON line each: a report, and with `heapSnapshotPath` a heap snapshot written first. */
export const memoryReportRequestSchema = z.object({
  type: z.literal('memory-report'),
  heapSnapshotPath: z.string().optional(),
});

export type MemoryReportRequest = z.infer<typeof memoryReportRequestSchema>;

export const memoryReportSchema = z.object({
  type: z.literal('memory-report'),
  pid: z.number(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  heapTotalBytes: z.number(),
  /** Memory V8 knows of outside its heap: Buffers, ArrayBuffers, the embedded database's WebAssembly memory. */
  externalBytes: z.number(),
  heapSpaces: z.array(z.object({ name: z.string(), sizeBytes: z.number(), usedBytes: z.number() })),
  /** Null until the first image loaded sharp. */
  sharp: z.object({ cacheBytes: z.number(), cacheItems: z.number(), concurrency: z.number() }).nullable(),
  /** The embedded database's WebAssembly memory; 0 on PostgreSQL. */
  engineMemoryBytes: z.number(),
  heapSnapshotPath: z.string().optional(),
});

export type MemoryReport = z.infer<typeof memoryReportSchema>;

function sharpReport(): MemoryReport['sharp'] {
  const sharp = loadedSharp();
  if (!sharp) return null;
  const cache = sharp.cache();
  return {
    cacheBytes: cache.memory.current * 1024 * 1024,
    cacheItems: cache.items.current,
    concurrency: sharp.concurrency(),
  };
}

function memoryReport(engineMemoryBytes: number): MemoryReport {
  const usage = process.memoryUsage();
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
    sharp: sharpReport(),
    engineMemoryBytes,
  };
}

function parsedRequest(line: string): MemoryReportRequest | undefined {
  try {
    return memoryReportRequestSchema.parse(JSON.parse(line));
  } catch {
    return undefined;
  }
}

/**
 * Answers memory-report requests on a Unix socket at `socketPath` (one JSON line per request and per answer), for the
 * process that started this one (the memory benchmark). A socket file rather than Node's IPC channel or an inherited
 * descriptor, because neither survives `npm start` replacing itself with the server (execve); never over HTTP, so no
 * client sees internals. Answers a function that closes the socket.
 */
export async function answerMemoryReports(socketPath: string, engineMemoryBytes: () => number) {
  const connections = new Set<Socket>();
  const server = createServer((connection) => {
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
    connection.on('error', () => connection.destroy());
    createInterface({ input: connection }).on('line', (line) => {
      const request = parsedRequest(line);
      if (!request) return;
      const written = request.heapSnapshotPath
        ? { heapSnapshotPath: v8.writeHeapSnapshot(request.heapSnapshotPath) }
        : {};
      connection.write(`${JSON.stringify({ ...memoryReport(engineMemoryBytes()), ...written })}\n`);
    });
  });
  // A connected benchmark must not keep a server that was told to stop alive.
  server.unref();
  server.listen(socketPath);
  await once(server, 'listening');
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const connection of connections) connection.destroy();
    });
}
