import { newPerson, register, SAN_MIGUEL, sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * Shared links on a phone: a listing sent over WhatsApp opens for someone without an account, read-only and without
 * anything that finds the seller; signing in comes back to it. The page the server sends carries the preview tags.
 */

test('a visitor opens a shared listing, sees it read-only, signs in and lands back on it', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing(
    (await newUserContext()).request,
    'Lucía',
    { ...SAN_MIGUEL, title: 'Bicicleta de montaña aro 26', category: 'Deportes', price: 85 },
    { photo: '#2f855a' },
  );

  const html = await (await page.request.get(`/products/${productId}`)).text();
  expect(html).toContain('<meta property="og:title" content="Bicicleta de montaña aro 26 · $85.00" />');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+" \/>/);

  const buyer = newPerson('Mario');
  await register((await newUserContext()).request, buyer);
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Bicicleta de montaña aro 26' })).toBeVisible();
  await expect(page.getByText('$85.00')).toBeVisible();
  await expect(page.getByText('Lo vende Lucía R.')).toBeVisible();
  await expect(page.getByText('Plaza Gerardo Barrios')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*products%2F${productId}$`),
  );
  await expectNoSeriousAxeViolations(page, 'public product');

  await page.getByRole('link', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(buyer.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await expect(page.getByRole('button', { name: /Enviar mensaje/ }).first()).toBeVisible();
});

test('a visitor opens a shared community post read-only; the wall itself asks them to sign in', async ({
  page,
  newUserContext,
}) => {
  const author = (await newUserContext()).request;
  await signUp(author, 'Rosa');
  const created = await author.post('/api/community', {
    data: {
      content: 'Se perdió una perrita café cerca del parque de Soyapango. Responde al nombre de Canela.',
    },
  });
  expect(created.status()).toBe(201);
  const { id }: { id: number } = await created.json();

  const html = await (await page.request.get(`/community?post=${id}`)).text();
  expect(html).toContain('og:title');
  await page.goto(`/community?post=${id}`);
  await expect(page.getByText(/Responde al nombre de Canela/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Publicación de Rosa R.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión o crear cuenta' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(`/community?post=${id}`)}`,
  );
  await expectNoSeriousAxeViolations(page, 'public post');

  await page.goto('/community');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcommunity$/);
});

test('an unknown shared link says so, with a way in', async ({ page }) => {
  const response = await page.goto('/products/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No lo encontramos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver lo que hay cerca' })).toBeVisible();
});
