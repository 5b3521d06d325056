/**
 * How the server's Node process is started, wherever it is started (`npm start`, the memory benchmark; the Dockerfile
 * and scripts/check-production.sh repeat them): settings that take effect only when a process starts. Decision 0020.
 */
import os from 'node:os';
import path from 'node:path';

/**
 * V8 grows the young generation to 2 × 64 MB under load and keeps it; 8 MB semi-spaces hold the idle server ~130 MB
 * lower at no measured cost in speed. `--expose-gc` lets the server collect once when it goes quiet after traffic
 * (src/server/quiet-collection.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'] as const;

export const SERVER_MEMORY_ENV = {
  // glibc keeps freed blocks up to its trim threshold, which grows to the largest block freed (scrypt's 16 MB, V8's
  // compiler zones): a fixed 128 kB threshold gives that memory back to the system.
  MALLOC_TRIM_THRESHOLD_: '131072',
  // Each thread's cache of small freed blocks (tcache) and the unmerged lists of the smallest ones (fastbins) sit
  // between freed memory and the top of glibc's heaps, so after a burst the heaps of libuv's, V8's and libvips' threads
  // kept tens of MB they no longer used. Without them a freed block merges at once and a free top goes back.
  GLIBC_TUNABLES: 'glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0',
  // Node's compile cache keeps the sources with their types stripped: from the second start on, the type stripper
  // (about 18 MB that stay loaded) is not needed. Node checks each entry against the file and its own version.
  NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'cerquita-compile-cache'),
} as const;
