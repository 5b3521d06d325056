import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { categoryId, createProduct, signUp, solidPng, uploadPhoto } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseLanguageInSettings,
  collectPageErrors,
  expectNoSeriousAxeViolations,
  holdUploads,
  openChatAbout,
} from './support/page.ts';

/**
 * The messaging client: two people in two browsers at 390×844 in Spanish.
 * A buyer writes about a product, the seller's badge rises and the photo reply reaches the buyer over the socket,
 * without a reload; the buyer swipes the conversation away, for themselves only. Outsiders see nothing.
 */

/** A sports listing with one uploaded photo, made through the API by the signed-in seller. */
async function listWithPhoto(request: APIRequestContext, title: string): Promise<number> {
  const photo = await uploadPhoto(request, await solidPng('#c2410c'));
  return createProduct(request, {
    title,
    categoryId: await categoryId(request, 'Deportes'),
    price: 85.5,
    description: 'Rin 26, frenos nuevos.',
    images: [photo],
  });
}

/** The bottom navigation's messages item; its name carries the unread count ('Mensajes 1 sin leer'). */
function messagesNavLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /^Mensajes/ });
}

/** Set once; still there later proves the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-page', 'yes'));
}

async function expectSamePage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-page', 'yes');
}

/** Drags a row from its right edge to the left with the mouse (pointer events, as a finger would). */
async function swipeLeft(page: Page, row: Locator, distance: number): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error('the row is not on screen');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - 20;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX - distance, y, { steps: 12 });
  await page.mouse.up();
}

/** A seller (the test's page) with a product, and a buyer in their own browser who opened the chat about it. */
async function buyerInChat(seller: Page, newUserContext: () => Promise<BrowserContext>) {
  await signUp(seller.request, 'Sofía');
  const productId = await listWithPhoto(seller.request, 'Bicicleta de montaña');
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);
  return { buyer, productId, conversationId };
}

/** Whether a tap at the delete action's centre reaches it (the row slid open), or the row still covers it. */
function isRevealed(action: Locator): Promise<boolean> {
  return action.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return (
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button') === button
    );
  });
}

