import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureClientBuilt, repoRoot } from '../../scripts/lib/client-build.ts';
import { startSmsCapture } from './sms-capture.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

/**
 * Playwright global setup: builds the client when missing or stale (unless E2E_SKIP_BUILD=1), starts an SMTP capture server,
 * creates a fresh database and starts the app on the port playwright.config.ts chose (`E2E_PORT`).
 * Exports to the specs, through process.env (workers inherit it):
 *   E2E_BASE_URL  http://127.0.0.1:<port> (also the config's baseURL)
 *   E2E_MAIL_DIR  where caught mails land (read them with waitForMail from e2e/support/mail.ts)
 *   E2E_SMS_DIR  where SMS sent to the app's SMS_WEBHOOK_URL land (read codes with waitForSmsCode, sms-capture.ts)
 *   E2E_ADMIN_EMAIL  an address listed in the server's ADMIN_EMAILS
 *   E2E_TWO_FACTOR_ADMIN_EMAIL  another one, for the journey that turns two-step sign-in on (and leaves it on)
 * Returns the teardown: stops the app and the SMTP server and drops the database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error('E2E_PORT is not set: start the tests through playwright.config.ts');
  const baseURL = `http://127.0.0.1:${port}`;

  if (process.env.E2E_SKIP_BUILD === '1') console.log('[e2e] E2E_SKIP_BUILD=1: using dist/client as it is');
  else await ensureClientBuilt((line) => console.log(`[e2e] ${line}`));

  const runId = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}_${randomBytes(3).toString('hex')}`;
  const runDir = path.join(repoRoot, '.tmp', 'e2e', runId);
  removeOldRuns(path.join(repoRoot, '.tmp', 'e2e'));
  fs.mkdirSync(runDir, { recursive: true });
  const mailDir = path.join(runDir, 'mail');
  const smsDir = path.join(runDir, 'sms');
  const dataDir = path.join(runDir, 'data');
  const logFile = path.join(runDir, 'server.log');

  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('[e2e] teardown step failed:', error);
      }
    }
    cleanups.length = 0;
  };

  try {
    const smtp: SmtpCapture = await startSmtpCapture(mailDir);
    cleanups.push(() => smtp.close());
    const sms = await startSmsCapture(smsDir);
    cleanups.push(() => sms.close());

    const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin-e2e@cerquita.test';
    const twoFactorAdminEmail = 'admin-2fa-e2e@cerquita.test';
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SMS_WEBHOOK_URL: sms.url,
      APP_URL: baseURL,
      DEMO_DATA: '0',
      // Each browser context comes from its own address (X-Forwarded-For, see fixtures.ts), as real users do, so the
      // per-address throttles of sign-in and registration apply per simulated user rather than to the whole suite.
      TRUST_PROXY: '1',
      REDIS_KEY_PREFIX: `cerquita-e2e-${randomBytes(6).toString('hex')}:`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      ADMIN_EMAILS: [adminEmail, twoFactorAdminEmail].join(','),
    };
    delete env.UPLOAD_DIR;

    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl && serverUrl !== ':memory:') {
      const name = `cerquita_e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
      cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      console.log(`[e2e] database ${name} on ${url.host}`);
    } else {
      delete env.DATABASE_URL; // embedded PGlite under the fresh DATA_DIR
      console.log(`[e2e] embedded PGlite under ${path.relative(repoRoot, dataDir)}`);
    }
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

    const server = startServer(env, logFile);
    cleanups.push(() => stopServer(server.child));
    await waitForHealth(baseURL, server, 60_000, logFile);
    console.log(`[e2e] app ready at ${baseURL} (log: ${path.relative(repoRoot, logFile)})`);

    process.env.E2E_BASE_URL = baseURL;
    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_SMS_DIR = smsDir;
    process.env.E2E_ADMIN_EMAIL = adminEmail;
    process.env.E2E_TWO_FACTOR_ADMIN_EMAIL = twoFactorAdminEmail;
    process.env.E2E_SERVER_LOG = logFile;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

type RunningServer = { child: ChildProcess; output: () => string; exited: Promise<string> };

function startServer(env: NodeJS.ProcessEnv, logFile: string): RunningServer {
  const log = fs.createWriteStream(logFile);
  let tail = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'src', 'server', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer): void => {
    log.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Safety net: never leave the app running when the test runner dies.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      log.end();
      resolve(signal ? `signal ${signal}` : `exit code ${String(code)}`);
    });
    child.once('error', (error) => resolve(`spawn error: ${error.message}`));
  });
  return { child, output: () => tail, exited };
}

async function waitForHealth(
  baseURL: string,
  server: RunningServer,
  timeoutMs: number,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: string | undefined;
  void server.exited.then((reason) => (exit = reason));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit !== undefined) break;
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why =
    exit !== undefined
      ? `the server stopped (${exit})`
      : `no 200 from /api/health within ${timeoutMs} ms (last: ${last})`;
  console.error(
    `[e2e] ---- server output (${logFile}) ----\n${server.output()}\n[e2e] ---- end of server output ----`,
  );
  throw new Error(`[e2e] the app did not start: ${why}. Its output is printed above and kept in ${logFile}.`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Keeps .tmp/e2e from growing: removes run directories older than a day. */
function removeOldRuns(root: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(root);
  } catch {
    return;
  }
  const cutoff = Date.now() - 24 * 60 * 60 * 1000;
  for (const entry of entries) {
    const dir = path.join(root, entry);
    try {
      if (fs.statSync(dir).mtimeMs < cutoff) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run may be removing it
    }
  }
}
