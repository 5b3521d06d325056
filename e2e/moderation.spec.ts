import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  categoryId,
  createProduct,
  newPerson,
  register,
  SAN_MIGUEL,
  sellerWithListing,
  signInAdmin,
  signUp,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseLanguageInSettings,
  expectNoSeriousAxeViolations,
  openChatAbout,
  toast,
} from './support/page.ts';

/**
 * Trust and safety on a phone in Spanish: a listing, a post, a comment, a message or a person reported leaves the
 * reporter's view at once with a thank-you and, once an admin hides it, everyone's ("Contenido retirado" where it was);
 * a suspended person is signed out and cannot sign in; a blocked person can no longer write, the chat says so on both
 * sides, and Settings lists them with a way to unblock; a message asking for money ahead shows its reader a safety
 * card in their language, and a new account's first chat the tips, once on any phone.
 */

async function listedIds(request: APIRequestContext): Promise<number[]> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as { id: number }[];
  return products.map((product) => product.id);
}

/** Fills the open report dialog as a scam and sends it; the reporter is thanked. */
async function sendScamReport(page: Page, where: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Estafa o fraude' }).check();
  await expectNoSeriousAxeViolations(page, `report dialog (${where})`);
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(page, 'Gracias por avisarnos. Lo revisaremos.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Reports through the '⋮' menu of a post or comment. */
async function reportFromMenu(page: Page, menuOwner: Locator, action: string) {
  await menuOwner.getByRole('button', { name: 'Más opciones' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: action }).click();
  await sendScamReport(page, action);
}

/** An admin (through the API) takes `action` on the open reports of a target. */
async function resolveReports(
  admin: APIRequestContext,
  target: { type: string; id: number },
  action: 'hide' | 'suspend',
) {
  const groups = (await (await admin.get('/api/admin/reports?status=open&limit=100')).json()) as {
    targetType: string;
    targetId: number;
    reportId: number;
  }[];
  const group = groups.find((each) => each.targetType === target.type && each.targetId === target.id);
  expect(group, `${target.type} ${target.id} is in the queue`).toBeDefined();
  const resolved = await admin.post(`/api/admin/reports/${group?.reportId}/resolve`, { data: { action } });
  expect(resolved.status(), await resolved.text()).toBe(200);
}

async function publish(request: APIRequestContext, content: string): Promise<number> {
  const response = await request.post('/api/community', { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function commentOn(request: APIRequestContext, postId: number, content: string): Promise<number> {
  const response = await request.post(`/api/community/${postId}/comments`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
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
  await seller.getByRole('button', { name: 'Bloquear a Bruno R.' }).click();
  await seller.getByRole('button', { name: 'Sí, bloquear' }).click();
  await expect(seller.getByText('Bloqueaste a esta persona')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Desbloquear' })).toBeVisible();

  await buyer.getByLabel('Mensaje', { exact: true }).fill('¿Sigue disponible?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(buyer.getByText('No es posible hacer esto con esta persona')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'blocked chat');

  // Settings lists the people Sofía blocked; unblocking lets Bruno write again.
  await seller.goto('/settings');
  const blocked = seller.getByRole('listitem').filter({ hasText: 'Bruno R.' });
  await expect(blocked).toBeVisible();
  await expectNoSeriousAxeViolations(seller, '/settings with a blocked person');
  await blocked.getByRole('button', { name: 'Desbloquear a Bruno R.' }).click();
  await expect(toast(seller, 'Desbloqueaste a Bruno R.')).toBeVisible();
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
  const bruno = newPerson('Bruno');
  await register(buyer.request, bruno);
  const opened = await buyer.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id: conversationId }: { id: number } = await opened.json();

  await buyer.goto('/safety');
  await chooseLanguageInSettings(buyer, 'English');
  // The choice is stored once the English catalog has arrived and the page speaks English.
  await expect(buyer.getByRole('heading', { level: 1, name: 'Safety tips' })).toBeVisible();
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
  await expect(card).toContainText("that's the advance payment trick. Pay only when it's in your hands.");
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

  // The account saw the tips: Bruno's other phone does not show them again.
  const otherPhone = await (await newUserContext()).newPage();
  const login = await otherPhone.request.post('/api/login', {
    data: { email: bruno.email, password: bruno.password },
  });
  expect(login.status()).toBe(200);
  await otherPhone.goto(`/chat/${conversationId}`);
  await expect(otherPhone.getByText('Deposíteme el anticipo y mañana se lo mando')).toBeVisible();
  await expect(
    otherPhone.getByRole('region', { name: /Antes de quedar con alguien|Before you meet anyone/ }),
  ).toHaveCount(0);
});

test('a fake receipt’s safety card says what the trick is, and “Reportar” files a scam report of that message an admin sees', async ({
  page: seller,
  newUserContext,
}) => {
  const { sellerId, productId } = await sellerWithListing(seller.request, 'Sofía', {
    ...SAN_MIGUEL,
    title: 'Licuadora Oster',
    category: 'Hogar',
    price: 35,
  });
  const buyer = (await newUserContext()).request;
  await signUp(buyer, 'Bruno');
  const opened = await buyer.post('/api/conversations', { data: { otherUserId: sellerId, productId } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id: conversationId }: { id: number } = await opened.json();
  const receipt = 'ya te transferi por transfer365, ahi te mando el comprobante xfa entregale a mi motorista';
  const sent = await buyer.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: receipt },
  });
  expect(sent.status()).toBe(201);
  const { id: messageId }: { id: number } = await sent.json();

  await seller.goto(`/chat/${conversationId}`);
  const card = seller.getByRole('note', { name: 'Consejo de seguridad' });
  await expect(card).toContainText(
    'Revisa que el dinero esté en TU app del banco; una captura no es un pago.',
  );
  // A new account's first chat starts with the tips; closed, the card is what the screen shows.
  await seller.getByRole('button', { name: 'Cerrar los consejos' }).click();
  await expectNoSeriousAxeViolations(seller, 'chat with a fake receipt’s safety card');
  await seller.screenshot({ path: test.info().outputPath('safety-card-report.png') });

  await card.getByRole('button', { name: 'Reportar' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Reportar mensaje' });
  await expect(dialog.getByRole('radio', { name: 'Estafa o fraude' })).toBeChecked();
  await sendScamReport(seller, 'a safety card');
  // Nothing was blocked: the message was only reported, and is gone from the reporter's view.
  await expect(seller.getByText(receipt)).toHaveCount(0);

  const admin = await (await newUserContext()).newPage();
  await signInAdmin(admin.request);
  const groups = (await (await admin.request.get('/api/admin/reports?status=open&limit=100')).json()) as {
    targetType: string;
    targetId: number;
    reasons: Record<string, number>;
    preview: { text: string } | null;
  }[];
  expect(
    groups.find((group) => group.targetType === 'message' && group.targetId === messageId),
  ).toMatchObject({
    reasons: { scam: 1 },
    preview: { text: receipt },
  });
  await admin.goto('/admin');
  await expect(admin.getByRole('listitem').filter({ hasText: receipt })).toContainText('Estafa o fraude');
});

test('a reported post and comment leave the reporter’s wall; hidden, the comment is “Contenido retirado” in its thread and so is the post’s link', async ({
  page: reporter,
  newUserContext,
}) => {
  const author = (await newUserContext()).request;
  await signUp(author, 'Marta');
  const question = await publish(author, '¿Alguien conoce un buen mecánico en Santa Tecla?');
  const troll = (await newUserContext()).request;
  await signUp(troll, 'Tono');
  const raffle = await publish(troll, 'Rifa de un iPhone 15, boletos a $5 por Tigo Money');
  const nasty = await commentOn(troll, question, 'Mejor deposíteme $20 y le paso el contacto');
  await commentOn(author, question, 'Gracias, ya encontré uno en la colonia Utila');

  await signUp(reporter.request, 'Rosa');
  await reporter.goto('/community');
  const raffleCard = reporter.getByRole('article').filter({ hasText: 'Rifa de un iPhone 15' });
  await reportFromMenu(reporter, raffleCard, 'Reportar publicación');
  await expect(raffleCard).toHaveCount(0);
  const questionCard = reporter.getByRole('article').filter({ hasText: 'buen mecánico en Santa Tecla' });
  await questionCard.getByRole('button', { name: '2 comentarios' }).click();
  const thread = questionCard.getByRole('region', { name: 'Comentarios de la publicación' });
  const nastyItem = thread.getByRole('listitem').filter({ hasText: 'Mejor deposíteme $20' });
  await reportFromMenu(reporter, nastyItem, 'Reportar comentario');
  await expect(nastyItem).toHaveCount(0);
  await expect(thread).toContainText('Gracias, ya encontré uno');

  const admin = (await newUserContext()).request;
  await signInAdmin(admin);
  await resolveReports(admin, { type: 'comment', id: nasty }, 'hide');
  await resolveReports(admin, { type: 'post', id: raffle }, 'hide');

  const bystander = await (await newUserContext()).newPage();
  await signUp(bystander.request, 'Carmen');
  await bystander.goto(`/community?post=${question}`);
  const shared = bystander.getByRole('article').filter({ hasText: 'buen mecánico en Santa Tecla' });
  await shared.getByRole('button', { name: '2 comentarios' }).click();
  const sharedThread = shared.getByRole('region', { name: 'Comentarios de la publicación' });
  const comments = sharedThread.getByRole('listitem');
  await expect(comments).toHaveCount(2);
  await expect(comments.first()).toHaveText('Contenido retirado');
  await expect(comments.first().getByRole('button')).toHaveCount(0);
  await expect(comments.first().getByRole('link')).toHaveCount(0);
  await expect(comments.nth(1)).toContainText('Gracias, ya encontré uno');
  await expect(sharedThread).not.toContainText('deposíteme');
  await expect(sharedThread).not.toContainText('Tono');
  await expectNoSeriousAxeViolations(bystander, 'a thread with a removed comment');

  await bystander.goto(`/community?post=${raffle}`);
  const removed = bystander.getByRole('status').filter({ hasText: 'Contenido retirado' });
  await expect(removed).toContainText('Retiramos esta publicación de Cerquita');
  await expect(bystander.getByText('Rifa de un iPhone 15')).toHaveCount(0);
  await expect(toast(bystander, 'Esa publicación ya no está disponible')).toHaveCount(0);
  await expectNoSeriousAxeViolations(bystander, 'the wall opened on a removed post');

  const visitor = await (await newUserContext()).newPage();
  await visitor.goto(`/community?post=${raffle}`);
  await expect(visitor.getByRole('status').filter({ hasText: 'Contenido retirado' })).toContainText(
    'Retiramos esta publicación de Cerquita',
  );
  await expect(visitor.getByText('Rifa de un iPhone 15')).toHaveCount(0);
  await expectNoSeriousAxeViolations(visitor, 'a visitor on a removed post’s link');
});

test('a person reported from their profile and a message reported from the chat leave the reporter’s view with a thank-you', async ({
  page: buyer,
  newUserContext,
}) => {
  const seller = (await newUserContext()).request;
  const { sellerId, productId } = await sellerWithListing(seller, 'Sofía', {
    ...SAN_MIGUEL,
    title: 'Bicicleta rin 26',
    category: 'Deportes',
    price: 60,
  });
  await signUp(buyer.request, 'Bruno');
  const opened = await buyer.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id: conversationId }: { id: number } = await opened.json();
  for (const content of ['Sí, todavía la tengo', 'Mándeme la plata por Western y se la envío']) {
    const sent = await seller.post(`/api/conversations/${conversationId}/messages`, { data: { content } });
    expect(sent.status()).toBe(201);
  }

  await buyer.goto(`/chat/${conversationId}`);
  await buyer.getByRole('button', { name: /Mándeme la plata por Western/ }).click();
  await buyer.getByRole('button', { name: 'Reportar mensaje' }).click();
  await sendScamReport(buyer, 'a chat message');
  await expect(buyer.getByText('Mándeme la plata por Western')).toHaveCount(0);
  await expect(buyer.getByText('Sí, todavía la tengo')).toBeVisible();

  await buyer.goto(`/users/${sellerId}`);
  await buyer.getByRole('button', { name: 'Reportar a Sofía R.' }).click();
  await sendScamReport(buyer, 'a profile');
  const listed = (await (await buyer.request.get('/api/products?limit=100')).json()) as { id: number }[];
  expect(listed.map((product) => product.id)).not.toContain(productId);
});

test('an admin suspends a person: their next request signs them out and signing in is refused, translated', async ({
  page: troll,
  newUserContext,
}) => {
  const trollPerson = newPerson('Tono');
  await register(troll.request, trollPerson);
  const reporter = (await newUserContext()).request;
  await signUp(reporter, 'Rosa');
  const { id: trollId } = (await (await troll.request.get('/api/user')).json()) as { id: number };
  const reported = await reporter.post('/api/reports', {
    data: { targetType: 'user', targetId: trollId, reason: 'scam', details: 'Pide depósitos por adelantado' },
  });
  expect(reported.status()).toBe(201);
  await troll.goto('/favorites');
  await expect(troll.getByRole('banner').getByRole('link', { name: /^Notificaciones/ })).toBeVisible();

  const admin = await (await newUserContext()).newPage();
  await signInAdmin(admin.request);
  await admin.goto('/admin');
  const group = admin
    .getByRole('listitem')
    .filter({ hasText: 'Tono Rivas' })
    .filter({ hasText: 'Pide depósitos por adelantado' });
  await expect(group).toContainText('Persona');
  await group.getByRole('button', { name: 'Suspender' }).click();
  await expectNoSeriousAxeViolations(admin, 'suspend dialog');
  await admin.getByRole('button', { name: 'Sí, suspender' }).click();
  await expect(toast(admin, 'Cuenta suspendida')).toBeVisible();

  // The very next request is refused; the app, already told by its closed socket or by that answer, signs them out.
  expect((await troll.request.get('/api/favorites')).status()).toBe(401);
  await troll.goto('/favorites');
  await expect(troll).toHaveURL(/\/auth\?next=%2Ffavorites$/);
  await expect(troll.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  await troll.getByLabel('Correo electrónico', { exact: true }).fill(trollPerson.email);
  await troll.getByLabel('Contraseña', { exact: true }).fill(trollPerson.password);
  await troll.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(
    troll.getByText('Tu cuenta está suspendida por no cumplir las normas de la comunidad.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(troll, 'sign-in refused to a suspended account');
  await expect(troll).toHaveURL(/\/auth/);
});
