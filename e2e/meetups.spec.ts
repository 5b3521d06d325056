import type { Page } from '@playwright/test';
import { categoryId, createProduct, signUp, solidPng, uploadPhoto } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, openChatAbout } from './support/page.ts';

/**
 * A safe meetup, at 390×844 in Spanish: the buyer proposes a safe spot and a time from the chat's sheet, the seller sees
 * the card arrive and accepts it, both cards say so without a reload, and the seller shares their plan; a visitor
 * without an account opens it and sees only the item, the other person, place, time and map.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('the buyer proposes a meetup, the seller accepts it and shares the plan a visitor opens', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  await signUp(seller.request, 'Sofía');
  const photo = await uploadPhoto(seller.request, await solidPng('#0f766e'));
  const productId = await createProduct(seller.request, {
    title: 'Bicicleta de montaña',
    categoryId: await categoryId(seller.request, 'Deportes'),
    price: 120,
    description: 'Rin 26, frenos nuevos.',
    images: [photo],
  });
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);

  await buyer.getByRole('button', { name: 'Proponer punto de encuentro' }).click();
  const sheet = buyer.getByRole('dialog', { name: 'Proponer punto de encuentro' });
  await expect(sheet.getByRole('radio', { name: /Metrocentro San Salvador/ })).toBeVisible();
  await expect(sheet.getByLabel('Fecha y hora')).toHaveValue(/T10:00$/);
  await shot(buyer, 'sheet');
  await sheet.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Elige un punto seguro o pon un pin en el mapa');

  // A place of one's own: a pin where the map opens, named.
  await sheet.getByRole('button', { name: 'Poner un pin en el mapa' }).click();
  const picker = buyer.getByRole('dialog', { name: 'Punto de encuentro', exact: true });
  await picker.getByRole('button', { name: 'Listo' }).click();
  await picker.getByLabel('Nombre del lugar').fill('Metrocentro, entrada principal');
  await picker.getByRole('button', { name: 'Listo' }).click();
  await expect(picker).toBeHidden();
  await expect(sheet.getByText('Tu pin: Metrocentro, entrada principal')).toBeVisible();
  // Or one of the shipped safe spots nearby, which is what is sent.
  await sheet.getByRole('radio', { name: /Metrocentro San Salvador/ }).check();
  await sheet.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(sheet).toBeHidden();

  const buyerCard = buyer.getByRole('article', { name: 'Punto de encuentro' });
  await expect(buyerCard.getByText('Metrocentro San Salvador')).toBeVisible();
  await expect(buyerCard.getByText('Propuesto')).toBeVisible();
  await expect(buyerCard.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);

  await seller.goto(`/chat/${conversationId}`);
  const sellerCard = seller.getByRole('article', { name: 'Punto de encuentro' });
  await expect(sellerCard.getByText('Metrocentro San Salvador')).toBeVisible();
  await expect(sellerCard.getByText(/10:00/)).toBeVisible();
  const maps = sellerCard.getByRole('link', { name: 'Google Maps' });
  await expect(maps).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=13\.\d+,-89\.\d+$/,
  );
  await expect(sellerCard.getByRole('link', { name: 'Waze' })).toHaveAttribute(
    'href',
    /^https:\/\/waze\.com\/ul\?ll=13\.\d+,-89\.\d+&navigate=yes$/,
  );
  await expect(sellerCard.getByText('Nunca pagues por adelantado.')).toBeVisible();
  await expect(sellerCard.getByRole('link', { name: 'Consejos de seguridad' })).toHaveAttribute(
    'href',
    '/safety',
  );
  await sellerCard.getByRole('button', { name: 'Aceptar' }).click();
  await expect(sellerCard.getByText('Aceptado')).toBeVisible();
  // The buyer's card changes over the socket, without a reload.
  await expect(buyerCard.getByText('Aceptado')).toBeVisible();
  await sellerCard.scrollIntoViewIfNeeded();
  await shot(seller, 'card-accepted');
  await expectNoSeriousAxeViolations(seller, 'the chat with an accepted meetup card');

  await sellerCard.getByRole('button', { name: 'Compartir mi plan' }).click();
  const whatsApp = sellerCard.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const href = (await whatsApp.getAttribute('href')) ?? '';
  const planUrl = /https?:\/\/\S+\/plan\/[A-Za-z0-9_-]{43}/.exec(decodeURIComponent(href))?.[0];
  expect(planUrl).toBeDefined();
  await shot(seller, 'card-shared');

  const visitor = await (await newUserContext()).newPage();
  const planPath = new URL(planUrl ?? '').pathname;
  const opened = await visitor.goto(planPath);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Plan de encuentro' })).toBeVisible();
  await expect(visitor.getByText('Bicicleta de montaña')).toBeVisible();
  await expect(visitor.getByText(/Bruno/)).toBeVisible();
  await expect(visitor.getByText('Metrocentro San Salvador')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Mapa del punto de encuentro' })).toBeVisible();
  await expect(visitor.getByText('Sofía')).toHaveCount(0);
  await shot(visitor, 'plan');
  await expectNoSeriousAxeViolations(visitor, 'the shared plan');

  await sellerCard.getByRole('button', { name: 'Dejar de compartir' }).click();
  await expect(sellerCard.getByRole('button', { name: 'Compartir mi plan' })).toBeVisible();
  const revoked = await visitor.goto(planPath);
  expect(revoked?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Este plan ya no se comparte' })).toBeVisible();
  await shot(visitor, 'plan-revoked');
  expect(errors).toEqual([]);
});
