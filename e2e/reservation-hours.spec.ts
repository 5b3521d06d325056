import { sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/page.ts';

/** A reservation holds for the hours its seller picks, says until when, and may be extended once. */

test('a seller reserves for 72 hours, sees until when on the listing and in the chat, and extends once', async ({
  page,
  newUserContext,
}) => {
  const { sellerId, productId } = await sellerWithListing(page.request, 'Rebeca', {
    title: 'Ventilador de torre Imaco',
    description: 'Tres velocidades, con control remoto.',
    price: 35,
    category: 'Hogar',
  });
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Tomás');
  const opened = await buyer.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  const { id: conversationId } = (await opened.json()) as { id: number };
  await buyer.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Me lo apartas hasta el sábado?' },
  });

  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Marcar reservado' }).click();
  const reserveDialog = page.getByRole('dialog', { name: '¿Para quién lo reservas?' });
  await reserveDialog.getByRole('radio', { name: /Tomás/ }).check();
  await expect(reserveDialog.getByRole('radio', { name: '48 horas' })).toBeChecked();
  await reserveDialog.getByRole('radio', { name: '72 horas' }).check();
  await expectNoSeriousAxeViolations(page, 'reserve dialog with hours');
  await reserveDialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText(/^Reservado hasta el /)).toBeVisible();

  await page.getByRole('button', { name: 'Extender' }).click();
  const extendDialog = page.getByRole('dialog', { name: '¿Cuánto tiempo más le das?' });
  await extendDialog.getByRole('radio', { name: '24 horas' }).check();
  await extendDialog.getByRole('button', { name: 'Extender' }).click();
  await expect(page.getByText(/^Reserva extendida hasta el /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extender' })).toHaveCount(0);

  await buyer.goto(`/chat/${conversationId}`);
  await expect(buyer.getByText(/extendió tu reserva/)).toBeVisible();
  await expect(buyer.getByText(/^Reservado hasta /).first()).toBeVisible();
});
