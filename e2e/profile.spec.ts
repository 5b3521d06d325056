import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { categoryId, createProduct, newPerson, register, signInAdmin, type Person } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Profile, settings and admin: a phone in Spanish.
 * Users are created through the API with the page's own request context, so the browser shares their session.
 */

async function loginStatus(request: APIRequestContext, person: Person, password: string): Promise<number> {
  const response = await request.post('/api/login', { data: { email: person.email, password } });
  return response.status();
}

/** A colourful 600×400 PNG drawn by the browser itself: a real photo-like image for the avatar upload. */
async function generatedPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 600, 400);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#fb923c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(300, 170, 90, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const avatarInput = (page: Page) => page.getByLabel('Cambiar foto');

test('/profile shows the name, location, sold count, shortcuts and sign-out; the old profile view leads there', async ({
  page,
}) => {
  const person = newPerson('Rosa', 'Hernández');
  await register(page.request, person);
  await page.goto('/?view=profile');
  await expect(page).toHaveURL(/\/profile$/);

  const profile = page.getByRole('region', { name: 'Mi perfil' });
  await expect(profile.getByRole('heading', { level: 1, name: 'Rosa Hernández' })).toBeVisible();
  await expect(profile.getByText('San Salvador')).toBeVisible();
  await expect(profile.getByText('0 productos vendidos')).toBeVisible();
  await expect(profile.getByText('Verificado')).toHaveCount(0);

  const shortcuts = page.getByRole('navigation', { name: 'Accesos de tu cuenta' });
  await expect(shortcuts.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favorites');
  await shortcuts.getByRole('link', { name: 'Mis anuncios' }).click();
  await expect(page).toHaveURL(/\/me\/listings$/);
  await expect(page.getByRole('heading', { name: 'Mis anuncios' })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a user changes avatar, name, language, theme and password, then deletes the account', async ({
  page,
}) => {
  const person = newPerson('Carmen', 'Hernández');
  const newPassword = `horchata-${randomBytes(3).toString('hex')}`;
  await register(page.request, person);

  await test.step('/profile: the account block, a wrong file, a too big file, then a real picture', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Carmen Hernández' })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByText('Miembro desde')).toBeVisible();
    const year = String(new Date().getFullYear());
    await expect(page.getByText(new RegExp(`de ${year}$`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favorites');
    await expect(page.getByRole('link', { name: 'Términos y políticas' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Contáctanos por correo' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('link', { name: 'Panel de administración' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, '/profile');

    await avatarInput(page).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('esto no es una imagen'),
    });
    await expect(page.getByRole('alert')).toContainText('Elige un archivo de imagen');

    await avatarInput(page).setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toContainText('La imagen debe pesar 5 MB o menos');

    await avatarInput(page).setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page),
    });
    await expect(toast(page, 'Foto de perfil actualizada')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f]{64}\.jpg$/,
    );
  });

  await test.step('/settings: the name (first name required), shown everywhere at once', async () => {
    await page.getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/settings');

    await page.getByRole('button', { name: 'Editar nombre' }).click();
    const firstName = page.getByLabel('Nombre', { exact: true });
    await expect(firstName).toBeFocused();
    await firstName.fill('');
    await page.getByLabel('Apellido (opcional)').fill('Rivas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Escribe tu nombre')).toBeVisible();
    await expect(page.getByLabel('Apellido (opcional)')).toHaveValue('Rivas');

    await firstName.fill('Lucía');
    await page.getByLabel('Ciudad o zona').fill('Santa Ana');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Perfil actualizado')).toBeVisible();
    await expect(page.getByText('Lucía Rivas')).toBeVisible();
    await expect(page.getByText('Santa Ana')).toBeVisible();

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía Rivas' })).toBeVisible();
    await page.goto('/settings');
  });

  await test.step('language: English at once, still English after a reload, then back to Spanish', async () => {
    await page.getByRole('group', { name: 'Idioma' }).last().getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/settings in English');

    await page
      .getByRole('group', { name: 'Language' })
      .last()
      .getByRole('button', { name: 'Español' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  });

  await test.step('theme: dark, and still dark after a reload', async () => {
    const themes = page.getByRole('group', { name: 'Tema' });
    await themes.getByRole('button', { name: 'Oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themes.getByRole('button', { name: 'Oscuro' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole('group', { name: 'Tema' }).getByRole('button', { name: 'Oscuro' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page, '/settings in dark');
  });

  await test.step('password: the form checks first, a wrong current password keeps what was typed', async () => {
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const current = page.getByLabel('Contraseña actual');
    const fresh = page.getByLabel('Nueva contraseña', { exact: true });
    const confirm = page.getByLabel('Confirmar nueva contraseña');
    await expect(current).toBeFocused();
    await fresh.fill('corta');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Escribe tu contraseña actual')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    await current.fill('no-es-mi-clave');
    await fresh.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Las nuevas contraseñas no coinciden')).toBeVisible();

    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('La contraseña actual es incorrecta')).toBeVisible();
    await expect(fresh).toHaveValue(newPassword);
    await expect(confirm).toHaveValue(newPassword);

    await current.fill(person.password);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(toast(page, 'Contraseña actualizada')).toBeVisible();
    await expect(current).toHaveCount(0);
  });

  await test.step('sign out (to /auth after a second); the old password fails, the new one works', async () => {
    await page.getByRole('region', { name: 'Sesión' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await loginStatus(page.request, person, person.password)).toBe(401);

    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('delete the account by typing the word and the password; it cannot sign in again', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toContainText('Esta acción no se puede deshacer.');
    const word = dialog.getByLabel('Escribe “eliminar” para confirmar');
    const confirmButton = dialog.getByRole('button', { name: 'Eliminar cuenta' });
    await expect(confirmButton).toBeDisabled();
    await word.fill('elimina');
    await expect(confirmButton).toBeDisabled();
    await expectNoSeriousAxeViolations(page, 'delete-account dialog (dark)');

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(word).toHaveValue('');

    await word.fill('ELIMINAR');
    await expect(confirmButton).toBeEnabled();
    const password = dialog.getByLabel('Contraseña actual');
    await confirmButton.click();
    await expect(dialog.getByText('Escribe tu contraseña actual')).toBeVisible();
    await password.fill('no-es-mi-clave');
    await confirmButton.click();
    await expect(dialog.getByText('La contraseña actual es incorrecta')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(newPassword);
    await expect(dialog.getByText('La contraseña actual es incorrecta')).toHaveCount(0);
    await confirmButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Tu cuenta y tus datos fueron eliminados')).toBeVisible();
    expect(await loginStatus(page.request, person, newPassword)).toBe(401);
  });
});

test('/admin: a non-admin sees the restricted screen (the API says 403 too)', async ({ page }) => {
  await register(page.request, newPerson('Mario'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso restringido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar productos' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/admin restricted');
  const response = await page.request.delete('/api/admin/reset/products');
  expect(response.status()).toBe(403);
});

/**
 * The last test of this file on purpose: it really runs the 'products' reset, which deletes every product of the
 * shared e2e database. Specs run one after another (one worker) and each creates its own data at its start, so a
 * reset at the end of this spec cannot pull data from under another one. Users and the full reset are only opened and
 * cancelled (the full reset's failure path is answered by a mocked 500, never by the server).
 */
test('/admin: an administrator confirms each reset; products are really deleted', async ({ page }) => {
  const admin = await signInAdmin(page.request);

  const productId = await createProduct(page.request, {
    title: 'Bicicleta para reset',
    categoryId: await categoryId(page.request, 'Deportes'),
    description: 'Se borrará con el reset de productos.',
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('no se puede recuperar');
  for (const title of ['Eliminar usuarios', 'Eliminar productos', 'Borrar todo']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page, '/admin');

  await test.step('delete users: the dialog says what goes, Cancel keeps everything', async () => {
    await page.getByRole('button', { name: 'Eliminar usuarios' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    await expect(dialog).toContainText('Esta acción no se puede deshacer.');
    await expect(dialog).toContainText('Se eliminarán todas las cuentas que no son de administración');
    await expect(dialog.getByRole('button', { name: 'Sí, eliminar' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/admin confirmation dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('full reset: the admin’s password is asked for; a missing or wrong one deletes nothing', async () => {
    await page.getByRole('button', { name: 'Borrar todo' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    const password = dialog.getByLabel('Tu contraseña');
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(dialog.getByText('Escribe tu contraseña actual')).toBeVisible();
    await password.fill('no-es-la-clave');
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(dialog.getByText('La contraseña actual es incorrecta')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page, '/admin wrong password');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(200);
  });

  await test.step("full reset: a server failure says 'No se pudieron borrar los datos' and the fallback text", async () => {
    await page.route('**/api/admin/reset/all', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Borrar todo' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    await expect(dialog).toContainText('Se eliminarán todos los productos, publicaciones, conversaciones');
    await expect(dialog.getByLabel('Tu contraseña')).toHaveValue('');
    await dialog.getByLabel('Tu contraseña').fill(admin.password);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(toast(page, 'No se pudieron borrar los datos')).toContainText(
      'Revisa tu conexión e inténtalo de nuevo.',
    );
    await expect(dialog).toHaveCount(0);
    await page.unroute('**/api/admin/reset/all');
  });

  await test.step('delete products: every button is disabled while it runs, then "Datos borrados"', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/reset/products', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Eliminar productos' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
    await expect(dialog).toContainText('Se eliminarán todos los productos de todas las personas');
    await dialog.getByLabel('Tu contraseña').fill(admin.password);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(dialog.getByRole('button', { name: 'Procesando…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // The cards sit behind the open dialog, hidden from the accessibility tree.
    for (const name of ['Eliminar usuarios', 'Eliminar productos', 'Borrar todo']) {
      await expect(page.getByRole('button', { name, includeHidden: true })).toBeDisabled();
    }
    release();
    await expect(toast(page, 'Datos borrados')).toContainText('se eliminaron');
    await expect(dialog).toHaveCount(0);
    for (const name of ['Eliminar usuarios', 'Eliminar productos', 'Borrar todo']) {
      await expect(page.getByRole('button', { name })).toBeEnabled();
    }
    expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
  });
});
