import type { Page } from '@playwright/test';
import {
  categoryId,
  createProduct,
  mailedVerificationLink,
  newPerson,
  register,
  verifyMailedAddress,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Email verification: the link mailed at registration verifies the address once; until then home and
 * /profile show a banner that can resend the link or be dismissed for the session; afterwards a badge says so.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Confirma tu correo' });

test('register, open the mailed link, and the banner gives way to the badge', async ({ page }) => {
  const errors = collectPageErrors(page);
  const person = newPerson('Camila');
  await register(page.request, person);

  await test.step('home reminds in one line, with the resend button; the profile says why', async () => {
    await page.goto('/');
    await expect(banner(page).getByRole('button', { name: 'Reenviar enlace' })).toBeVisible();
    await expect(banner(page)).not.toContainText('Abre el enlace que te enviamos por correo.');
    await expectNoSeriousAxeViolations(page, '/ with the verification banner');
    await page.screenshot({ path: test.info().outputPath('banner.png') });
    await page.goto('/profile');
    await expect(banner(page)).toContainText('Abre el enlace que te enviamos por correo.');
  });

  const link = await test.step('the mail carries a link to APP_URL', async () => {
    const mailed = await mailedVerificationLink(person.email);
    expect(new URL(mailed).origin).toBe(new URL(page.url()).origin);
    return mailed;
  });

  await test.step('the link verifies the address and leads on to the app', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
    await expect(page.getByText('Tu correo quedó confirmado. ¡Gracias!')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/verify-email success');
    await page.screenshot({ path: test.info().outputPath('verify-success.png') });
    await page.getByRole('link', { name: 'Ir a Cerquita' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(banner(page)).toHaveCount(0);
  });

  await test.step('the profile shows the badge and no banner', async () => {
    await page.goto('/profile');
    const profile = page.getByRole('region', { name: 'Mi perfil' });
    await expect(profile.getByText('Correo confirmado')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('profile-badge.png') });
  });

  await test.step('the same link a second time says it is spent and offers nothing to resend', async () => {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu correo' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'El enlace para confirmar tu correo no sirve: ya se usó o venció. Pide uno nuevo.',
    );
    await page.getByRole('button', { name: 'Reenviar enlace' }).click();
    await expect(toast(page, 'Tu correo ya está confirmado')).toBeVisible();
  });
  expect(errors).toEqual([]);
});

test('the banner resends the link, and once closed stays closed for the session', async ({ page }) => {
  const person = newPerson('Mateo');
  await register(page.request, person);
  await mailedVerificationLink(person.email);

  await page.goto('/profile');
  await banner(page).getByRole('button', { name: 'Reenviar enlace' }).click();
  await expect(toast(page, 'Enlace enviado')).toContainText(`Te enviamos un enlace nuevo a ${person.email}`);
  const resent = await mailedVerificationLink(person.email);

  await banner(page).getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` }),
  ).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await page.goto(resent);
  await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
});

test('a bogus link, signed out: a clear message and the way to sign in for a new one', async ({ page }) => {
  await page.goto('/verify-email?token=inventado');
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu correo' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('El enlace para confirmar tu correo no sirve');
  await expect(page.getByText('Inicia sesión para pedir un enlace nuevo.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/verify-email failure');
  await page.screenshot({ path: test.info().outputPath('verify-failure.png') });
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a buyer sees the badge of a verified seller on the product and in the chat header', async ({
  page,
  newUserContext,
}) => {
  const seller = newPerson('Valeria');
  const sellerPage = await (await newUserContext()).newPage();
  const sellerId = (await register(sellerPage.request, seller)).id;
  await verifyMailedAddress(sellerPage.request, seller.email);
  const productId = await createProduct(sellerPage.request, {
    title: 'Guitarra acústica',
    categoryId: await categoryId(sellerPage.request, 'Hogar'),
  });
  await register(page.request, newPerson('Diego'));

  await page.goto(`/products/${productId}`);
  const sellerCard = page.getByRole('region', { name: 'Quién vende' });
  await expect(sellerCard).toContainText('Valeria R.');
  await expect(sellerCard.getByRole('button', { name: 'Correo verificado' })).toBeVisible();

  const opened = await page.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  const { id }: { id: number } = await opened.json();
  await page.goto(`/conversations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Valeria R.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correo verificado' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat header with the badge');
  await page.screenshot({ path: test.info().outputPath('chat-badge.png') });
});
