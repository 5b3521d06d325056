import { signUp, sellerWithListing } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * The listing page that sells, at 390×844: photo, price, title and seller before any scrolling, an offer made from the
 * listing itself (POST /api/products/{id}/offers) that lands in the chat, and a one-tap question that does too.
 */

test('a buyer sees who sells without scrolling and makes an offer from the listing', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Marta', {
    title: 'Bicicleta de ruta aro 28',
    category: 'Deportes',
    price: 90,
    // San Miguel: away from the listings other journeys look for around San Salvador.
    latitude: 13.4833,
    longitude: -88.1833,
  });
  await signUp(page.request, 'Tomás');
  await page.goto(`/products/${productId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Bicicleta de ruta aro 28' })).toBeInViewport();
  await expect(page.getByText('$90.00', { exact: true })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Quién vende' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('region', { name: 'Quién vende' }).getByRole('link')).toHaveAttribute(
    'href',
    /\/users\/\d+$/,
  );
  await expectNoSeriousAxeViolations(page, 'listing page, buyer');

  await page
    .getByRole('region', { name: 'Acciones del producto' })
    .getByRole('button', { name: 'Hacer oferta' })
    .click();
  const offerDialog = page.getByRole('dialog', { name: 'Hacer una oferta' });
  await expect(offerDialog).toContainText('Precio publicado: $90.00');
  await offerDialog.getByLabel('Monto en dólares').fill('75');
  await expectNoSeriousAxeViolations(page, 'offer sheet on the listing');
  await offerDialog.getByRole('button', { name: 'Enviar oferta' }).click();

  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('main').getByText('Oferta: $75.00')).toBeVisible();
});

test('a one-tap question is sent as it reads and opens the chat with it', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Lucía', {
    title: 'Lámpara de pie',
    category: 'Hogar',
    latitude: 13.4833,
    longitude: -88.1833,
  });
  await signUp(page.request, 'Raúl');
  await page.goto(`/products/${productId}`);

  await page.getByRole('button', { name: '¿Sigue disponible?' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('main').getByText('¿Sigue disponible?')).toBeVisible();
});
