/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then runs the
 * server (src/server/main.ts) in this process, so signals reach it directly.
 */
import { ensureClientBuilt, repoRoot } from './lib/client-build.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

try {
  await ensureClientBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import(pathToFileURL(path.join(repoRoot, 'src', 'server', 'main.ts')).href);
