import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
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

/**
 * `GET /api/user` answers 401 to a visitor ("a 401 yields no user"), and Chromium logs every non-2xx
 * response as a console error. That one answer is the expected visitor state, not an app error.
 */
function isVisitorUserProbe(message: ConsoleMessage): boolean {
  if (!message.text().includes('status of 401')) return false;
  try {
    return new URL(message.location().url).pathname === '/api/user';
  } catch {
    return false;
  }
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isTileFailure(message) || isVisitorUserProbe(message)) return;
    errors.push(`${message.text()} (${message.location().url || 'no location'})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test('a visitor opening / lands on /auth with a visible heading and no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status(), 'GET / answers').toBeLessThan(400);

  await expect(page).toHaveURL(/\/auth(\?.*)?$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  await page.waitForLoadState('networkidle');
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
