/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then becomes the server
 * (src/server/main.ts): this process is replaced (execve) by a Node started with the memory settings of
 * scripts/lib/server-process.ts, which only take effect at a process's start. Same process id, so signals, the exit
 * code and an IPC channel this process was given are the server's, and no second Node stays around it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClientBuilt, repoRoot } from './lib/client-build.ts';
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from './lib/server-process.ts';

try {
  await ensureClientBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const serverMain = path.join(repoRoot, 'src', 'server', 'main.ts');
if (process.execve) {
  // Settings the person starting the app gave win over ours.
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, serverMain], {
    ...SERVER_MEMORY_ENV,
    ...process.env,
  });
}
// Without execve (Windows) the server runs in this process, without the memory settings.
await import(pathToFileURL(serverMain).href);
