import { signInAdmin, signUp, solidPng } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Identity on a phone in Spanish: a person sends the three DUI photos from Settings and sees that they wait for
 * review; an admin sees them in the queue, refuses a DUI number whose check digit is wrong, approves with the right one,
 * and the person's settings say they are verified.
 */
test('a person sends their DUI photos and an admin approves them', async ({ page, newUserContext }) => {
  await signUp(page.request, 'Marisol');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Verificar identidad' });
  await expect(section).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/settings identity');
  await section.getByRole('button', { name: 'Enviar para revisión' }).click();
  await expect(section.getByRole('alert')).toHaveText('Agrega las tres fotos');

  const photo = { mimeType: 'image/png', buffer: await solidPng('#3b6fb6') };
  await section.getByLabel('Frente del DUI').setInputFiles({ name: 'frente.png', ...photo });
  await section.getByLabel('Reverso del DUI').setInputFiles({ name: 'reverso.png', ...photo });
  await section.getByLabel('Selfie sosteniendo tu DUI').setInputFiles({ name: 'selfie.png', ...photo });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-identity-form.png') });
  await section.getByRole('button', { name: 'Enviar para revisión' }).click();
  await expect(toast(page, 'Recibimos tus fotos. Te avisaremos cuando las revisemos.')).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/Estamos revisando tus fotos/);
  await page.screenshot({ path: test.info().outputPath('settings-identity-pending.png') });

  const admin = await (await newUserContext()).newPage();
  await signInAdmin(admin.request);
  await admin.goto('/admin');
  const queue = admin.getByRole('region', { name: 'Verificación de identidad' });
  const check = queue.getByRole('listitem').filter({ hasText: 'Marisol Rivas' }).first();
  await expect(check.getByRole('img', { name: 'Frente del DUI de Marisol Rivas' })).toBeVisible();
  await expectNoSeriousAxeViolations(admin, '/admin identity');
  await check.getByLabel('Número de DUI').fill('00016297-4');
  await check.getByRole('button', { name: 'Aprobar' }).click();
  await expect(
    check.getByText('Escribe el número del DUI como 00000000-0; revisa el último dígito'),
  ).toBeVisible();
  await check.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: test.info().outputPath('admin-identity-queue.png') });
  // A number no other run uses: one DUI verifies one account.
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  await check.getByLabel('Número de DUI').fill(`${digits}-${(10 - (sum % 10)) % 10}`);
  await check.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(admin, 'Decisión guardada')).toBeVisible();

  await page.reload();
  await expect(section.getByRole('status')).toHaveText(/Tu identidad está verificada/);
  await page.screenshot({ path: test.info().outputPath('settings-identity-approved.png') });
});
