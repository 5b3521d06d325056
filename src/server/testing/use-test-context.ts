import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type ClosableTestContext, type TestContext } from './test-app.ts';

/**
 * The test context of a file, or of the describe block it is called in: `open` creates it before the first test and
 * it is closed after the last. Each field is read from the open context when a hook or a test uses it, so the caller
 * keeps the answer in one `const ctx` and reads `ctx.app`, `ctx.db`… from there.
 */
export function useTestContext(
  open: () => Promise<ClosableTestContext> = () => createTestContext(),
): TestContext {
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
