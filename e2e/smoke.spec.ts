import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/** Hosts of map tile servers: the browser may fail to reach them (no internet in CI); that is not an app error. */
const tileHosts = (() => {
  const hosts = ['tile.openstreetmap.org', 'basemaps.cartocdn.com', 'arcgisonline.com', 'opentopomap.org'];
  const configured = process.env.TILE_URL;
  if (configured) {
    try {
      hosts.push(new URL(configured.replace(/\{[^}]*\}/g, 'a')).hostname);
    } catch {
      // not a URL: ignore
    }
  }
  return hosts;
})();

function isTileFailure(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  try {
    const host = new URL(message.location().url).hostname;
    return tileHosts.some((tileHost) => host === tileHost || host.endsWith(`.${tileHost}`));
  } catch {
    return false;
  }
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isTileFailure(message)) return;
    errors.push(`${message.text()} (${message.location().url || 'no location'})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test('a visitor opening / browses home, with its search, and no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status(), 'GET / answers').toBeLessThan(400);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors').toEqual([]);
});

/** Chromium warns a few seconds after the load about a preload the page never used: a wasted download. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;
const PRELOAD_GRACE_MS = 4_000;

test('the screens a first load opens use every chunk and answer the server preloaded for them', async ({
  page,
  newUserContext,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  const errors = collectConsoleErrors(page);
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Marta', {
    title: 'Silla de madera',
    category: 'Hogar',
  });

  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Silla de madera', level: 1 })).toBeVisible();
  await page.waitForTimeout(PRELOAD_GRACE_MS);
  await signUp(page.request, 'Rosa');
  for (const path of ['/', `/products/${productId}`, '/community', '/messages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.waitForTimeout(PRELOAD_GRACE_MS);
  }
  expect(warnings).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/this-does-not-exist');
  await expect(page.getByText(/404/).first()).toBeVisible();
  expect(page.url()).toMatch(/\/this-does-not-exist$/);
  expect(errors, 'console errors').toEqual([]);
});

test('/auth has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.impact}: ${violation.id} — ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(report, 'serious/critical axe violations').toEqual([]);
});
