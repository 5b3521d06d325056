import { Secret, TOTP } from 'otpauth';
import { newPerson, register, verifyMailedAddress } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * Two-step sign-in for an admin, through the real screens: where admin tools need it, /admin walks the admin through
 * enrolment (QR, the key as text, "Código de 6 dígitos", "Activar", the recovery codes) while they stay signed in; the
 * next sign-in asks for a code after the password. The e2e server does not require two factors of admins (other
 * journeys use the admin's password alone), so this journey answers /api/config as a production server would.
 */

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

test('an admin turns on two-step sign-in from /admin and signs in again with a code', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = process.env.E2E_TWO_FACTOR_ADMIN_EMAIL;
  if (!email) throw new Error('E2E_TWO_FACTOR_ADMIN_EMAIL is not set: run through playwright.config.ts');
  const admin = { ...newPerson('Marta'), email };
  await register(page.request, admin);
  await verifyMailedAddress(page.request, email);
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), adminRequiresTwoFactor: true } });
  });

  await page.goto('/admin');
  await expect(page.getByText('Para usar las herramientas de administración necesitas')).toBeVisible();
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(
    page.getByRole('img', { name: 'Código QR para agregar Cerquita a tu app de autenticación' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Abrir en la app de autenticación de este teléfono' }),
  ).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeViolations(page, '/admin two-factor enrolment');
  await page.screenshot({ path: 'test-results/two-factor/admin-enrolment.png' });

  await page.getByLabel('Código de 6 dígitos').fill('000000');
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(page.getByText(/Ese código no es válido o ya se usó/)).toBeVisible();
  await page.getByLabel('Código de 6 dígitos').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Guarda tus códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoSeriousAxeViolations(page, '/admin recovery codes');
  await page.screenshot({ path: 'test-results/two-factor/recovery-codes.png' });
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  // Still signed in, now with the admin tools.
  await expect(page.getByRole('heading', { name: 'Reportes', exact: true })).toBeVisible();

  await page.request.post('/api/logout');
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await expect(page.getByLabel('Código de verificación')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/auth code step');
  await page.screenshot({ path: 'test-results/two-factor/sign-in-code.png' });
  // The code of the next 30-second step: the one used to turn it on may still be current, and counts once.
  await page.getByLabel('Código de verificación').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);
  expect(errors).toEqual([]);
});
