import { sellerWithListings, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, openChatAbout } from './support/page.ts';

/**
 * The seller hub, /me/listings: the listings by tab with the interest each drew, and their actions, reached from the
 * profile's "Mis anuncios".
 */

test('a seller finds their listings by tab with views, favourites and chats, and manages them there', async ({
  page,
  newUserContext,
}) => {
  const {
    productIds: [, chairId],
  } = await sellerWithListings(page.request, 'Inés', [
    { title: 'Mesa de comedor', category: 'Hogar' },
    { title: 'Silla plegable', category: 'Hogar' },
  ]);
  if (chairId === undefined) throw new Error('no chair');

  // Someone else looks at the chair, keeps it and writes about it.
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Óscar');
  await buyer.request.post(`/api/products/${chairId}/favorite`);
  await openChatAbout(buyer, chairId);

  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Accesos de tu cuenta' })
    .getByRole('link', { name: 'Mis anuncios' })
    .click();
  await expect(page).toHaveURL(/\/me\/listings$/);
  await expect(page.getByRole('tab', { name: 'En venta' })).toHaveAttribute('aria-selected', 'true');
  const chair = page.getByRole('article').filter({ hasText: 'Silla plegable' });
  await expect(chair.getByRole('list', { name: 'Interés en este anuncio' })).toContainText('1 vista');
  await expect(chair.getByRole('list', { name: 'Interés en este anuncio' })).toContainText('1 favorito');
  await expect(chair.getByRole('list', { name: 'Interés en este anuncio' })).toContainText('1 chat');
  await expect(page.getByRole('article').filter({ hasText: 'Mesa de comedor' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'seller hub');

  // Sold outside Cerquita from the hub: it moves to Vendidos.
  await chair.getByRole('button', { name: 'Marcar vendido' }).click();
  const soldDialog = page.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('radio', { name: 'Alguien fuera de Cerquita' }).check();
  await soldDialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(chair).toHaveCount(0);
  await page.getByRole('tab', { name: 'Vendidos' }).click();
  await expect(page).toHaveURL(/\/me\/listings\?status=sold$/);
  await expect(page.getByRole('article').filter({ hasText: 'Silla plegable' })).toBeVisible();

  // Deleting asks first, from the ⋮ sheet.
  await page.getByRole('tab', { name: 'En venta' }).click();
  await page.getByRole('button', { name: 'Más acciones para «Mesa de comedor»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('No tienes nada en venta')).toBeVisible();
  await page.getByRole('tab', { name: 'Vencidos' }).click();
  await expect(page.getByText('Nada vencido')).toBeVisible();
});
