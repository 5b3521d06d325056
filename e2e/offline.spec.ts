import type { APIRequestContext, Page } from '@playwright/test';
import { SAN_SALVADOR, sellerWithListing, signUp, solidPng } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseMeetupHere, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * With the phone offline: the installed app opens from its service worker with the person's last screens and says it is
 * offline; a message and a listing made offline wait, marked pending, and go out exactly once when the connection
 * returns.
 */
test.use({ serviceWorkers: 'allow', geolocation: SAN_SALVADOR, permissions: ['geolocation'] });

/** How many people's answers the page keeps for offline reading (IndexedDB `cerquita`, store `answers`). */
function savedAnswerCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('cerquita');
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('answers')) return resolve(0);
          const counting = database.transaction('answers').objectStore('answers').count();
          counting.onsuccess = () => resolve(counting.result);
        };
        opening.onerror = () => resolve(0);
      }),
  );
}

/** Until the service worker holds the app, and the page's answers are kept for offline reading. */
async function readyForOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => savedAnswerCount(page)).toBe(1);
}

/** Sofía lists a bicycle called `title`. */
const sellerOfBicycle = (request: APIRequestContext, title: string) =>
  sellerWithListing(request, 'Sofía', { title, category: 'Deportes', price: 85 });

async function messagesSaying(request: APIRequestContext, conversationId: number, content: string) {
  const messages: { content: string }[] = await (
    await request.get(`/api/conversations/${conversationId}/messages`)
  ).json();
  return messages.filter((message) => message.content === content).length;
}

test('opened offline, the app shows the last nearby listings and the offline bar; signing out forgets them', async ({
  page,
  context,
  newUserContext,
}) => {
  const title = `Bicicleta de montaña ${Date.now()}`;
  await sellerOfBicycle((await newUserContext()).request, title);
  await signUp(page.request, 'Bruno');
  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await readyForOffline(page);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByText('Sin conexión.')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Sin conexión.')).toBeHidden();

  await page.goto('/?view=profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => savedAnswerCount(page)).toBe(0);
});

test('a message written offline shows pending and is delivered once when the connection returns', async ({
  page,
  context,
  newUserContext,
}) => {
  const seller = (await newUserContext()).request;
  const { sellerId, productId } = await sellerOfBicycle(seller, 'Bicicleta de ruta');
  await signUp(page.request, 'Bruno');
  const opened = await page.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  const conversationId: number = (await opened.json()).id;
  await page.goto(`/chat/${conversationId}`);
  await expect(page.getByRole('log', { name: 'Mensajes de la conversación' })).toBeVisible();
  await readyForOffline(page);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('¿La puedo ver mañana?');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const pending = page.getByRole('log').getByText('pendiente');
  await expect(pending).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  expect(await messagesSaying(seller, conversationId, '¿La puedo ver mañana?')).toBe(0);
  await expectNoSeriousAxeViolations(page, 'chat with a pending message, offline');

  await context.setOffline(false);
  await expect(pending).toBeHidden();
  await expect(page.getByRole('log').getByText('¿La puedo ver mañana?')).toHaveCount(1);
  await expect.poll(() => messagesSaying(seller, conversationId, '¿La puedo ver mañana?')).toBe(1);
  await page.reload();
  await expect(page.getByRole('log').getByText('¿La puedo ver mañana?')).toHaveCount(1);
  expect(await messagesSaying(seller, conversationId, '¿La puedo ver mañana?')).toBe(1);
});

test('a listing made offline, photo included, is kept as pending and published once when back online', async ({
  page,
  context,
}) => {
  const { id: sellerId } = await signUp(page.request, 'Ana');
  await page.goto('/create-product');
  await expect(page.getByLabel('Ciudad')).toHaveValue('San Salvador');
  await page.getByLabel('Título').fill('Refri Mabe');
  await page.getByLabel('Descripción').fill('Enfría bien, 10 pies.');
  await page.getByLabel('Precio ($)').fill('150');
  await page.locator('label').filter({ hasText: 'Deportes' }).click();
  await page.getByLabel('Estado').selectOption('good');
  await chooseMeetupHere(page, 'Metrocentro');
  await readyForOffline(page);

  await context.setOffline(true);
  await page.getByLabel('Agregar fotos').setInputFiles({
    name: 'refri.png',
    mimeType: 'image/png',
    buffer: await solidPng('#0f766e'),
  });
  await expect(page.getByRole('button', { name: 'Reintentar foto 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toast(page, 'Se publicará al volver la conexión.')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Publicaciones por salir' });
  await expect(pending.getByText('Refri Mabe')).toBeVisible();
  await expect(pending.getByText('Se publicará al volver la conexión')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home with a pending listing, offline');

  await context.setOffline(false);
  await expect(toast(page, '«Refri Mabe» ya está a la vista de todos.')).toBeVisible();
  await expect(pending).toBeHidden();
  const mine: { title: string; thumbnailUrl: string | null }[] = await (
    await page.request.get(`/api/products?sellerId=${sellerId}&includeSold=true`)
  ).json();
  const published = mine.filter((product) => product.title === 'Refri Mabe');
  expect(published).toHaveLength(1);
  expect(published[0]?.thumbnailUrl).toMatch(/^\/uploads\//);
});
