import type { Locator, Page } from '@playwright/test';
import {
  categoryId,
  createProduct,
  newPerson,
  register,
  SAN_MIGUEL,
  signUp,
  solidPng,
  uploadPhoto,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';
/**
 * A whole deal between two people in two browsers at 390×844 in Spanish: the buyer writes and offers, the seller
 * counters, the buyer accepts (the listing is reserved for them, others see it RESERVADO), the seller records the sale
 * to that buyer, the buyer confirms it, both review each other, and the ratings show on both public profiles. Then what else a deal's screens
 * promise: a sale outside Cerquita asked for first and undone, editing, the links to a person's profile, and a review
 * that outlives its author's account.
 */

const CHAT_URL = /\/chat\/(\d+)$/;

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
  await expectNoSeriousAxeViolations(page, `review dialog on ${page.url()}`);
  await page.getByRole('button', { name: 'Enviar reseña' }).click();
  await expect(toast(page, '¡Gracias por tu reseña!')).toBeVisible();
}

test('a deal from offer to reviews, seen by both sides as it happens', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  const sellerAccount = await signUp(seller.request, 'Sofía');
  const productId = await createProduct(seller.request, {
    ...SAN_MIGUEL,
    title: 'Refrigeradora Mabe',
    categoryId: await categoryId(seller.request, 'Hogar'),
    price: 100,
    description: 'Dos puertas, enfría bien.',
  });

  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  await buyer.goto(`/products/${productId}`);
  await buyer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(buyer).toHaveURL(CHAT_URL);
  const conversationId = Number(CHAT_URL.exec(buyer.url())?.[1]);
  await buyer.getByLabel('Mensaje', { exact: true }).fill('Buenas, ¿me la deja en 70?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();

  // The buyer offers $70.
  await buyer.getByRole('button', { name: 'Hacer oferta' }).click();
  const offerDialog = buyer.getByRole('dialog', { name: 'Hacer una oferta' });
  await offerDialog.getByLabel('Monto en dólares').fill('70');
  await expectNoSeriousAxeViolations(buyer, 'offer dialog');
  await offerDialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(chatLog(buyer).getByText('Oferta: $70.00')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Hacer oferta' })).toHaveCount(0);

  // The seller's conversation list previews the offer; the seller opens the chat and counters with $85, and the
  // buyer's card changes without a reload.
  await seller.goto('/messages');
  const row = seller.getByRole('link').filter({ hasText: 'Bruno R.' });
  await expect(row).toContainText('Oferta: $70.00');
  await row.click();
  await expect(seller).toHaveURL(`/chat/${conversationId}`);
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
  await expect(chatLog(seller).getByText(/Bruno R\. aceptó la oferta de \$85\.00/)).toBeVisible();
  await buyer.goto(`/products/${productId}`);
  await expect(buyer.getByText('Reservado para ti')).toBeVisible();
  const neighbour = await (await newUserContext()).newPage();
  await signUp(neighbour.request, 'Dora');
  await neighbour.goto(`/products/${productId}`);
  await expect(neighbour.getByText('RESERVADO', { exact: true })).toBeVisible();
  await expect(neighbour.getByText('Reservado para', { exact: false })).toHaveCount(0);

  // The seller records the sale to Bruno.
  await seller.goto(`/products/${productId}`);
  await expect(seller.getByText('Reservado para Bruno R.')).toBeVisible();
  await seller.getByRole('button', { name: 'Marcar vendido' }).click();
  const soldDialog = seller.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('radio', { name: /Bruno R\./ }).check();
  await expectNoSeriousAxeViolations(seller);
  await soldDialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(seller.getByText('Vendido a Bruno R.')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Deshacer venta' })).toBeVisible();

  // A sale recorded by hand counts once the buyer confirms it, from the chat's news of it.
  await buyer.goto(`/chat/${conversationId}`);
  await expect(chatLog(buyer).getByText(/Sofía R\. registró la venta/)).toBeVisible();
  await buyer.getByRole('link', { name: 'Confirmar compra' }).click();
  await expect(buyer).toHaveURL(`/products/${productId}`);
  await buyer.getByRole('button', { name: 'Confirmar compra' }).click();
  await expect(toast(buyer, 'Confirmaste la compra')).toBeVisible();

  // Both review: the seller from the listing, the buyer from the reminder in the chat.
  await seller.reload();
  await seller.getByRole('button', { name: 'Calificar' }).click();
  await rate(seller, 5, 'Puntual y amable.');
  await buyer.goto(`/chat/${conversationId}`);
  await expect(chatLog(buyer).getByText(/Confirmaste la compra\. Califica a Sofía R\./)).toBeVisible();
  await buyer.getByRole('link', { name: 'Calificar a Sofía R.' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/products/${productId}\\?review=1$`));
  await rate(buyer, 4, 'La refri funciona bien.');

  // The seller's public profile, reached from the seller card, shows the review, the sale and the rating.
  await buyer.getByRole('link', { name: 'Sofía R.' }).click();
  await expect(buyer).toHaveURL(`/users/${sellerAccount.id}`);
  await expect(buyer.getByRole('heading', { name: 'Sofía R.' })).toBeVisible();
  await expect(buyer.getByText('4 · 1 reseña')).toBeVisible();
  await expect(buyer.getByText('1 producto vendido')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'public profile, listings');
  await buyer.getByRole('tab', { name: /Reseñas/ }).click();
  await expect(buyer.getByText('La refri funciona bien.')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'public profile, reviews');

  // The buyer's, reached from the chat's header, shows the seller's review of them.
  await seller.goto(`/chat/${conversationId}`);
  await seller.getByRole('link', { name: /Ver perfil: Bruno R\./ }).click();
  await expect(seller).toHaveURL(/\/users\/\d+$/);
  await expect(seller.getByRole('heading', { name: 'Bruno R.' })).toBeVisible();
  await expect(seller.getByText('5 · 1 reseña')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the seller edits a listing: the new title and photo order show, a lower price shows the old one struck through', async ({
  page,
}) => {
  const account = await signUp(page.request, 'Sofía');
  const [red, blue] = [
    await uploadPhoto(page.request, await solidPng('#c0392b')),
    await uploadPhoto(page.request, await solidPng('#2563eb')),
  ];
  const productId = await createProduct(page.request, {
    ...SAN_MIGUEL,
    title: 'Televisor Samsung 40"',
    categoryId: await categoryId(page.request, 'Electrónicos'),
    price: 180,
    description: 'Smart TV, con control.',
    images: [red, blue],
  });
  await page.goto(`/products/${productId}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/edit$`));
  await expect(page.getByLabel('Título')).toHaveValue('Televisor Samsung 40"');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Título').fill('Tele Samsung 40" Smart');
  await page.getByLabel('Precio ($)').fill('150');
  // The second photo goes first, and the one that was first is removed.
  await page.getByRole('button', { name: 'Mover la foto 2 hacia adelante' }).click();
  await page.getByRole('button', { name: 'Quitar foto 2' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Cambios guardados')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(page.getByRole('heading', { name: 'Tele Samsung 40" Smart' })).toBeVisible();
  await expect(page.getByText('$150.00').first()).toBeVisible();
  await expect(page.locator('s', { hasText: '$180.00' }).first()).toBeVisible();
  const saved: { images: string[] } = await (await page.request.get(`/api/products/${productId}`)).json();
  expect(saved.images).toEqual([blue]);

  // The card on the seller's profile shows the drop too.
  await page.goto(`/users/${account.id}`);
  const card = page.getByRole('article').filter({ hasText: 'Tele Samsung 40" Smart' });
  await expect(card.getByText('$150.00')).toBeVisible();
  await expect(card.locator('s', { hasText: '$180.00' })).toBeVisible();
});

test('a sale outside Cerquita is asked for first, counted on the profile, and undone within its window', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const account = await signUp(page.request, 'Sofía');
  const productId = await createProduct(page.request, {
    ...SAN_MIGUEL,
    title: 'Bicicleta Trek',
    categoryId: await categoryId(page.request, 'Deportes'),
    price: 120,
  });
  await page.goto(`/products/${productId}`);

  // Reserving needs someone who wrote; nobody has yet.
  await page.getByRole('button', { name: 'Marcar reservado' }).click();
  const reserveDialog = page.getByRole('dialog', { name: '¿Para quién lo reservas?' });
  await expect(reserveDialog.getByText('Nadie te ha escrito todavía sobre este producto.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'reserve dialog');
  await reserveDialog.getByRole('button', { name: 'Cancelar' }).click();

  // Marking sold asks first: cancelled, nothing changes; confirming needs a choice.
  const markSold = page.getByRole('button', { name: 'Marcar vendido' });
  await markSold.click();
  const soldDialog = page.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(soldDialog).toBeHidden();
  await expect(markSold).toBeVisible();
  await markSold.click();
  const confirm = soldDialog.getByRole('button', { name: 'Marcar como vendido' });
  await expect(confirm).toBeDisabled();
  await soldDialog.getByRole('radio', { name: 'Alguien fuera de Cerquita' }).check();
  await confirm.click();
  await expect(page.getByText('Vendido fuera de Cerquita')).toBeVisible();
  await page.goto(`/users/${account.id}`);
  await expect(page.getByText('1 producto vendido')).toBeVisible();

  // Undone within the window: available again, and the count goes back down.
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Deshacer venta' }).click();
  await expect(toast(page, 'Deshiciste la venta')).toBeVisible();
  await expect(markSold).toBeVisible();
  await expect(page.getByText('Vendido fuera de Cerquita')).toHaveCount(0);
  await page.goto(`/users/${account.id}`);
  await expect(page.getByText('0 productos vendidos')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the seller card, a chat’s header and a community post’s author open the person’s profile', async ({
  page,
  newUserContext,
}) => {
  const seller = (await newUserContext()).request;
  const sellerAccount = await signUp(seller, 'Sofía');
  const productId = await createProduct(seller, {
    ...SAN_MIGUEL,
    title: 'Guitarra acústica',
    categoryId: await categoryId(seller, 'Hogar'),
  });
  const posted = await seller.post('/api/community', {
    data: { content: 'Vendo guitarra, pregunten sin pena.' },
  });
  expect(posted.status()).toBe(201);
  await signUp(page.request, 'Bruno');
  const profileUrl = `/users/${sellerAccount.id}`;

  await page.goto(`/products/${productId}`);
  await page.getByRole('link', { name: 'Sofía R.', exact: true }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole('heading', { name: 'Sofía R.' })).toBeVisible();

  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(CHAT_URL);
  await page.getByRole('link', { name: /^Ver perfil:.*Sofía R\./ }).click();
  await expect(page).toHaveURL(profileUrl);

  await page.goto('/community');
  await page
    .getByRole('article')
    .filter({ hasText: 'Vendo guitarra, pregunten sin pena.' })
    .getByRole('link', { name: 'Sofía R.' })
    .click();
  await expect(page).toHaveURL(profileUrl);
});

test('a review outlives its author’s account: shown by “Usuario eliminado”, still counted', async ({
  page,
  newUserContext,
}) => {
  const sellerAccount = await signUp(page.request, 'Sofía');
  const productId = await createProduct(page.request, {
    ...SAN_MIGUEL,
    title: 'Mesa de comedor',
    categoryId: await categoryId(page.request, 'Hogar'),
  });
  const buyer = (await newUserContext()).request;
  const buyerPerson = newPerson('Bruno');
  const buyerAccount = await register(buyer, buyerPerson);
  const opened = await buyer.post('/api/conversations', {
    data: { otherUserId: sellerAccount.id, productId },
  });
  const { id: conversationId }: { id: number } = await opened.json();
  await buyer.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Sigue disponible?' },
  });
  const sold = await page.request.patch(`/api/products/${productId}/sold`, {
    data: { buyerId: buyerAccount.id },
  });
  expect(sold.status()).toBe(200);
  expect((await buyer.post(`/api/products/${productId}/confirm-purchase`)).status()).toBe(200);
  const reviewed = await buyer.post(`/api/products/${productId}/reviews`, {
    data: { rating: 4, comment: 'Buena mesa, tal como en las fotos.' },
  });
  expect(reviewed.status()).toBe(201);
  const deleted = await buyer.delete('/api/user/account', {
    data: { confirmation: 'Eliminar', password: buyerPerson.password },
  });
  expect(deleted.status()).toBe(200);

  await page.goto(`/users/${sellerAccount.id}`);
  await expect(page.getByText('4 · 1 reseña')).toBeVisible();
  await page.getByRole('tab', { name: /Reseñas/ }).click();
  const review = page.getByRole('listitem').filter({ hasText: 'Buena mesa, tal como en las fotos.' });
  await expect(review).toContainText('Usuario eliminado');
  await expect(review.getByRole('link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'a review by a deleted account');
});
