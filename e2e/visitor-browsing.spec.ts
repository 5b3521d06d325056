import type { Page } from '@playwright/test';
import { newPerson, SAN_SALVADOR, sellerWithListing, type Person } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseLanguageAsVisitor, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * The open door: someone taps a Cerquita link in a WhatsApp group, reads the whole listing, browses home and the
 * seller's profile without an account, and signs up only when they write; the sheet keeps them on the page and what
 * they started goes on. Reads of the API without a session answering 200 is the server's part of issue 27.
 */

/** "Crear cuenta" in the sign-in sheet, which stays over the page. */
async function signUpInSheet(page: Page, person: Person) {
  const sheet = page.getByRole('dialog', { name: 'Inicia sesión para seguir' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('tab', { name: 'Crear cuenta' }).click();
  await sheet.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await sheet.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await sheet.getByLabel('Correo electrónico', { exact: true }).fill(person.email);
  await sheet.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await sheet.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

test.use({ geolocation: SAN_SALVADOR, permissions: ['geolocation'] });

test('a visitor reads a shared listing, browses home and a profile, and signs up at their first message', async ({
  page,
  newUserContext,
}) => {
  const { sellerId, productId } = await sellerWithListing(
    (await newUserContext()).request,
    'Lucía',
    {
      ...SAN_SALVADOR,
      title: 'Bicicleta de montaña aro 26',
      description: 'Frenos nuevos y llantas en buen estado; la entrego con casco.',
      category: 'Deportes',
      price: 85,
    },
    { photo: '#2f855a' },
  );

  // The shared link: the whole listing, its description and photo, with the address unchanged.
  await page.goto(`/products/${productId}`);
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bicicleta de montaña aro 26' })).toBeVisible();
  await expect(page.getByText('Frenos nuevos y llantas en buen estado')).toBeVisible();
  await expect(page.getByRole('img', { name: /Bicicleta de montaña aro 26/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a listing, as a visitor');

  // Opened from a link, back goes to the listing's parent: home, where the visitor browses and searches.
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Bicicleta de montaña aro 26/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home, as a visitor');
  await page.getByRole('searchbox').fill('bicicleta');
  await page.keyboard.press('Enter');
  await page
    .getByRole('link', { name: /Bicicleta de montaña aro 26/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));

  // The seller's profile, and back (in-app this time) to the listing.
  await page.getByRole('link', { name: /Lucía/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/users/${sellerId}$`));
  await expectNoSeriousAxeViolations(page, 'a public profile, as a visitor');
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));

  // The language, from the visitor's small menu.
  await chooseLanguageAsVisitor(page, 'English');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await chooseLanguageAsVisitor(page, 'Español');

  // The first write asks for an account over the page; once made, the message goes on to the chat.
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expectNoSeriousAxeViolations(page, 'the sign-in sheet');
  await signUpInSheet(page, newPerson('Mario'));
  await expect(page).toHaveURL(/\/chat\/\d+$/);
});

test('a visitor taps “Hacer oferta” on a shared listing: after signing up, the amount sheet opens and the offer is made', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Tania', {
    ...SAN_SALVADOR,
    title: 'Guitarra acústica Yamaha C40',
    category: 'Deportes',
    price: 95,
  });

  await page.goto(`/products/${productId}`);
  await page
    .getByRole('region', { name: 'Acciones del producto' })
    .getByRole('button', { name: 'Hacer oferta' })
    .click();
  await signUpInSheet(page, newPerson('Óscar'));

  const offerDialog = page.getByRole('dialog', { name: 'Hacer una oferta' });
  await expect(offerDialog).toContainText('Precio publicado: $95.00');
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await offerDialog.getByLabel('Monto en dólares').fill('80');
  await offerDialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('main').getByText('Oferta: $80.00')).toBeVisible();
});

test('a visitor favourites a listing from home: after signing up there, the favourite is made', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Rosa', {
    ...SAN_SALVADOR,
    title: 'Licuadora Oster de 10 velocidades',
    category: 'Hogar',
    price: 30,
  });

  await page.goto('/');
  await page
    .getByRole('button', { name: 'Agregar “Licuadora Oster de 10 velocidades” a favoritos' })
    .first()
    .click();
  await signUpInSheet(page, newPerson('Elena'));
  await expect(page).toHaveURL(/\/$/);
  const favorites = await page.request.get('/api/favorites');
  expect(favorites.status()).toBe(200);
  const saved: { product: { id: number } }[] = await favorites.json();
  expect(saved.map((favorite) => favorite.product.id)).toContain(productId);
});

test('a visitor writes on the community wall: the composer opens once they are signed in', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).first().click();
  await signUpInSheet(page, newPerson('Carmen'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);
});

test('screens only for signed-in people send a visitor to sign in, and back to them after', async ({
  page,
}) => {
  const person = newPerson('Beatriz');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await page.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(page).toHaveURL(/\/favorites$/);
});
