import { randomBytes } from 'node:crypto';
import { sellerWithListings, signUp, type Listing } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseMeetupHere, collectPageErrors, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * Price guidance in the create form: five drills listed near Chalatenango (no other journey lists there), then a
 * seller writing a listing like them sees what they go for under the price, and a tap fills it in.
 */

const CHALATENANGO = { latitude: 14.04138, longitude: -88.93951 };

test.use({ geolocation: CHALATENANGO, permissions: ['geolocation'] });

test('the create form suggests a price from listings like it nearby, and a tap fills it in', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  // A word of this run's own, so that the listings earlier runs left in the shared database are not counted.
  const model = `Taladro inalámbrico x${randomBytes(3).toString('hex')}`;
  const drills = (prices: number[]): Listing[] =>
    prices.map((price) => ({ title: model, category: 'Herramientas', price, ...CHALATENANGO }));
  // A new account lists three an hour: two neighbours list the five.
  await sellerWithListings((await newUserContext()).request, 'Irma', drills([20, 30, 40]));
  await sellerWithListings((await newUserContext()).request, 'Teo', drills([50, 60]));

  await signUp(page.request, 'Lucía');
  await page.goto('/create-product');
  await page.getByLabel('Título').fill(model);
  await page.locator('label').filter({ hasText: 'Herramientas' }).click();
  await expect(page.getByText('Precio sugerido')).toHaveCount(0);

  await chooseMeetupHere(page, 'Parque central de Chalatenango');

  const hint = page.getByRole('status').filter({ hasText: 'Precio sugerido' });
  await expect(hint).toContainText('Precio sugerido: $30.00 – $50.00');
  await expect(hint).toContainText('Mediana $40.00, según 5 anuncios parecidos cerca.');
  await expectNoSeriousAxeViolations(page, 'create form with a price hint');
  await hint.getByRole('button', { name: 'Usar $40.00' }).click();
  await expect(page.getByLabel('Precio ($)')).toHaveValue('40.00');

  // A title no listing nearby shares falls back to the whole category.
  await page.getByLabel('Título').fill(`${model} con sierra circular`);
  await expect(hint).toContainText('anuncios de esta categoría cerca');
  expect(errors).toEqual([]);
});
