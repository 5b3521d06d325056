/**
 * The server as `npm start` starts it (scripts/start.ts, production mode), on a free port of 127.0.0.1, for the
 * benchmarks that measure a server the way people run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './client-build.ts';

const START_TIMEOUT_MS = 120_000;
const POLL_MS = 500;

export type StartedServer = {
  child: ChildProcess;
  base: string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** SIGTERM, then fails unless the server exits 0. */
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the server with `environment` on top of production defaults; resolves once /api/health answers. */
export async function startServer(environment: Record<string, string>): Promise<StartedServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.homedir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: base,
      SESSION_SECRET: 'bench-server-secret-0123456789abcdef',
      // One proxy hop: each simulated person's address comes from X-Forwarded-For, as behind nginx.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const stop = async () => {
    child.kill('SIGTERM');
    const [code, signal] = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code ?? signal} after SIGTERM`);
  };
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, base, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS} ms`);
}
