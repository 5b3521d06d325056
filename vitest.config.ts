import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests build the app through src/server/testing/test-app.ts, which gives each
// test file its own database: a fresh one on DATABASE_URL's server when set, otherwise an in-memory PGlite.
const jsonFile = process.env.VITEST_JSON_FILE;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'e2e/support/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    passWithNoTests: true,
    reporters: jsonFile ? ['default', 'json'] : ['default'],
    ...(jsonFile ? { outputFile: { json: jsonFile } } : {}),
  },
});