test('the buyer writes, the seller answers with a photo, both in real time; the buyer hides the chat for themselves', async ({
  page,
  newUserContext,
}) => {
  const sellerErrors = collectPageErrors(page);
  await signUp(page.request, 'Sofía');
  const productId = await listWithPhoto(page.request, 'Bicicleta de montaña');
  const seller = page;
  await seller.goto('/');
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes');
  await markPage(seller);

  // The buyer opens the product and taps 'Enviar mensaje': the chat opens, its header already known.
  const buyer = await (await newUserContext()).newPage();
  const buyerErrors = collectPageErrors(buyer);
  await signUp(buyer.request, 'Bruno');
  const conversationId = await openChatAbout(buyer, productId);
  await expect(buyer.getByRole('heading', { name: 'Sofía R.', level: 1 })).toBeVisible();
  await expect(buyer.getByRole('link', { name: /^Ver producto: Bicicleta de montaña/ })).toContainText(
    '$85.50',
  );
  await expect(buyer.getByText('Aún no hay mensajes. ¡Saluda!')).toBeVisible();
  await markPage(buyer);

  const input = buyer.getByRole('textbox', { name: 'Mensaje' });
  await input.fill('Hola, ¿todavía está disponible la bicicleta?');
  await input.press('Enter');
  const buyerLog = buyer.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(buyerLog.getByText('Hola, ¿todavía está disponible la bicicleta?')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(buyerLog.getByRole('heading', { name: 'Hoy' })).toBeVisible();

  // The seller's badge rises without a reload.
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes 1 sin leer');
  await expect(messagesNavLink(seller).getByText('1', { exact: true })).toBeVisible();
  await expectSamePage(seller);

  // The seller opens the list: the row says who, about what, the message, unread and the role.
  await messagesNavLink(seller).click();
  await expect(seller).toHaveURL(/\/messages$/);
  const sellerRow = seller.getByRole('link', { name: /Bruno R\./ });
  await expect(sellerRow).toContainText('Bicicleta de montaña');
  await expect(sellerRow).toContainText('$85.50');
  await expect(sellerRow).toContainText('Hola, ¿todavía está disponible la bicicleta?');
  await expect(sellerRow).toContainText('COMPRADOR');
  await expect(sellerRow).toContainText('En línea');
  await expect(sellerRow).toContainText(/1 sin leer/);
  await expect(seller.getByRole('button', { name: 'Vendiendo 1' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Comprando 0' })).toBeVisible();
  await expectNoSeriousAxeViolations(seller);

  // Reading the chat brings the badge back to 0.
  await sellerRow.click();
  await expect(seller).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  const sellerLog = seller.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(sellerLog.getByText('Hola, ¿todavía está disponible la bicicleta?')).toBeVisible();
  // In a chat the bottom bar steps aside (its badge is checked again once the seller leaves).
  await expect(messagesNavLink(seller)).toHaveCount(0);

  // A photo reply: preview first, then the upload with its progress (held back a moment to see it), send blocked.
  const releaseUpload = await holdUploads(seller);
  await seller.getByLabel('Adjuntar foto').setInputFiles({
    name: 'bici.png',
    mimeType: 'image/png',
    buffer: await solidPng('#0f766e'),
  });
  await expect(seller.getByRole('img', { name: 'Foto por enviar' })).toBeVisible();
  const send = seller.getByRole('button', { name: 'Enviar', exact: true });
  await send.click();
  await expect(seller.getByRole('progressbar', { name: 'Subiendo foto' })).toBeVisible();
  await expect(send).toBeDisabled();
  releaseUpload();
  await expect(sellerLog.getByRole('img', { name: 'Tu foto' })).toBeVisible();
  await expect(seller.getByRole('img', { name: 'Foto por enviar' })).toHaveCount(0);
  await seller.unroute('**/api/uploads');

  // The buyer sees it arrive without a reload, and can open it.
  await expect(buyerLog.getByRole('img', { name: 'Foto de Sofía R.' })).toBeVisible();
  await expectSamePage(buyer);
  await expectNoSeriousAxeViolations(buyer);
  await buyerLog.getByRole('button', { name: /Foto de Sofía R\./ }).click();
  const viewer = buyer.getByRole('dialog', { name: 'Fotos de la conversación con Sofía R.' });
  await expect(viewer.getByRole('img', { name: 'Foto de Sofía R.' })).toBeVisible();
  await buyer.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Back leads where the chat was opened from: the listing, then home (the listing was opened by its address).
  await buyer.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(buyer).toHaveURL(new RegExp(`/products/${productId}$`));
  await buyer.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(buyer).toHaveURL(/\/$/);
  // The buyer's list: Comprando, the photo as the last message; read on screen, so the badge stays at 0.
  await messagesNavLink(buyer).click();
  await expect(buyer).toHaveURL(/\/messages$/);
  await expect(messagesNavLink(buyer)).toHaveAccessibleName('Mensajes');
  const buyerRow = buyer.getByRole('link', { name: /Sofía R\./ });
  await expect(buyerRow).toContainText('VENDEDOR');
  await expect(buyerRow).toContainText('📷 Foto');
  await expect(buyer.getByRole('button', { name: 'Comprando 1' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Vendiendo 0' }).click();
  await expect(buyer.getByText('Nadie te ha escrito sobre tus productos')).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/');
  await buyer.getByRole('button', { name: 'Todas 1' }).click();
  await expectNoSeriousAxeViolations(buyer);

  // A short swipe snaps back; past the threshold the row opens on 'Eliminar', which hides the conversation.
  const remove = buyer.getByRole('button', { name: 'Eliminar conversación con Sofía R.' });
  await swipeLeft(buyer, buyerRow, 12);
  await expect.poll(() => isRevealed(remove)).toBe(false);
  await swipeLeft(buyer, buyerRow, 150);
  await remove.click();
  await expect(buyerRow).toHaveCount(0);
  await expect(buyer.getByText('Aún no tienes conversaciones')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByText('Aún no tienes conversaciones')).toBeVisible();

  // … for the buyer only: the seller still has it.
  await seller.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes');
  await expect(seller.getByRole('link', { name: /Bruno R\./ })).toContainText('Tú: 📷 Foto');
  await expectSamePage(seller);

  expect(sellerErrors).toEqual([]);
  expect(buyerErrors).toEqual([]);
});

test('nothing typed is lost: failed sends keep the text and say why, a lost connection keeps it pending; a draft survives a reload; own messages delete', async ({
  page,
  newUserContext,
}) => {
  const { buyer, conversationId } = await buyerInChat(page, newUserContext);
  const input = buyer.getByRole('textbox', { name: 'Mensaje' });
  const send = buyer.getByRole('button', { name: 'Enviar', exact: true });
  const log = buyer.getByRole('log', { name: 'Mensajes de la conversación' });
  // Nothing written: the microphone stands where "Enviar" goes, spaces alone included.
  const microphone = buyer.getByRole('button', { name: 'Grabar nota de voz' });
  await expect(microphone).toBeVisible();
  await expect(send).toHaveCount(0);
  await input.fill('   ');
  await expect(microphone).toBeVisible();
  await expect(send).toHaveCount(0);

  const messagesPath = `**/api/conversations/${conversationId}/messages`;
  await buyer.route(
    messagesPath,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Algo salió mal. Inténtalo de nuevo.' } })
        : route.continue(),
    { times: 1 },
  );
  await input.fill('¿Me la deja en $80?');
  await send.click();
  await expect(buyer.getByRole('alert')).toContainText('No se pudo enviar el mensaje');
  await expect(buyer.getByRole('alert')).toContainText('Algo salió mal. Inténtalo de nuevo.');
  await expect(input).toHaveValue('¿Me la deja en $80?');

  // A send that loses its connection is kept in the outbox: shown pending, and sent again under the same key.
  await buyer.route(messagesPath, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await input.press('Enter');
  await expect(log.getByText('pendiente')).toBeVisible();
  await expect(input).toHaveValue('');
  await buyer.unroute(messagesPath);
  await buyer.reload();
  await expect(log.getByText('¿Me la deja en $80?')).toHaveCount(1);
  await expect(log.getByText('pendiente')).toHaveCount(0);

  // What was typed and not sent is kept on the phone: a reload brings it back.
  await input.fill('¿Hace envíos a Soyapango?');
  await buyer.reload();
  await expect(input).toHaveValue('¿Hace envíos a Soyapango?');
  await send.click();
  await expect(log.getByText('¿Hace envíos a Soyapango?')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(buyer.getByRole('alert')).toHaveCount(0);

  // A photo that cannot be sent stays, with a message saying so; something that is not an image is refused.
  await buyer.route(
    '**/api/uploads',
    (route) => route.fulfill({ status: 500, json: { message: 'Algo salió mal.' } }),
    {
      times: 1,
    },
  );
  await buyer.getByLabel('Adjuntar foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await solidPng('#1d4ed8'),
  });
  await send.click();
  await expect(buyer.getByRole('alert')).toContainText('No se pudo enviar la foto');
  await expect(buyer.getByRole('img', { name: 'Foto por enviar' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(buyer.getByRole('img', { name: 'Foto por enviar' })).toHaveCount(0);
  await buyer.getByLabel('Adjuntar foto').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy una foto'),
  });
  await expect(buyer.getByRole('alert')).toContainText('Elige un archivo de imagen');

  // A tap on one's own message shows its delete control; deleted, it is gone for good (for its sender).
  await log.getByRole('button', { name: /¿Me la deja en \$80\?/ }).click();
  await log.getByRole('button', { name: 'Eliminar' }).click();
  await expect(log.getByText('¿Me la deja en $80?')).toHaveCount(0);
  await buyer.reload();
  await expect(log.getByText('¿Hace envíos a Soyapango?')).toBeVisible();
  await expect(log.getByText('¿Me la deja en $80?')).toHaveCount(0);
});

test('swipe thresholds: 20/80 px on the conversation list, one row open at a time, keyboard too', async ({
  page,
  newUserContext,
}) => {
  const { buyer } = await buyerInChat(page, newUserContext);
  const secondProduct = await listWithPhoto(page.request, 'Casco de ciclismo');
  await openChatAbout(buyer, secondProduct);
  await buyer.getByRole('textbox', { name: 'Mensaje' }).fill('¿Qué talla es el casco?');
  await buyer.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(buyer.getByRole('log').getByText('¿Qué talla es el casco?')).toBeVisible();

  // 20 px opens the 80 px action, one row at a time.
  await buyer.goto('/messages');
  const rows = buyer.getByRole('link', { name: /Sofía R\./ });
  await expect(rows).toHaveCount(2);
  // Newest activity first: the helmet, with its message; the bicycle only started.
  await expect(rows.nth(0)).toContainText('Tú: ¿Qué talla es el casco?');
  await expect(rows.nth(1)).toContainText('Conversación iniciada');
  const actions = buyer.getByRole('button', { name: 'Eliminar conversación con Sofía R.' });

  await swipeLeft(buyer, rows.nth(0), 10);
  await expect.poll(() => isRevealed(actions.nth(0))).toBe(false);
  await swipeLeft(buyer, rows.nth(0), 30);
  await expect.poll(() => isRevealed(actions.nth(0))).toBe(true);
  await swipeLeft(buyer, rows.nth(1), 30);
  await expect.poll(() => isRevealed(actions.nth(1))).toBe(true);
  await expect.poll(() => isRevealed(actions.nth(0))).toBe(false);
  // A tap while a row is open closes it rather than opening the chat.
  await rows.nth(0).click();
  await expect(buyer).toHaveURL(/\/messages$/);
  await expect.poll(() => isRevealed(actions.nth(1))).toBe(false);

  await swipeLeft(buyer, rows.nth(0), 30);
  await expect.poll(() => isRevealed(actions.nth(0))).toBe(true);
  // Swiping right hides it again.
  const box = await rows.nth(0).boundingBox();
  if (!box) throw new Error('no row');
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await buyer.mouse.move(middle.x, middle.y);
  await buyer.mouse.down();
  await buyer.mouse.move(middle.x + 80, middle.y, { steps: 8 });
  await buyer.mouse.up();
  await expect.poll(() => isRevealed(actions.nth(0))).toBe(false);

  // A refused delete brings the row back and says so.
  await buyer.route('**/api/conversations/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'Algo salió mal. Inténtalo de nuevo.' } })
      : route.continue(),
  );
  await swipeLeft(buyer, rows.nth(1), 60);
  await actions.nth(1).click();
  await expect(
    buyer.getByRole('status').filter({ hasText: 'No se pudo eliminar la conversación' }),
  ).toBeVisible();
  await expect(rows).toHaveCount(2);
  await buyer.unroute('**/api/conversations/*');

  // Without swiping: Tab reaches the action, which slides into view; Enter deletes.
  await actions.nth(1).focus();
  await expect.poll(() => isRevealed(actions.nth(1))).toBe(true);
  await buyer.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Casco de ciclismo');

  // In English too.
  await chooseLanguageInSettings(buyer, 'English');
  await expect(buyer.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Buying 1' })).toHaveAttribute('aria-pressed', 'false');
  await expect(rows).toContainText('SELLER');
  await expect(rows).toContainText('You: ¿Qué talla es el casco?');
  await expect(buyer.getByRole('button', { name: 'Delete conversation with Sofía R.' })).toBeAttached();
});

test('outsiders, bad ids and failures: every error state says what happened, with a way back', async ({
  page,
  newUserContext,
}) => {
  const { buyer, conversationId } = await buyerInChat(page, newUserContext);

  // /conversations/{id} is the same chat.
  await buyer.goto(`/conversations/${conversationId}`);
  await expect(buyer.getByRole('heading', { name: 'Sofía R.', level: 1 })).toBeVisible();

  const outsider = await (await newUserContext()).newPage();
  const { id: outsiderId } = await signUp(outsider.request, 'Olga');
  await outsider.goto(`/chat/${conversationId}`);
  await expect(outsider.getByRole('alert')).toContainText('No encontramos esta conversación');
  await expect(outsider.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await outsider.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(outsider).toHaveURL(/\/messages$/);
  await expect(outsider.getByText('Aún no tienes conversaciones')).toBeVisible();
  await expectNoSeriousAxeViolations(outsider);

  await outsider.goto('/chat/no-existe');
  await expect(outsider.getByRole('alert')).toContainText('No encontramos esta conversación');

  // /test-chat: the user's id, and conversation 5 only if it is theirs (the outsider has none).
  await outsider.goto('/test-chat');
  await expect(outsider.getByText(`Tu ID de usuario: ${outsiderId}`)).toBeVisible();
  await outsider.getByRole('button', { name: 'Cargar la conversación 5' }).click();
  await expect(outsider.getByRole('status', { name: 'Respuesta de la conversación' })).toContainText(
    'Estado: 404',
  );
  await outsider.getByLabel('Mensaje de prueba').fill('hola');
  await outsider.getByRole('button', { name: 'Enviar a la conversación 5' }).click();
  await expect(outsider.getByRole('status', { name: 'Respuesta del envío' })).toContainText('Estado: 404');

  // The list and the chat failing: their error messages, a retry, and the way back.
  await buyer.route('**/api/conversations', (route) =>
    route.fulfill({ status: 500, json: { message: 'x' } }),
  );
  await buyer.goto('/conversations');
  await expect(buyer.getByRole('alert')).toContainText('No se pudieron cargar tus conversaciones');
  await expect(buyer.getByRole('alert')).toContainText('Algo falló de nuestro lado');
  await expect(buyer.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await buyer.unroute('**/api/conversations');
  await buyer.getByRole('button', { name: 'Reintentar' }).click();
  await expect(buyer.getByRole('link', { name: /Sofía R\./ })).toBeVisible();

  await buyer.route(`**/api/conversations/${conversationId}`, (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await buyer.goto(`/chat/${conversationId}`);
  await expect(buyer.getByRole('alert')).toContainText('No se pudo cargar la conversación');
  await buyer.unroute(`**/api/conversations/${conversationId}`);
  await buyer.getByRole('button', { name: 'Reintentar' }).click();
  await expect(buyer.getByRole('heading', { name: 'Sofía R.', level: 1 })).toBeVisible();
});

test('while the socket is down the app polls every 3 s; once it is back, pushes take over and polling stops', async ({
  page,
  newUserContext,
}) => {
  const seller = page;
  // Every notification sound makes one oscillator: count them on the page.
  await seller.addInitScript(() => {
    class CountingAudioContext extends AudioContext {
      override createOscillator(): OscillatorNode {
        const root = document.documentElement;
        root.dataset.beeps = String(Number(root.dataset.beeps ?? '0') + 1);
        return super.createOscillator();
      }
    }
    window.AudioContext = CountingAudioContext;
  });
  let socketDown = true;
  await seller.routeWebSocket('**/ws', (socket) => {
    if (socketDown) socket.close({ code: 1011, reason: 'down' });
    else socket.connectToServer();
  });
  const { buyer, conversationId } = await buyerInChat(seller, newUserContext);
  const polls = { unread: 0, messages: 0 };
  seller.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/messages/unread-count') polls.unread += 1;
    if (pathname === `/api/conversations/${conversationId}/messages` && request.method() === 'GET')
      polls.messages += 1;
  });
  // The first count is loaded before the buyer writes: a count first loaded at 1 is no rise and does not beep.
  const firstCount = seller.waitForResponse('**/api/messages/unread-count');
  await seller.goto('/');
  await firstCount;
  await markPage(seller);

  const buyerInput = buyer.getByRole('textbox', { name: 'Mensaje' });
  async function buyerSays(text: string) {
    await buyerInput.fill(text);
    await buyerInput.press('Enter');
    await expect(buyer.getByRole('log').getByText(text, { exact: true })).toBeVisible();
  }

  // Polled: the badge rises and the first unread message beeps (the count's first load did not); a burst beeps once,
  // which notification-sound.test.ts checks without the polling's timing.
  await buyerSays('Uno');
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes 1 sin leer');
  await expect(seller.locator('html')).toHaveAttribute('data-beeps', '1');
  await buyerSays('Dos');
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes 2 sin leer');

  // The list and the open chat are polled too.
  await messagesNavLink(seller).click();
  await expect(seller.getByRole('link', { name: /Bruno R\./ })).toContainText(/2 sin leer/);
  await seller.getByRole('link', { name: /Bruno R\./ }).click();
  const log = seller.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(log.getByText('Dos', { exact: true })).toBeVisible();
  await buyerSays('Tres');
  await expect(log.getByText('Tres', { exact: true })).toBeVisible();
  // Read on screen: back on the list, nothing is unread.
  await seller.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(messagesNavLink(seller)).toHaveAccessibleName('Mensajes');
  await seller.getByRole('link', { name: /Bruno R\./ }).click();

  // Back online: the socket reconnects at once and polling stops.
  socketDown = false;
  await seller.evaluate(() => window.dispatchEvent(new Event('online')));
  await seller.waitForTimeout(1500);
  const before = { ...polls };
  await seller.waitForTimeout(6500);
  expect(polls).toEqual(before);
  await buyerSays('Cuatro');
  await expect(log.getByText('Cuatro', { exact: true })).toBeVisible();
  await expectSamePage(seller);
});
