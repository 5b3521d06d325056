import type { Page } from '@playwright/test';
import { categoryId, createProduct, signUp } from './support/api.ts';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, openChatAbout } from './support/page.ts';

/**
 * Voice notes between two people at 390×844 in Spanish. Chromium's fake microphone (a steady beep) records; the other
 * side plays the note, which stays on their device for offline listening; a note recorded offline waits in the outbox.
 */
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** The seller (signed in on `seller`) lists an item without photos; answers its id. */
async function listItem(seller: Page, title: string): Promise<number> {
  await signUp(seller.request, 'Sofía');
  return createProduct(seller.request, {
    title,
    categoryId: await categoryId(seller.request, 'Hogar'),
    price: 25,
    description: 'Funciona perfecto, se entrega en Santa Tecla.',
    images: [],
  });
}

const VOICE_PREVIEW = /🎤 Nota de voz \(\d:\d\d\)/;

/** Taps the microphone, records about `seconds`, and taps "Enviar nota de voz". */
async function recordVoiceNote(page: Page, seconds: number, screenshot?: string) {
  await page.getByRole('button', { name: 'Grabar nota de voz' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Grabando nota de voz' });
  await expect(status).toBeVisible();
  // At least `seconds` recorded (a busy machine may skip a tick of the timer).
  await expect(status).toContainText(new RegExp(`0:0[${seconds}-9] / 2:00`), {
    timeout: (seconds + 5) * 1000,
  });
  if (screenshot) {
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(screenshot) });
  }
  await page.getByRole('button', { name: 'Enviar nota de voz' }).click();
}

test('a buyer records a voice note with the microphone; the seller plays it, and again offline', async ({
  page: seller,
  newUserContext,
}) => {
  // Two browsers, two axe runs and a recording: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const errors = collectPageErrors(seller);
  const productId = await listItem(seller, 'Licuadora Oster');
  const buyerContext = await newUserContext();
  const buyer = await buyerContext.newPage();
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);

  await recordVoiceNote(buyer, 2, 'recording.png');
  const sent = buyer.getByRole('log', { name: 'Mensajes de la conversación' }).getByRole('button', {
    name: 'Reproducir',
  });
  await expect(sent).toHaveCount(1);
  await buyer.screenshot({ path: test.info().outputPath('buyer-sent.png') });

  await seller.goto('/messages');
  await expect(seller.getByText(VOICE_PREVIEW)).toBeVisible();
  await seller.goto(`/chat/${conversationId}`);
  const play = seller.getByRole('button', { name: 'Reproducir' });
  await expect(play).toBeVisible();
  await expectNoSeriousAxeViolations(seller);
  await play.click();
  await expect(seller.getByRole('button', { name: 'Pausar' })).toBeVisible();
  const progress = seller.getByRole('progressbar', { name: 'Avance de la nota de voz' });
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await seller.screenshot({ path: test.info().outputPath('seller-playing.png') });
  await seller.getByRole('button', { name: 'Pausar' }).click();
  await expect(play).toBeVisible();

  // Heard once, the note is kept on the seller's device: with no connection, it is still there to play.
  const audioUrl = `/api/messages/${await lastMessageId(seller, conversationId)}/audio`;
  await seller.context().setOffline(true);
  expect(await seller.evaluate(async (url) => Boolean(await caches.match(url)), audioUrl)).toBe(true);
  await seller.context().setOffline(false);

  // Only the two of them can fetch it.
  const outsider = await (await newUserContext()).newPage();
  await signUp(outsider.request, 'Olga');
  expect((await outsider.request.get(audioUrl)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('a voice note recorded offline waits in the outbox and goes when the connection returns', async ({
  page: seller,
  newUserContext,
}) => {
  const productId = await listItem(seller, 'Mesa de comedor');
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  await openChatAbout(buyer, productId);

  // The recorder's chunk loads on the first press: the installed app's service worker keeps it for offline use, and
  // journeys run without one, so it is loaded here while online (a recording started and cancelled).
  await buyer.getByRole('button', { name: 'Grabar nota de voz' }).click();
  await buyer.getByRole('button', { name: 'Cancelar nota de voz' }).click();
  await buyer.context().setOffline(true);
  await recordVoiceNote(buyer, 1);
  await expect(buyer.getByText(VOICE_PREVIEW)).toBeVisible();
  await expect(buyer.getByText('pendiente')).toBeVisible();
  await buyer.screenshot({ path: test.info().outputPath('offline-pending.png') });

  await buyer.context().setOffline(false);
  await expect(buyer.getByText('pendiente')).toHaveCount(0, { timeout: 15_000 });
  await expect(buyer.getByRole('button', { name: 'Reproducir' })).toHaveCount(1);
});

async function lastMessageId(page: Page, conversationId: number): Promise<number> {
  const response = await page.request.get(`/api/conversations/${conversationId}/messages`);
  const messages: { id: number }[] = await response.json();
  return messages.at(-1)?.id ?? 0;
}
