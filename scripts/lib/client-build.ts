import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in scripts/lib/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the built client depends on: a change in any of these makes dist/client stale. */
const CLIENT_INPUTS = ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'public'];

export const builtIndex = path.join(repoRoot, 'dist', 'client', 'index.html');

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the client must be (re)built, or null when dist/client is up to date. */
export function clientBuildReason(): string | null {
  const built = newestMtime(builtIndex);
  if (built === 0) return 'dist/client/index.html is missing';
  for (const input of CLIENT_INPUTS) {
    if (newestMtime(path.join(repoRoot, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs `vite build` on this Node (Node 24) with inherited output; rejects when it fails. */
export function buildClient(): Promise<void> {
  const viteBin = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${String(code)}`})`));
    });
  });
}

/** Builds the client when it is missing or stale; returns whether it built. */
export async function ensureClientBuilt(log: (line: string) => void = console.log): Promise<boolean> {
  const reason = clientBuildReason();
  if (!reason) return false;
  log(`Building the client (${reason}) …`);
  await buildClient();
  return true;
}
