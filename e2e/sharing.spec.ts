import { SAN_MIGUEL, sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/page.ts';

/** Shared links on a phone: the page the server sends carries the preview tags; visitors read what they point to. */

test('a shared listing link carries its preview tags (the visitor journey is visitor-browsing.spec.ts)', async ({
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
});

test('a shared community post opens the wall at the post for a visitor, with its preview tags', async ({
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
  await expectNoSeriousAxeViolations(page, 'a shared post, as a visitor');
});

test('an unknown shared link says so, with a way in', async ({ page }) => {
  const response = await page.goto('/products/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});
