import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { openSocket } from './testing/socket-client.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from './testing/test-app.ts';

/** The server as `npm start` runs it (src/server/main.ts), on an in-memory database, with its exit awaited. */
async function startServer() {
  // One instance on its own: no Redis, whatever the test run uses.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'REDIS_URL'));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: ':memory:',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const port = await listeningPort(child);
  return { child, exited, base: `http://127.0.0.1:${port}`, port };
}

/** The port the server chose, read from its "Server listening at" log line; the rest of its output is drained. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`the server did not start:\n${output}`)));
  });
}

async function signIn(base: string): Promise<string> {
  const email = uniqueEmail('drain');
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
      firstName: 'Ana',
      lastName: 'López',
    }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cerquita.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** A request whose body arrives in two parts, `gapMs` apart: it is in flight for that long. */
function slowLogin(base: string, gapMs: number) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('{"email":"nadie@example.com",'));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      controller.enqueue(encoder.encode('"password":"secreto123"}'));
      controller.close();
    },
  });
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

let running: ChildProcess | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('drains: in-flight requests finish, sockets close with 1001, and the process exits 0 within 10 s', async () => {
    const server = await startServer();
    running = server.child;
    const cookie = await signIn(server.base);
    const socket = await openSocket(`ws://127.0.0.1:${server.port}/ws`, { cookie });
    const inFlight = slowLogin(server.base, 700);
    await new Promise((resolve) => setTimeout(resolve, 150));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(401);
    expect((await socket.closed).code).toBe(1001);
    const [code] = await server.exited;
    expect(code).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
  }, 40_000);
});
