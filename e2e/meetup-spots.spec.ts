import { signInAdmin, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Safe meetup spots on a phone in Spanish: the safety page lists the spots nearest the person once they share their
 * location; they suggest one from there with their location; an admin finds it in the queue and approves it, and then
 * it is listed to everyone.
 */

const SOYAPANGO = { latitude: 13.7023, longitude: -89.1522 };

test('a suggested safe spot waits for an admin, who approves it; then everyone sees it', async ({
  page,
  context,
  newUserContext,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SOYAPANGO);
  await signUp(page.request, 'Rosa');

  await page.goto('/safety');
  const nearby = page.getByRole('region', { name: 'Puntos seguros cerca de ti' });
  await nearby.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(nearby.getByRole('listitem').first()).toContainText('Plaza Mundo Soyapango');
  await expect(nearby.getByRole('listitem').first()).toContainText('Soyapango, San Salvador Este');
  await expectNoSeriousAxeViolations(page, '/safety with nearby spots');
  await page.screenshot({ path: test.info().outputPath('safety-nearby-spots.png'), fullPage: true });

  await nearby.getByRole('link', { name: 'Sugerir un punto seguro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sugerir un punto seguro' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(page.getByText('Escribe el nombre del lugar')).toBeVisible();
  await page.getByLabel('Nombre del lugar').fill('Súper Selectos Soyapango centro');
  await page.getByRole('radio', { name: 'Supermercado' }).check();
  await expect(page.getByText('Escribe el nombre del lugar')).toHaveCount(0);
  await expect(page.getByText('Elige qué tipo de lugar es')).toHaveCount(0);
  await page.getByLabel('Horario (opcional)').fill('Lun–Dom 7:00–21:00');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByText('Cerca de Soyapango')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/safety/suggest-spot');
  await page.screenshot({ path: test.info().outputPath('suggest-spot-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(page.getByText('¡Gracias por tu sugerencia!')).toBeVisible();

  const listed = async () =>
    ((await (await page.request.get('/api/meetup-spots?limit=50')).json()) as { name: string }[]).map(
      (spot) => spot.name,
    );
  expect(await listed()).not.toContain('Súper Selectos Soyapango centro');

  const admin = await (await newUserContext()).newPage();
  await signInAdmin(admin.request);
  await admin.goto('/admin');
  const spots = admin.getByRole('region', { name: 'Puntos seguros' });
  const suggestion = spots.getByRole('listitem').filter({ hasText: 'Súper Selectos Soyapango centro' });
  await expect(suggestion).toContainText('Supermercado · Soyapango, San Salvador Este');
  await suggestion.scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(admin, '/admin safe spots');
  await admin.screenshot({ path: test.info().outputPath('admin-spots-queue.png') });
  await suggestion.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(admin, 'Súper Selectos Soyapango centro ya se muestra a todos.')).toBeVisible();
  await expect(
    spots.getByRole('listitem').filter({ hasText: 'Súper Selectos Soyapango centro' }),
  ).toContainText('Editar');
  expect(await listed()).toContain('Súper Selectos Soyapango centro');
});
