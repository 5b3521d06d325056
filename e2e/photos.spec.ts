import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { categoryId, createProduct, signUp, solidPng, uploadPhoto } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * The full-screen photo viewer on a phone (390×844, touch) in Spanish: a product's photos swiped, zoomed with a double
 * tap and with two fingers, closed with Escape and by pulling down; a chat's photos; and toasts that can be swiped
 * away, never stack the same message twice and never sit over a confirmation.
 */

test.use({ hasTouch: true });

const uniqueId = () => randomBytes(4).toString('hex');

async function uploadPhotos(request: APIRequestContext, colours: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const colour of colours) urls.push(await uploadPhoto(request, await solidPng(colour)));
  return urls;
}

/** Drags with the mouse (pointer events, as one finger would) from the stage's centre by (dx, dy). */
async function drag(page: Page, stage: Locator, dx: number, dy: number): Promise<void> {
  const box = await stage.boundingBox();
  if (!box) throw new Error('the stage is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  await page.mouse.up();
}

/** Two fingers on the stage's centre moving apart from `from` to `to` px (Chromium's touch input, as a phone). */
async function pinch(page: Page, stage: Locator, from: number, to: number): Promise<void> {
  const box = await stage.boundingBox();
  if (!box) throw new Error('the stage is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const fingers = (apart: number) => [
    { x: x - apart / 2, y, id: 0 },
    { x: x + apart / 2, y, id: 1 },
  ];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step += 1) {
    const apart = from + ((to - from) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

function shownScale(viewer: Locator): Promise<number> {
  return viewer.locator('img[data-scale]').evaluate((image) => Number(image.getAttribute('data-scale')));
}

test('a product’s photo opens full screen: swiped, zoomed by double tap and pinch, closed by Escape and by pulling down', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const title = `Bicicleta de montaña ${uniqueId()}`;
  await signUp(page.request, 'Lucía');
  const images = await uploadPhotos(page.request, ['#c2410c', '#0f766e', '#1d4ed8']);
  const productId = await createProduct(page.request, {
    title,
    categoryId: await categoryId(page.request, 'Deportes'),
    images,
  });
  await page.goto(`/products/${productId}`);

  const firstPhoto = page.getByRole('button', { name: `${title}, foto 1 de 3` });
  await firstPhoto.click();
  const viewer = page.getByRole('dialog', { name: title });
  const stage = viewer.getByTestId('photo-stage');
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${title}, foto 1 de 3` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the photo viewer');

  await test.step('a swipe to the left shows the next photo; a short one does not', async () => {
    await drag(page, stage, -180, 0);
    await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
    await drag(page, stage, -20, 0);
    await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Foto 3 de 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(viewer.getByText('Foto 2 de 3')).toBeVisible();
  });

  await test.step('a double tap zooms in and out; two fingers moving apart zoom in', async () => {
    expect(await shownScale(viewer)).toBe(1);
    await stage.dblclick();
    await expect.poll(() => shownScale(viewer)).toBe(2.5);
    await expect(viewer.getByRole('button', { name: 'Alejar la foto' })).toBeVisible();
    await stage.dblclick();
    await expect.poll(() => shownScale(viewer)).toBe(1);
    await pinch(page, stage, 60, 180);
    await expect.poll(() => shownScale(viewer)).toBeGreaterThan(2);
  });

  await test.step('Escape closes it and gives focus back to the photo it was opened from', async () => {
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(firstPhoto).toBeFocused();
  });

  await test.step('a pull down closes it too', async () => {
    await firstPhoto.click();
    await expect(viewer.getByText('Foto 1 de 3')).toBeVisible();
    await drag(page, stage, 0, 260);
    await expect(viewer).toBeHidden();
    await expect(firstPhoto).toBeFocused();
  });

  expect(errors, 'uncaught page errors').toEqual([]);
});

test('a chat’s photos open in the viewer, swipe from one to the other, and do not slide for reduced motion', async ({
  page,
  newUserContext,
}) => {
  const seller = await newUserContext();
  await signUp(seller.request, 'Marta');
  const listed = await uploadPhotos(seller.request, ['#7c3aed']);
  const productId = await createProduct(seller.request, {
    title: `Guitarra ${uniqueId()}`,
    categoryId: await categoryId(seller.request, 'Deportes'),
    images: listed,
  });

  await signUp(page.request, 'Tomás');
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const conversationId = Number(/\/chat\/(\d+)$/.exec(page.url())?.[1]);

  for (const url of await uploadPhotos(seller.request, ['#be123c', '#15803d'])) {
    const sent = await seller.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { content: '📷', type: 'image', metadata: { imageUrl: url } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const log = page.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(log.getByRole('img', { name: 'Foto de Marta R.' })).toHaveCount(2);
  const secondPhoto = log.getByRole('button', { name: /Foto de Marta R\./ }).nth(1);
  // Someone who asked for less motion gets the photos without sliding or zooming animations.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await secondPhoto.click();
  const viewer = page.getByRole('dialog', { name: 'Fotos de la conversación con Marta R.' });
  await expect(viewer.getByText('Foto 2 de 2')).toBeVisible();
  const shown = viewer.locator('img[data-scale]');
  expect(await shown.evaluate((image) => getComputedStyle(image).transitionDuration)).toBe('0s');
  await drag(page, viewer.getByTestId('photo-stage'), 180, 0);
  await expect(viewer.getByText('Foto 1 de 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Cerrar fotos' }).click();
  await expect(viewer).toBeHidden();
  await expect(secondPhoto).toBeFocused();
});

test('toasts: the same one twice shows once, a swipe sends it away, and it moves above a confirmation', async ({
  page,
  context,
}) => {
  const id = uniqueId();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone without a share sheet: sharing copies the link and says so in a toast.
  await context.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await signUp(page.request, 'Rosa');
  const created = await page.request.post('/api/community', { data: { content: `Feria del sábado ${id}` } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/community');
  const post = page.getByRole('article').filter({ hasText: `Feria del sábado ${id}` });
  const share = post.getByRole('button', { name: 'Compartir' });
  const copied = toast(page, 'Enlace copiado');

  await test.step('two identical toasts do not stack', async () => {
    await share.click();
    await expect(copied).toBeVisible();
    await share.click();
    await expect(page.getByText('Enlace copiado')).toHaveCount(1);
  });

  await test.step('it sits below the top bar, whose controls stay free', async () => {
    const bar = await page.locator('header[data-top-chrome]').first().boundingBox();
    const card = await page.locator('[data-toaster]').boundingBox();
    expect(bar && card && card.y >= bar.y + bar.height).toBe(true);
  });

  await test.step('a sideways swipe sends it away before its time', async () => {
    const card = page.locator('[data-toaster]');
    const box = await card.boundingBox();
    if (!box) throw new Error('no toast on screen');
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.locator('[data-toaster]')).toHaveCount(0);
  });

  await test.step('while a confirmation is open the toast sits above it, never over it', async () => {
    await share.click();
    await expect(copied).toBeVisible();
    await post.getByRole('button', { name: 'Eliminar publicación' }).click();
    const confirmation = page.getByRole('alertdialog', { name: '¿Eliminar esta publicación?' });
    await expect(confirmation).toBeVisible();
    await expect(async () => {
      const dialogBox = await confirmation.boundingBox();
      const toastBox = await page.locator('[data-toaster]').boundingBox();
      expect(dialogBox && toastBox && toastBox.y + toastBox.height <= dialogBox.y).toBe(true);
    }).toPass();
    await page.locator('[data-toaster]').getByRole('button', { name: 'Cerrar' }).click();
    await expect(confirmation).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'a confirmation with a toast');
  });
});
