import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium.ts';
import { freePortSync } from './e2e/support/ports.ts';

// This file is evaluated by the runner and again by each worker; workers inherit the runner's environment,
// so the port chosen here once is the one global setup starts the app on and every worker's baseURL.
process.env.E2E_PORT ??= String(freePortSync());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL ??= baseURL;

// Fails loudly (with install instructions) when no Chromium exists: browser tests never skip.
const executablePath = findChromium();

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join('test-results', 'playwright.json');

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/artifacts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonOutput }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'es-SV',
    timezoneId: 'America/El_Salvador',
    // The service worker keeps the built app and answers navigations: journeys that route or hold requests would meet
    // it instead of the network. Only the offline journeys let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
});
