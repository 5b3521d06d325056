import type { APIRequestContext, Page } from '@playwright/test';
import {
  categoryId,
  createProduct,
  SAN_MIGUEL,
  sellerWithListing,
  signInAdmin,
  signUp,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, openChatAbout, toast } from './support/page.ts';

/**
 * Trust and safety on a phone in Spanish: a listing reported as a scam leaves the reporter's view at once and, once an
 * admin hides it, everyone's; a blocked person can no longer write, the chat says so on both sides, and Settings lists
 * them with a way to unblock; a message asking for money ahead shows its reader a safety card in their language.
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
  const bystanderPage = await (await newUserContext()).newPage();
  const bystander = bystanderPage.request;
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
  await admin.getByLabel('Nota para el historial (opcional)').fill('Precio imposible, pide depósito');
  await admin.getByRole('button', { name: 'Sí, ocultar' }).click();
  await expect(toast(admin, 'Contenido oculto')).toBeVisible();
  // The log says who did what to what, and why.
  const logged = admin
    .getByRole('region', { name: 'Historial de moderación' })
    .getByRole('listitem')
    .filter({ hasText: `Producto #${productId}` });
  await expect(logged).toContainText('Contenido oculto');
  await expect(logged).toContainText('Por Admin Rivas');
  await expect(logged).toContainText('Precio imposible, pide depósito');
  await expect(admin.getByText('Contenido oculto', { exact: true }).first()).toBeVisible();

  expect(await listedIds(bystander)).not.toContain(productId);
  const removed = await bystander.get(`/api/products/${productId}`);
  expect(removed.status()).toBe(410);
  expect(((await removed.json()) as { message: string }).message).toBe('Contenido retirado');
  await bystanderPage.goto(`/products/${productId}`);
  await expect(bystanderPage.getByRole('heading', { name: 'Contenido retirado' })).toBeVisible();
  await expect(bystanderPage.getByText('iPhone 15 Pro sellado a $150')).toHaveCount(0);
  await expectNoSeriousAxeViolations(bystanderPage, 'removed listing');
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

  // Settings lists the people Sofía blocked; unblocking lets Bruno write again.
  await seller.goto('/settings');
  const blocked = seller.getByRole('listitem').filter({ hasText: 'Bruno Rivas' });
  await expect(blocked).toBeVisible();
  await expectNoSeriousAxeViolations(seller, '/settings with a blocked person');
  await blocked.getByRole('button', { name: 'Desbloquear a Bruno Rivas' }).click();
  await expect(toast(seller, 'Desbloqueaste a Bruno Rivas')).toBeVisible();
  await expect(seller.getByText('No has bloqueado a nadie.')).toBeVisible();
  const again = await buyer.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Sigue disponible?' },
  });
  expect(again.status()).toBe(201);
});

test('a message asking for money ahead shows its reader a calm safety card in their language, once dismissed gone', async ({
  page: buyer,
  newUserContext,
}) => {
  const seller = (await newUserContext()).request;
  const { id: sellerId } = await signUp(seller, 'Sofía');
  const productId = await createProduct(seller, {
    ...SAN_MIGUEL,
    title: 'Refrigeradora Mabe',
    categoryId: await categoryId(seller, 'Hogar'),
    price: 150,
  });
  await signUp(buyer.request, 'Bruno');
  const opened = await buyer.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id: conversationId }: { id: number } = await opened.json();

  await buyer.goto('/safety');
  await buyer.getByRole('button', { name: 'EN', exact: true }).click();
  await buyer.goto(`/chat/${conversationId}`);
  // A new account's first chat starts with the tips.
  const tips = buyer.getByRole('region', { name: 'Before you meet anyone' });
  await expect(tips).toBeVisible();
  await expect(tips.getByRole('link', { name: 'Read more tips' })).toHaveAttribute('href', '/safety');

  const scam = await seller.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: 'Deposíteme el anticipo y mañana se lo mando' },
  });
  expect(scam.status()).toBe(201);
  const card = buyer.getByRole('note', { name: 'Safety tip' });
  await expect(card).toContainText('Never pay in advance: pay only when you have the item in your hands.');
  await expect(card.getByRole('link', { name: 'Safety tips' })).toHaveAttribute('href', '/safety');
  await expectNoSeriousAxeViolations(buyer, 'chat with a safety card and the first tips');

  const calm = await seller.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: 'Se lo dejo en $80, nos vemos en Metrocentro' },
  });
  expect(calm.status()).toBe(201);
  await expect(buyer.getByText('Se lo dejo en $80, nos vemos en Metrocentro')).toBeVisible();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Hide this tip' }).click();
  await expect(card).toHaveCount(0);
  await tips.getByRole('button', { name: 'Close the tips' }).click();
  await expect(tips).toHaveCount(0);
  await buyer.reload();
  await expect(buyer.getByText('Deposíteme el anticipo y mañana se lo mando')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(tips).toHaveCount(0);
});
