/**
 * `npm test`: every test.
 *   (a) Vitest: unit and API tests (against DATABASE_URL's server when set, otherwise embedded PGlite);
 *   (b) Playwright: browser journeys in Chromium (e2e/, see playwright.config.ts).
 * Each runner is a child process with inherited output; their JSON results are read back and the run ends with
 * ONE line `N passed, M failed` (plus `, K skipped` when anything skipped). A runner that crashes or exits
 * non-zero without reporting a failed test counts as one failure, and says so.
 *
 * Usage: node scripts/test.ts [--unit | --e2e]
 * Env:   TEST_SUMMARY_FILE  also write the totals as JSON there (.ci/run sums several runs).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/client-build.ts';

type Counts = { passed: number; failed: number; skipped: number };
type RunnerResult = Counts & { runner: string; exitCode: number | null; notes: string[] };

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--unit' && arg !== '--e2e');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: node scripts/test.ts [--unit | --e2e]`);
  process.exit(2);
}
const runUnit = args.length === 0 || args.includes('--unit');
const runE2e = args.length === 0 || args.includes('--e2e');

const resultsDir = path.join(repoRoot, '.tmp', `test-run-${Date.now()}-${process.pid}`);
fs.mkdirSync(resultsDir, { recursive: true });

let active: ReturnType<typeof spawn> | undefined;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    // The child usually got the terminal's SIGINT too; forward anyway (SIGTERM from a supervisor reaches only us).
    active?.kill(signal);
  });
}

function run(label: string, command: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  console.log(`\n▶ ${label}: ${command.map((part) => path.relative(repoRoot, part) || part).join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, { cwd: repoRoot, env, stdio: 'inherit' });
    active = child;
    child.on('error', (error) => {
      console.error(`✖ ${label} could not start: ${error.message}`);
      resolve(null);
    });
    child.on('exit', (code, signal) => {
      active = undefined;
      if (signal) console.error(`✖ ${label} was stopped by ${signal}`);
      resolve(signal ? null : code);
    });
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function asRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
}

/** A runner that exits non-zero without a failed test, or writes no JSON, is one visible failure. */
function settle(result: RunnerResult, hadJson: boolean): RunnerResult {
  if (!hadJson) {
    result.failed += 1;
    result.notes.push(`no JSON results (the runner crashed or was stopped; exit ${String(result.exitCode)})`);
  } else if (result.exitCode !== 0 && result.failed === 0) {
    result.failed += 1;
    result.notes.push(
      `exited with ${String(result.exitCode)} although no test failed (see its output above)`,
    );
  }
  return result;
}

async function runVitest(): Promise<RunnerResult> {
  const jsonFile = path.join(resultsDir, 'vitest.json');
  const exitCode = await run(
    'Vitest (unit + API)',
    [path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run'],
    {
      ...process.env,
      VITEST_JSON_FILE: jsonFile,
    },
  );
  const result: RunnerResult = { runner: 'vitest', exitCode, passed: 0, failed: 0, skipped: 0, notes: [] };
  const json = readJson(jsonFile);
  if (json) {
    result.passed = num(json.numPassedTests);
    result.failed = num(json.numFailedTests);
    result.skipped = num(json.numPendingTests) + num(json.numTodoTests);
    // A file that fails outside any test (import error, failing beforeAll) has no failed test of its own.
    for (const file of asRecords(json.testResults)) {
      const failedTests = asRecords(file.assertionResults).filter((test) => test.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) {
        result.failed += 1;
        result.notes.push(
          `${path.relative(repoRoot, String(file.name))} failed outside its tests: ${String(file.message ?? '').split('\n')[0]}`,
        );
      }
    }
  }
  return settle(result, json !== undefined);
}

async function runPlaywright(): Promise<RunnerResult> {
  const jsonFile = path.join(resultsDir, 'playwright.json');
  const exitCode = await run(
    'Playwright (browser journeys)',
    [path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js'), 'test'],
    {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
    },
  );
  const result: RunnerResult = {
    runner: 'playwright',
    exitCode,
    passed: 0,
    failed: 0,
    skipped: 0,
    notes: [],
  };
  const json = readJson(jsonFile);
  if (json) {
    const stats = (json.stats && typeof json.stats === 'object' ? json.stats : {}) as Record<string, unknown>;
    result.passed = num(stats.expected) + num(stats.flaky);
    result.failed = num(stats.unexpected);
    result.skipped = num(stats.skipped);
    if (num(stats.flaky) > 0) result.notes.push(`${num(stats.flaky)} flaky test(s) passed only on retry`);
    // Errors outside tests: global setup failure, a spec that fails to load, no tests found…
    const errors = asRecords(json.errors);
    if (errors.length > 0) {
      result.failed += errors.length;
      for (const error of errors)
        result.notes.push(String(error.message ?? 'error').split('\n')[0] ?? 'error');
    }
  }
  return settle(result, json !== undefined);
}

const results: RunnerResult[] = [];
if (runUnit) results.push(await runVitest());
if (runE2e && !interrupted) results.push(await runPlaywright());

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const result of results) {
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
  const mark = result.failed > 0 ? '✖' : '✔';
  console.log(
    `${mark} ${result.runner}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (exit ${String(result.exitCode)})`,
  );
  for (const note of result.notes) console.log(`    ${note}`);
}
if (interrupted) {
  total.failed += 1;
  console.log('✖ interrupted');
}
if (total.skipped > 0) console.log(`⚠ ${total.skipped} test(s) skipped: tests must not skip.`);

const summaryFile = process.env.TEST_SUMMARY_FILE;
if (summaryFile) {
  fs.mkdirSync(path.dirname(path.resolve(summaryFile)), { recursive: true });
  fs.writeFileSync(summaryFile, JSON.stringify({ ...total, runners: results }, null, 2));
}
fs.rmSync(resultsDir, { recursive: true, force: true });

console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed > 0 ? 1 : 0;
