import { randomBytes } from 'node:crypto';
import { test as base, type BrowserContext } from '@playwright/test';

/** A documentation-range address per simulated user (the app trusts X-Forwarded-For in e2e, see global-setup.ts). */
export function randomClientAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

/**
 * Every journey imports `test` and `expect` from here: the default page, context and `request` of a test come from
 * one address, and `newUserContext()` opens another user's browser (same viewport, locale and base URL) from another.
 */
export const test = base.extend<{ newUserContext: () => Promise<BrowserContext> }>({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomClientAddress() });
  },
  newUserContext: async ({ browser, baseURL, viewport, locale, timezoneId }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        viewport,
        ...(locale ? { locale } : {}),
        ...(timezoneId ? { timezoneId } : {}),
        extraHTTPHeaders: { 'x-forwarded-for': randomClientAddress() },
      });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
