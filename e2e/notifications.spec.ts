import { signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * The notification centre: a message written to someone who is away waits in their bell; coming back, they see the
 * count in the top bar, open the list, tap the notification into the chat, and the bell empties.
 */
test('a message sent to an offline person shows in their bell when they come back', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  const ana = await signUp(page.request, 'Ana');
  const beto = await (await newUserContext()).newPage();
  await signUp(beto.request, 'Beto');
  const opened = await beto.request.post('/api/conversations', { data: { otherUserId: ana.id } });
  const conversationId = (await opened.json()).id;
  const sent = await beto.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Todavía tiene la bicicleta?' },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notificaciones: 1 sin leer' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  const item = page.getByRole('button', { name: /Nuevo mensaje de Beto R\./ });
  await expect(item).toContainText('¿Todavía tiene la bicicleta?');
  await expectNoSeriousAxeViolations(page);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  await expect(page.getByText('¿Todavía tiene la bicicleta?')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notificaciones', exact: true }),
  ).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Búsquedas guardadas' })).toBeVisible();
  expect(errors).toEqual([]);
});
