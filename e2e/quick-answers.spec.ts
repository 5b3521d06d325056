import type { Locator, Page } from '@playwright/test';
import { categoryId, createProduct, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Quick answers, two people in two browsers at 390×844 in Spanish: the buyer asks "¿Sigue disponible?" from the
 * listing and the seller answers with one tap (offline: it waits in the outbox); asked again by hand, "Está reservado"
 * reserves first, then "Ya se vendió" asks whom it was sold to (cancelling sends nothing), records the sale and tells
 * the buyer; asked once more, a sold listing offers only "Ya se vendió", which just sends.
 */

const SANTA_ANA = { latitude: 13.9942, longitude: -89.5597 };
const CHAT_URL = /\/chat\/(\d+)$/;

function chatLog(page: Page): Locator {
  return page.getByRole('main');
}

function quickAnswers(page: Page): Locator {
  return page.getByRole('list', { name: 'Responde con un toque' });
}

async function write(page: Page, text: string) {
  await page.getByLabel('Mensaje', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
}

test('the seller answers "¿Sigue disponible?" in one tap, and "Ya se vendió" records the sale first', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  await signUp(seller.request, 'Marta');
  const productId = await createProduct(seller.request, {
    ...SANTA_ANA,
    title: 'Licuadora Oster de Santa Ana',
    categoryId: await categoryId(seller.request, 'Hogar'),
    price: 35,
    description: 'Vaso de vidrio, 10 velocidades.',
  });

  // The buyer asks from the listing with its one-tap question.
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Tomás');
  await buyer.goto(`/products/${productId}`);
  await buyer.getByRole('button', { name: '¿Sigue disponible?' }).click();
  await expect(buyer).toHaveURL(CHAT_URL);
  const conversationId = Number(CHAT_URL.exec(buyer.url())?.[1]);

  // The seller's chat offers the three replies; the buyer's does not.
  await seller.goto(`/chat/${conversationId}`);
  await expect(chatLog(seller).getByText('¿Sigue disponible?')).toBeVisible();
  const replies = quickAnswers(seller);
  await expect(replies.getByRole('button')).toHaveText([
    'Sí, sigue disponible',
    'Está reservado',
    'Ya se vendió',
  ]);
  await expect(quickAnswers(buyer)).toHaveCount(0);
  await expectNoSeriousAxeViolations(seller, 'chat with quick answers');

  // Offline, the reply waits in the outbox like typed text, and goes when the connection returns.
  await seller.context().setOffline(true);
  await replies.getByRole('button', { name: 'Sí, sigue disponible' }).click();
  await expect(chatLog(seller).getByText('pendiente')).toBeVisible();
  await expect(quickAnswers(seller)).toHaveCount(0);
  await seller.context().setOffline(false);
  await expect(chatLog(buyer).getByText('Sí, sigue disponible')).toBeVisible();
  await expect(chatLog(seller).getByText('pendiente')).toBeHidden();

  // Asked again by hand: "Está reservado" asks for whom first, nobody chosen yet.
  await write(buyer, '¿Aún lo tenés?');
  await expect(replies.getByRole('button')).toHaveCount(3);
  await replies.getByRole('button', { name: 'Está reservado' }).click();
  const reserveDialog = seller.getByRole('dialog', { name: '¿Para quién lo reservas?' });
  const tomas = reserveDialog.getByRole('radio', { name: /Tomás R\./ });
  await expect(tomas).not.toBeChecked();
  await tomas.check();
  await reserveDialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(toast(seller, 'Reservaste el producto para Tomás R.')).toBeVisible();
  await expect(chatLog(buyer).getByText('Está reservado', { exact: true })).toBeVisible();
  await expect(quickAnswers(seller)).toHaveCount(0);

  // Reserved for this buyer, it is still available to them. "Ya se vendió" asks whom it was sold to; cancelling sends
  // nothing.
  await write(buyer, 'Hola, todavia esta disponible??');
  await expect(replies.getByRole('button')).toHaveCount(3);
  await replies.getByRole('button', { name: 'Ya se vendió' }).click();
  const soldDialog = seller.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(soldDialog).toHaveCount(0);
  await expect(replies.getByRole('button')).toHaveCount(3);
  await expect(chatLog(buyer).getByText('Ya se vendió')).toHaveCount(0);

  // Confirmed: the sale is recorded, then the reply goes.
  await replies.getByRole('button', { name: 'Ya se vendió' }).click();
  await expect(soldDialog.getByRole('radio', { name: /Tomás R\./ })).toBeChecked();
  await soldDialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(toast(seller, 'Marcaste el producto como vendido')).toBeVisible();
  await expect(chatLog(buyer).getByText('Ya se vendió', { exact: true })).toBeVisible();
  await expect(chatLog(seller).getByText('Ya se vendió', { exact: true })).toBeVisible();
  await expect(quickAnswers(seller)).toHaveCount(0);
  const sold: { status: string } = await (await buyer.request.get(`/api/products/${productId}`)).json();
  expect(sold.status).toBe('sold');

  // Once sold, only "Ya se vendió" is true: it just sends.
  await write(buyer, 'Is this still available?');
  await expect(replies.getByRole('button')).toHaveText(['Ya se vendió']);
  await replies.getByRole('button', { name: 'Ya se vendió' }).click();
  await expect(chatLog(buyer).getByText('Ya se vendió', { exact: true })).toHaveCount(2);
  await expect(quickAnswers(seller)).toHaveCount(0);
  expect(errors).toEqual([]);
});
