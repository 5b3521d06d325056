import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newPerson, register, type Person } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * Accounts: a phone in Spanish, through the real screens only.
 * Delays: sign-out goes to /auth after 1000 ms, a password reset after 3000 ms.
 */

const AUTH_URL = /\/auth$/;
const HOME_URL = /\/$/;

/** Requests the page sends to an API path, to prove a form stopped before the network. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Set by recordToasts in the page. */
declare global {
  interface Window {
    reportToast?: (text: string) => void;
  }
}

/**
 * Every text the toast region shows, from the next page load on. Catches a toast that lives only until the page
 * leaves (the 401 handler's, 500 ms), which polling for it can miss on a busy machine.
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"][aria-live]')?.textContent;
      if (text) window.reportToast?.(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
}

async function openRegisterTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true');
}

async function fillRegisterForm(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await page.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(person.email);
  await page.getByLabel('Teléfono (opcional, no se muestra)', { exact: true }).fill('7012 3456');
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
}

async function submitRegister(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
}

/** /auth → register tab → home, signed in, with the 'account created' welcome toast. */
async function registerThroughForm(page: Page, person: Person): Promise<void> {
  await page.goto('/auth');
  await openRegisterTab(page);
  await fillRegisterForm(page, person);
  await submitRegister(page);
  await expect(page).toHaveURL(HOME_URL);
  await expect(toast(page, 'Cuenta creada')).toContainText(
    `Te damos la bienvenida a Cerquita, ${person.firstName}.`,
  );
  await expectSignedInShell(page);
}

/** The signed-in layout: its top bar has the bell. */
async function expectSignedInShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ })).toBeVisible();
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function expectWelcomeBack(page: Page, person: Person): Promise<void> {
  await expect(toast(page, '¡Hola de nuevo!')).toContainText(
    `Qué gusto verte de nuevo, ${person.firstName}.`,
  );
}

/** /profile: 'Cerrar sesión', the 'Sesión cerrada' toast, then /auth after about a second. */
async function signOut(page: Page): Promise<void> {
  await page.goto('/profile');
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  await expect(page).toHaveURL(AUTH_URL);
  expect(Date.now() - clickedAt, 'sign-out waits about a second before /auth').toBeGreaterThanOrEqual(950);
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
}

test('register, sign out, sign in, recover the password by mail, and only the new password works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const person = newPerson('Ana');
  const newPassword = `${person.password}-nueva`;

  await test.step('register through the register tab and land home with the welcome', async () => {
    await registerThroughForm(page, person);
  });

  await test.step('sign out: /auth after about a second', async () => {
    await signOut(page);
  });

  await test.step('sign in with the same credentials', async () => {
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(HOME_URL);
    await expectWelcomeBack(page, person);
    await expectSignedInShell(page);
  });

  await test.step('sign out again', async () => {
    await signOut(page);
  });

  await test.step('ask for a recovery link', async () => {
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Correo enviado' })).toBeVisible();
    await expect(page.getByText('Si hay una cuenta con ese correo')).toBeVisible();
  });

  const resetLink = await test.step('the mail carries the reset link', async () => {
    // Registration mailed a verification link first: this is the reset mail.
    const mail = await waitForMail(person.email, { subject: 'Crea una contraseña nueva' });
    const link = mail.links.find((candidate) => new URL(candidate).pathname === '/reset-password');
    expect(link, `reset link in: ${mail.text}`).toBeDefined();
    return link ?? '';
  });

  await test.step('open the link and choose a new password', async () => {
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' })).toBeVisible();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill(newPassword);
    const submittedAt = Date.now();
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByRole('heading', { name: '¡Contraseña actualizada!' })).toBeVisible();
    await expect(page.getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.')).toBeVisible();
    await expect(page).toHaveURL(AUTH_URL);
    expect(Date.now() - submittedAt, 'the success card stays 3 s').toBeGreaterThanOrEqual(3000);
  });

  await test.step('the old password is refused with the server message, and the page stays', async () => {
    await submitLogin(page, person.email, person.password);
    await expect(toast(page, 'No se pudo iniciar sesión')).toContainText(
      'El correo o la contraseña no coinciden. Revísalos e inténtalo de nuevo.',
    );
    await expect(page).toHaveURL(AUTH_URL);
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeEnabled();
  });

  await test.step('the new password signs in', async () => {
    await submitLogin(page, person.email, newPassword);
    await expect(page).toHaveURL(HOME_URL);
    await expectWelcomeBack(page, person);
  });

  expect(errors, 'uncaught page errors').toEqual([]);
});

