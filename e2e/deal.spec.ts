import type { Locator, Page } from '@playwright/test';
import { SAN_MIGUEL, sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, openChatAbout, toast } from './support/page.ts';
/**
 * A whole deal between two people in two browsers at 390×844 in Spanish: the buyer writes and offers, the seller
 * counters, the buyer accepts (the listing is reserved for them), the seller records the sale to that buyer, both
 * review each other, and the ratings show on the seller's public profile.
 */

/** The chat's list of messages, where the offer cards and the deal's news appear. */
function chatLog(page: Page): Locator {
  return page.getByRole('main');
}

async function rate(page: Page, stars: number, comment: string) {
  // The star drawn over each radio takes the tap, as a finger's would.
  const star = page.getByRole('radio', { name: stars === 1 ? '1 estrella' : `${stars} estrellas` });
  await page.locator('label', { has: star }).click();
  await expect(star).toBeChecked();
  await page.getByLabel('Comentario (opcional)').fill(comment);
  await page.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, '¡Gracias por tu reseña!')).toBeVisible();
}

test('a deal from offer to reviews, seen by both sides as it happens', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  const { sellerId, productId } = await sellerWithListing(seller.request, 'Sofía', {
    ...SAN_MIGUEL,
    title: 'Refrigeradora Mabe',
    category: 'Hogar',
    price: 100,
    description: 'Dos puertas, enfría bien.',
  });

  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);
  await buyer.getByLabel('Mensaje', { exact: true }).fill('Buenas, ¿me la deja en 70?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();

  // The buyer offers $70.
  await buyer.getByRole('button', { name: 'Hacer oferta' }).click();
  const offerDialog = buyer.getByRole('dialog', { name: 'Hacer una oferta' });
  await offerDialog.getByLabel('Monto en dólares').fill('70');
  await offerDialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(chatLog(buyer).getByText('Oferta: $70.00')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Hacer oferta' })).toHaveCount(0);

  // The seller sees it and counters with $85; the buyer's card changes without a reload.
  await seller.goto(`/chat/${conversationId}`);
  await expect(chatLog(seller).getByText('Oferta: $70.00')).toBeVisible();
  await seller.getByRole('button', { name: 'Contraofertar' }).click();
  const counterDialog = seller.getByRole('dialog', { name: 'Hacer una contraoferta' });
  await counterDialog.getByLabel('Monto en dólares').fill('85');
  await counterDialog.getByRole('button', { name: 'Enviar contraoferta' }).click();
  await expect(chatLog(buyer).getByText('Contraoferta: $85.00')).toBeVisible();
  await expect(chatLog(buyer).getByText('Contraofertada')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer);

  // The buyer accepts: the listing is reserved for them, and the seller hears at once.
  await buyer.getByRole('button', { name: 'Aceptar' }).click();
  await expect(chatLog(seller).getByText(/Bruno Rivas aceptó la oferta de \$85\.00/)).toBeVisible();
  await buyer.goto(`/products/${productId}`);
  await expect(buyer.getByText('Reservado para ti')).toBeVisible();

  // The seller records the sale to Bruno.
  await seller.goto(`/products/${productId}`);
  await expect(seller.getByText('Reservado para Bruno Rivas')).toBeVisible();
  await seller.getByRole('button', { name: 'Marcar como vendido' }).click();
  const soldDialog = seller.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('radio', { name: /Bruno Rivas/ }).check();
  await expectNoSeriousAxeViolations(seller);
  await soldDialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(seller.getByText('Vendido a Bruno Rivas')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Deshacer venta' })).toBeVisible();

  // Both review: the seller from the listing, the buyer from the reminder in the chat.
  await seller.getByRole('button', { name: 'Calificar' }).click();
  await rate(seller, 5, 'Puntual y amable.');
  await buyer.goto(`/chat/${conversationId}`);
  await expect(chatLog(buyer).getByText(/¡Compra registrada! Califica a Sofía Rivas/)).toBeVisible();
  await buyer.getByRole('link', { name: 'Calificar a Sofía Rivas' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/products/${productId}\\?review=1$`));
  await rate(buyer, 4, 'La refri funciona bien.');

  // The seller's public profile shows the review, the sale and the rating.
  await buyer.goto(`/users/${sellerId}`);
  await expect(buyer.getByRole('heading', { name: 'Sofía Rivas' })).toBeVisible();
  await expect(buyer.getByText(/1 reseña/)).toBeVisible();
  await expect(buyer.getByText('1 producto vendido')).toBeVisible();
  await buyer.getByRole('tab', { name: /Reseñas/ }).click();
  await expect(buyer.getByText('La refri funciona bien.')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer);
  expect(errors).toEqual([]);
});

test('the seller edits a listing: the new title shows, a lower price shows the old one struck through', async ({
  page,
}) => {
  const { productId } = await sellerWithListing(page.request, 'Sofía', {
    ...SAN_MIGUEL,
    title: 'Televisor Samsung 40"',
    category: 'Electrónicos',
    price: 180,
    description: 'Smart TV, con control.',
  });
  await page.goto(`/products/${productId}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/edit$`));
  await expect(page.getByLabel('Título')).toHaveValue('Televisor Samsung 40"');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Título').fill('Tele Samsung 40" Smart');
  await page.getByLabel('Precio ($)').fill('150');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(page.getByRole('heading', { name: 'Tele Samsung 40" Smart' })).toBeVisible();
  await expect(page.getByText('$150.00').first()).toBeVisible();
  await expect(page.locator('s', { hasText: '$180.00' }).first()).toBeVisible();
});
