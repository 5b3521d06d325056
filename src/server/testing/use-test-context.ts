import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type ClosableTestContext, type TestContext } from './test-app.ts';
import { createTestContextWithUploads } from './test-world.ts';

/**
 * The test context of a file, or of the describe block this is called in, built by `open` before the first test and
 * closed after the last. `open` runs in a beforeAll hook, so it may use what hooks registered before it started.
 * Each field is read from the open context when a hook or a test uses it: the caller keeps the answer in one
 * `const ctx` and reads `ctx.app`, `ctx.db`… from there.
 */
export function useTestContextOpenedBy(open: () => Promise<ClosableTestContext>): TestContext {
  let opened: ClosableTestContext | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('the test context opens in beforeAll: use it in a hook or a test');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get deps() {
      return current().deps;
    },
    get config() {
      return current().config;
    },
    get mails() {
      return current().mails;
    },
  };
}

/** A test context for these tests, on settings `env` over the test defaults (see createTestContext). */
export const useTestContext = (env: Record<string, string> = {}) =>
  useTestContextOpenedBy(() => createTestContext(env));

/** A test context for these tests whose uploads go to a new temporary folder, removed after them. */
export const useTestContextWithUploads = (label: string, env: Record<string, string> = {}) =>
  useTestContextOpenedBy(() => createTestContextWithUploads(label, env));
