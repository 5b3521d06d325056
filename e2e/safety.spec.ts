import type { APIRequestContext, Page } from '@playwright/test';
import { sellerWithListing, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseLanguageAsVisitor, expectNoSeriousAxeViolations } from './support/page.ts';

/** The safety tips: open to everyone, in Spanish and English, and a tap away from a listing. A phone in Spanish. */

const SPANISH_TIPS = [
  'Reúnete en un lugar público y de día',
  'Revisa antes de pagar',
  'Nunca pagues por adelantado',
  'No compartas códigos',
  'Conversa dentro de Cerquita',
  'Reporta lo sospechoso',
];

const tipsHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('/safety gives its tips and the emergency line in Spanish, then in English, without serious axe violations', async ({
  page,
}) => {
  await page.goto('/safety');
  await expect(tipsHeading(page, 'Consejos de seguridad')).toBeVisible();
  await expect(page).toHaveTitle(/Consejos de seguridad/);
  for (const tip of SPANISH_TIPS)
    await expect(page.getByRole('heading', { level: 2, name: tip })).toBeVisible();
  await expect(page.getByText(/vestíbulo de una delegación de la PNC/)).toBeVisible();
  await expect(page.getByText(/Usa “Reportar” en el producto, el perfil o el mensaje/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoSeriousAxeViolations(page, `/safety (${theme})`);
  }

  await chooseLanguageAsVisitor(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tipsHeading(page, 'Safety tips')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Never pay in advance' })).toBeVisible();
  await expect(page.getByText(/Use “Report” on the listing, the profile or the message/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expectNoSeriousAxeViolations(page, '/safety in English');
});

test('the sign-in help leads to the safety tips', async ({ page }) => {
  await page.goto('/auth-help');
  const link = page.getByRole('link', { name: 'Consejos de seguridad' });
  await expect(link).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/auth-help');
  await link.click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(tipsHeading(page, 'Consejos de seguridad')).toBeVisible();
});

/** Rosa lists a bicycle; answers her id and the listing's. */
async function listBicycle(seller: APIRequestContext): Promise<{ sellerId: number; productId: number }> {
  return sellerWithListing(
    seller,
    'Rosa',
    { title: 'Bicicleta de montaña', category: 'Deportes' },
    { photo: '#0f766e' },
  );
}

test('a listing links to the safety tips beside its seller', async ({ page, newUserContext }) => {
  const { productId } = await listBicycle((await newUserContext()).request);
  await signUp(page.request, 'Mario');
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bicicleta de montaña' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoSeriousAxeViolations(page, `/products/${productId} (${theme})`);
  }
  await page.getByRole('link', { name: 'Consejos de seguridad' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(tipsHeading(page, 'Consejos de seguridad')).toBeVisible();
});

test('the chat header links to the safety tips', async ({ page, newUserContext }) => {
  const { sellerId, productId } = await listBicycle((await newUserContext()).request);
  await signUp(page.request, 'Mario');
  const started = await page.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { id }: { id: number } = await started.json();

  await page.goto(`/chat/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa R.' })).toBeVisible();
  await page.getByRole('link', { name: 'Consejos de seguridad' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(tipsHeading(page, 'Consejos de seguridad')).toBeVisible();
});
