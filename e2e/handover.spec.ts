import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { categoryId, createProduct, SAN_SALVADOR, signUp } from './support/api.ts';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { expect, randomClientAddress, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, openChatAbout, toast } from './support/page.ts';

/**
 * The meetup between two people in two browsers at 390×844 in Spanish: the seller reserves, the buyer's "Código de
 * entrega" appears in their chat without a reload, the seller types it on the confirm screen, the sale is sold and
 * confirmed for both, both review, and the seller's profile shows "1 venta confirmada". Then the seller scans the QR
 * instead, with Chromium's fake camera fed a video of the QR the API drew.
 */

const HANDOVER_CODE = /^\d{3} \d{3}$/;

async function rate(page: Page, stars: number) {
  const star = page.getByRole('radio', { name: `${stars} estrellas` });
  await page.locator('label', { has: star }).click();
  await page.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, '¡Gracias por tu reseña!')).toBeVisible();
}

/** The seller reserves the listing for the buyer from its page. */
async function reserveFor(seller: Page, productId: number, buyerName: string) {
  await seller.goto(`/products/${productId}`);
  await seller.getByRole('button', { name: 'Marcar reservado' }).click();
  const dialog = seller.getByRole('dialog', { name: '¿Para quién lo reservas?' });
  await dialog.getByRole('radio', { name: new RegExp(buyerName) }).check();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(seller.getByText(`Reservado para ${buyerName}`)).toBeVisible();
}

/** A listing and a buyer who wrote about it, each in their own browser, the buyer left in the chat. */
async function listingAndBuyer(seller: Page, buyer: Page, title: string) {
  const sellerAccount = await signUp(seller.request, 'Lucía');
  const productId = await createProduct(seller.request, {
    ...SAN_SALVADOR,
    title,
    categoryId: await categoryId(seller.request, 'Deportes'),
    price: 180,
    description: 'Aro 29, frenos de disco.',
  });
  await signUp(buyer.request, 'Mateo');
  const conversationId = await openChatAbout(buyer, productId);
  await buyer.getByLabel('Mensaje', { exact: true }).fill('¿Nos vemos en Metrocentro?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();
  return { sellerAccount, productId, conversationId };
}

test('a meetup: the buyer shows the code, the seller types it, the sale is confirmed and reviewed', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  const buyer = await (await newUserContext()).newPage();
  const { sellerAccount, productId, conversationId } = await listingAndBuyer(
    seller,
    buyer,
    'Bicicleta Trek para entrega en mano',
  );

  // The seller reserves; the buyer's chat shows the code at once.
  await reserveFor(seller, productId, 'Mateo R.');
  const inChat = buyer.getByRole('region', { name: 'Código de entrega' });
  await expect(inChat.getByText(HANDOVER_CODE)).toBeVisible();
  const code = (await inChat.getByText(HANDOVER_CODE).textContent()) ?? '';

  // On the listing, the buyer's card shows the same digits and the QR.
  await buyer.goto(`/products/${productId}`);
  const card = buyer.getByRole('region', { name: 'Código de entrega' });
  await expect(card.getByText(code)).toBeVisible();
  await expect(card.getByRole('img', { name: 'QR del código de entrega' })).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'handover code card');
  await buyer.goto(`/chat/${conversationId}`);

  // At the meetup the seller types it.
  await seller.getByRole('link', { name: 'Confirmar entrega' }).click();
  await expect(seller).toHaveURL(`/products/${productId}/handover`);
  await seller.getByLabel('Código de entrega', { exact: true }).fill(code);
  await expectNoSeriousAxeViolations(seller, 'confirm handover');
  await seller.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(toast(seller, '¡Entrega confirmada! Vendiste el producto a Mateo R.')).toBeVisible();
  await expect(seller).toHaveURL(`/products/${productId}`);
  await expect(seller.getByText('Vendido a Mateo R. · Entrega confirmada')).toBeVisible();

  // The buyer hears it in the chat without a reload, and both review.
  await expect(
    buyer.getByText('¡Entrega confirmada! Compraste el producto. Califica a Lucía R.'),
  ).toBeVisible();
  await buyer.getByRole('link', { name: 'Calificar a Lucía R.' }).click();
  await rate(buyer, 5);
  await seller.getByRole('button', { name: 'Calificar' }).click();
  await rate(seller, 5);

  // The seller's profile shows the confirmed sale, and the review says the handover was confirmed.
  await buyer.goto(`/users/${sellerAccount.id}`);
  await expect(buyer.getByText('1 venta confirmada')).toBeVisible();
  await buyer.getByRole('tab', { name: /Reseñas/ }).click();
  await expect(buyer.getByText('Entrega confirmada')).toBeVisible();
  expect(errors).toEqual([]);
});

/** A video of the QR on white, as YUV 4:2:0 frames: what Chromium's fake camera plays in a loop. */
async function qrVideo(qrDataUrl: string, file: string) {
  const [width, height] = [640, 480];
  const svg = Buffer.from(qrDataUrl.slice(qrDataUrl.indexOf(',') + 1), 'base64');
  const qr = await sharp(svg, { density: 300 })
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: 120, top: 40 }])
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.subarray(0, width * height), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test('the seller scans the buyer’s QR with the camera, and the code fills in', async ({
  page: seller,
  newUserContext,
  baseURL,
}, testInfo) => {
  const buyer = await (await newUserContext()).newPage();
  const { productId } = await listingAndBuyer(seller, buyer, 'Bicicleta Trek escaneada con QR');
  await reserveFor(seller, productId, 'Mateo R.');
  const handover = await (await buyer.request.get(`/api/products/${productId}/handover`)).json();
  await mkdir(testInfo.outputDir, { recursive: true });
  const video = path.join(testInfo.outputDir, 'handover-qr.y4m');
  await qrVideo(handover.qr, video);

  // A browser whose camera plays the QR, signed in as the seller (their session's cookie carried over).
  const cameraBrowser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await cameraBrowser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 390, height: 844 },
      locale: 'es-SV',
      permissions: ['camera'],
      extraHTTPHeaders: { 'x-forwarded-for': randomClientAddress() },
      storageState: await seller.context().storageState(),
    });
    const phone = await context.newPage();
    await phone.goto(`/products/${productId}/handover`);
    await phone.getByRole('button', { name: 'Escanear QR' }).click();
    await expect(phone.getByLabel('Código de entrega', { exact: true })).toHaveValue(
      `${handover.code.slice(0, 3)} ${handover.code.slice(3)}`,
      { timeout: 20_000 },
    );
    await phone.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(phone.getByText('Vendido a Mateo R. · Entrega confirmada')).toBeVisible();
  } finally {
    await cameraBrowser.close();
  }
});