test('the register form explains bad input before any request, and a taken email after', async ({
  page,
  newUserContext,
}) => {
  const person = newPerson('Beto');
  const registerCalls = countRequests(page, '/api/register');
  await page.goto('/auth');
  await openRegisterTab(page);

  await test.step('the phone says why it is asked, the eye shows the password, and the Terms are linked', async () => {
    await expect(page.getByText('Para avisarte de tus ventas. No se muestra a nadie.')).toBeVisible();
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('link', { name: 'Términos', exact: true })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  await test.step('invalid email and short password stay on the client', async () => {
    await fillRegisterForm(page, { ...person, email: 'beto@', password: '123' });
    await submitRegister(page);
    await expect(page.getByText('Escribe un correo válido, como nombre@correo.com')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await expect(page).toHaveURL(AUTH_URL);
    expect(registerCalls(), 'register requests sent').toBe(0);
  });

  await test.step('someone else already holds the email: the 409 message', async () => {
    const other = await (await newUserContext()).newPage();
    await registerThroughForm(other, person);

    await page.getByLabel('Correo electrónico', { exact: true }).fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await submitRegister(page);
    await expect(toast(page, 'No se pudo crear la cuenta')).toContainText(
      'Ya hay una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
    );
    await expect(page).toHaveURL(AUTH_URL);
    expect(registerCalls(), 'register requests sent').toBe(1);
  });
});

test('sign-in returns to the protected page it interrupted; a signed-in user skips /auth', async ({
  page,
  baseURL,
}) => {
  const person = newPerson('Carla');
  const toasts = await recordToasts(page);
  await registerThroughForm(page, person);
  await signOut(page);

  await test.step('a visitor opening /favorites signs in and comes back to it', async () => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/favorites$/);
    await expectSignedInShell(page);
  });

  await test.step('a signed-in user opening /auth is sent home', async () => {
    await page.goto('/auth');
    await expect(page).toHaveURL(HOME_URL);
    await expectSignedInShell(page);
  });

  await test.step('the server sign-in redirect (after a 401) keeps the page too', async () => {
    await signOut(page);
    await page.goto('/api/login', { referer: `${baseURL}/favorites` });
    await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites$/);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/favorites$/);
  });

  await test.step("an expired session: the app's 401 handler says 'Tu sesión terminó', then sign-in", async () => {
    await page.waitForLoadState('networkidle'); // /favorites has loaded its data with the session
    await page.context().clearCookies();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Mensajes' })
      .click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fmessages$/);
    await expect
      .poll(() => toasts.join('\n'))
      .toContain('Tu sesión terminóInicia sesión de nuevo para seguir.');
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/messages$/);
  });

  await test.step('a next parameter pointing elsewhere goes home instead', async () => {
    await signOut(page);
    await page.goto(`/auth?next=${encodeURIComponent('//evil.example/steal')}`);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test('a password changed on another device sends this one to sign-in at once, through its socket', async ({
  page,
  newUserContext,
}) => {
  const person = newPerson('Lorena');
  await register(page.request, person);
  // Listening from the socket's first moment: its auth_success often arrives before the shell shows.
  const authenticated = page.waitForEvent('websocket').then(async (socket) => {
    await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('auth_success'));
    return socket;
  });
  await page.goto('/messages');
  await expectSignedInShell(page);
  const opened = await authenticated;

  const laptop = (await newUserContext()).request;
  const login = await laptop.post('/api/login', { data: { email: person.email, password: person.password } });
  expect(login.status()).toBe(200);
  const changed = await laptop.patch('/api/user/password', {
    data: { currentPassword: person.password, newPassword: 'otra-clave-segura' },
  });
  expect(changed.status()).toBe(200);

  // Well before the server's 30 s heartbeat would have found the ended session. The page's first socket may already
  // have been replaced by a reconnect on a busy machine; the sign-in page is what proves the session ended.
  if (!opened.isClosed()) await opened.waitForEvent('close', { timeout: 5000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/auth\?next=%2Fmessages$/, { timeout: 5000 });
});

test('the reset page refuses a missing or a bogus token', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL(AUTH_URL);

  await page.goto(`/reset-password?token=${randomBytes(32).toString('hex')}`);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('nueva-123');
  await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('nueva-123');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Este enlace ya no sirve. Pide uno nuevo desde “¿Olvidaste tu contraseña?”.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' })).toBeVisible();
});

test('English on /auth, kept after a reload', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  const expectEnglish = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Cerquita' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  };
  await expectEnglish();
  expect(await page.evaluate(() => window.localStorage.getItem('cerquita-language'))).toBe('en');

  await page.reload();
  await expectEnglish();
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText('Enter a valid email, like name@email.com')).toBeVisible();
});

test('the public account screens have no serious or critical accessibility violations', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`${theme} theme`, async () => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/auth login (${theme})`);

      await openRegisterTab(page);
      await submitRegister(page);
      await expect(page.getByText('Escribe un correo válido, como nombre@correo.com')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/auth register with errors (${theme})`);

      await page.getByRole('tab', { name: 'Iniciar sesión' }).click();
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/auth forgot password (${theme})`);

      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/reset-password without token (${theme})`);

      await page.goto('/reset-password?token=abc');
      await expect(page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/reset-password form (${theme})`);

      for (const path of ['/auth-help', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${path} (${theme})`);
      }
    });
  }
});
