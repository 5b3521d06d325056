import type { APIRequestContext, Page } from '@playwright/test';
import { SAN_MIGUEL, sellerWithListing, signInAdmin, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, openChatAbout, toast } from './support/page.ts';

/**
 * Trust and safety on a phone in Spanish: a listing reported as a scam leaves the reporter's view at once and, once an
 * admin hides it, everyone's; a blocked person can no longer write, and the chat says so on both sides.
 */

async function listedIds(request: APIRequestContext): Promise<number[]> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as { id: number }[];
  return products.map((product) => product.id);
}

async function reportListing(page: Page, productId: number) {
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Reportar producto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Estafa o fraude' }).check();
  await dialog.getByLabel('Detalles (opcional)').fill('Pide un depósito por adelantado para apartarlo.');
  await expectNoSeriousAxeViolations(page, 'report dialog');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(page, 'Gracias por avisarnos. Lo revisaremos.')).toBeVisible();
}

test('a reported scam leaves the reporter’s view at once and everyone’s once an admin hides it', async ({
  page: reporter,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Estafador', {
    ...SAN_MIGUEL,
    title: 'iPhone 15 Pro sellado a $150',
    category: 'Electrónicos',
    price: 150,
    description: 'Deposíteme la mitad y se lo mando.',
  });
  const bystander = (await newUserContext()).request;
  await signUp(bystander, 'Carmen');

  await signUp(reporter.request, 'Rosa');
  await reportListing(reporter, productId);
  expect(await listedIds(reporter.request)).not.toContain(productId);
  expect(await listedIds(bystander)).toContain(productId);

  const admin = await (await newUserContext()).newPage();
  await signInAdmin(admin.request);
  await admin.goto('/admin');
  const group = admin.getByRole('listitem').filter({ hasText: 'iPhone 15 Pro sellado a $150' });
  await expect(group).toContainText('Estafa o fraude');
  await expect(group).toContainText('Pide un depósito por adelantado para apartarlo.');
  await expectNoSeriousAxeViolations(admin, '/admin reports');
  await group.getByRole('button', { name: 'Ocultar' }).click();
  await admin.getByRole('button', { name: 'Sí, ocultar' }).click();
  await expect(toast(admin, 'Contenido oculto')).toBeVisible();
  await expect(admin.getByText('Contenido oculto', { exact: true }).first()).toBeVisible();

  expect(await listedIds(bystander)).not.toContain(productId);
  const removed = await bystander.get(`/api/products/${productId}`);
  expect(removed.status()).toBe(404);
  expect(((await removed.json()) as { message: string }).message).toBe('Contenido retirado');
});

test('a blocked buyer can no longer write; the seller’s chat says they blocked them', async ({
  page: seller,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing(seller.request, 'Sofía', {
    ...SAN_MIGUEL,
    title: 'Chumpa de cuero',
    category: 'Ropa',
    price: 40,
  });
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);
  await buyer.getByLabel('Mensaje', { exact: true }).fill('¿Me la manda por Western Union?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();

  await seller.goto(`/chat/${conversationId}`);
  await seller.getByRole('button', { name: 'Más opciones' }).click();
  await seller.getByRole('button', { name: 'Bloquear a Bruno Rivas' }).click();
  await seller.getByRole('button', { name: 'Sí, bloquear' }).click();
  await expect(seller.getByText('Bloqueaste a esta persona')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Desbloquear' })).toBeVisible();

  await buyer.getByLabel('Mensaje', { exact: true }).fill('¿Sigue disponible?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(buyer.getByText('No es posible escribirle a esta persona')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'blocked chat');
});
