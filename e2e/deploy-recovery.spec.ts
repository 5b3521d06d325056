import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { repoRoot } from '../scripts/lib/client-build.ts';
import { signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * A tab opened before a deploy asks for lazy chunks whose hashed files the new deploy no longer has (the server answers
 * 404). The tab reloads itself once and carries on; when the chunk is still missing after that, it says so in Spanish
 * with a way out instead of showing a blank page.
 */
const COMMUNITY_CHUNK = '**/assets/community-screen-*.js';

/** Answers the community screen's chunk with 404 the first `times` requests; counts every request. */
async function goneForDeploy(page: Page, times: number): Promise<() => number> {
  let requests = 0;
  await page.route(COMMUNITY_CHUNK, async (route) => {
    requests += 1;
    if (requests <= times) await route.fulfill({ status: 404, body: '' });
    else await route.continue();
  });
  return () => requests;
}

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function openHomeSignedIn(page: Page) {
  await signUp(page.request, 'Lucía');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
}

test('a chunk gone after a deploy reloads the tab once, and the screen opens', async ({ page }) => {
  await openHomeSignedIn(page);
  const requests = await goneForDeploy(page, 1);
  const loads = countLoads(page);

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Comunidad' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
  expect(requests()).toBe(2);
  expect(loads()).toBe(1);
});

test('a chunk still missing after the reload shows a translated message with a way out', async ({ page }) => {
  await openHomeSignedIn(page);
  // Missing for every request until the deploy settles: the reloaded page preloads it and imports it.
  await goneForDeploy(page, Infinity);
  const loads = countLoads(page);

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Comunidad' })
    .click();

  const failure = page.getByRole('alert').filter({ hasText: 'Algo salió mal en esta pantalla' });
  await expect(failure).toBeVisible();
  await expect(failure.getByText('Lo que ya guardaste está a salvo.', { exact: false })).toBeVisible();
  expect(loads()).toBe(1);

  await page.unroute(COMMUNITY_CHUNK);
  await failure.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  const WORKER_FILE = path.join(repoRoot, 'dist', 'client', 'sw.js');

  /** The next deploy: the same worker with other bytes, which the browser installs as an update. Answers the undo. */
  /** The worker as a deploy writes it: the file and the compressed copies the server prefers. */
  async function writeWorker(source: string) {
    await writeFile(WORKER_FILE, source);
    await writeFile(`${WORKER_FILE}.br`, brotliCompressSync(source));
    await writeFile(`${WORKER_FILE}.gz`, gzipSync(source));
  }

  async function deployNextWorker(): Promise<() => Promise<void>> {
    const current = await readFile(WORKER_FILE, 'utf8');
    await writeWorker(`${current}\n// next deploy\n`);
    return () => writeWorker(current);
  }

  test('a new version waits until "Actualizar", which reloads the tab onto it', async ({ page }) => {
    await openHomeSignedIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A later visit: the worker now answers this tab.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    const undeploy = await deployNextWorker();
    try {
      const loads = countLoads(page);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });

      const banner = page.getByRole('status').filter({ hasText: 'Hay una versión nueva' });
      await expect(banner).toBeVisible();
      // Until the person chooses, the tab goes on working on the version it has.
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Comunidad' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
      expect(loads()).toBe(0);

      await banner.getByRole('button', { name: 'Actualizar' }).click();
      await expect.poll(loads).toBe(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
      await expect(banner).toBeHidden();
    } finally {
      await undeploy();
    }
  });
});
