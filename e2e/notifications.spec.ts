import { sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * The notification centre: a buyer writes and offers while the seller is away. Coming back, the seller's Mensajes tab
 * counts the message and the bell only the offer, which names who offered, reads in the language chosen now (old
 * notifications too) and opens the chat at the offer's card; the bell then empties.
 */
test('an offer made while the seller was away waits in the bell, names the buyer and opens at the offer', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  const { sellerId, productId } = await sellerWithListing(page.request, 'Ana', {
    title: 'Libros de texto',
    category: 'Hogar',
    price: 20,
  });
  const beto = await (await newUserContext()).newPage();
  await signUp(beto.request, 'Beto');
  const opened = await beto.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  const conversationId: number = (await opened.json()).id;
  const sent = await beto.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Todavía tiene los libros?' },
  });
  expect(sent.status()).toBe(201);
  const offered = await beto.request.post(`/api/conversations/${conversationId}/offers`, {
    data: { amount: 13 },
  });
  expect(offered.status()).toBe(201);
  const offerId: number = (await offered.json()).id;

  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /^Mensajes 2/ }),
  ).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notificaciones: 1 sin leer' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  const offer = page.getByRole('button', { name: /Beto R\. te ofrece \$13\.00 por “Libros de texto”/ });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('button', { name: /Nuevo mensaje/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The language lives in Settings: the notification already stored reads in the language chosen there.
  await page.goto('/settings');
  await page.getByRole('group', { name: 'Idioma' }).last().getByRole('button', { name: 'English' }).click();
  await page.goBack();
  await expect(
    page.getByRole('button', { name: /Beto R\. offers you \$13\.00 for “Libros de texto”/ }),
  ).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('group', { name: 'Language' }).last().getByRole('button', { name: 'Español' }).click();
  await page.goBack();

  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}#offer-${offerId}$`));
  await expect(page.locator(`#offer-${offerId}`)).toBeInViewport();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notificaciones', exact: true }),
  ).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
