import { signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Saved searches: the home offers "Avisarme" only once a search narrows the list; the search saved, Favoritos →
 * Búsquedas lists it with its alerts on, turns them off and deletes it; the empty tab leads back to the search.
 */
test('a search is saved from the "Avisarme" chip and kept under Favoritos → Búsquedas', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signUp(page.request, 'Ana');
  await page.goto('/');
  const alertMe = page.getByRole('button', { name: /^Avisarme de productos nuevos/ });
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toBeVisible();
  await expect(alertMe).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill('hamaca');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para “hamaca”' })).toBeVisible();
  await alertMe.click();
  await expect(toast(page, 'Guardamos “hamaca”')).toBeVisible();

  await page.goto('/favorites');
  await page.getByRole('tab', { name: 'Búsquedas' }).click();
  const saved = page.getByRole('list', { name: 'Búsquedas guardadas' });
  await expect(saved.getByRole('link', { name: 'hamaca' })).toBeVisible();
  const alerts = saved.getByRole('button', { name: 'Avisos de “hamaca”' });
  await expect(alerts).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAxeViolations(page);
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await page.getByRole('tab', { name: 'Búsquedas' }).click();
  await expect(page.getByRole('button', { name: 'Avisos de “hamaca”' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('button', { name: 'Borrar la búsqueda “hamaca”' }).click();
  await expect(page.getByText('Aún no tienes búsquedas guardadas')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Buscar algo' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
