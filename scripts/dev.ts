/**
 * `npm run dev`: the Vite dev server (http://localhost:5173, proxying /api and /ws to :3000 per vite.config.ts)
 * and the API server restarted on change (`node --watch src/server/main.ts`, PORT 3000), together.
 * Ctrl-C stops both; if either exits, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/client-build.ts';

const VITE_PORT = '5173';
const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${String(code)}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
}

function stop(exitCode: number): void {
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('server', ['--watch', '--watch-preserve-output', path.join('src', 'server', 'main.ts')], {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  // Links in mails open the pages Vite serves.
  APP_URL: process.env.APP_URL ?? `http://localhost:${VITE_PORT}`,
});
start('vite', [path.join('node_modules', 'vite', 'bin', 'vite.js'), '--port', VITE_PORT, '--strictPort']);
