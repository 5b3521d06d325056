import type { Locator, Page } from '@playwright/test';
import {
  newPerson,
  register,
  SAN_SALVADOR,
  sellerWithListing,
  sellerWithListings,
  signUp,
  verifyMailedAddress,
  type Listing,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { applyFilters, expectNoSeriousAxeViolations, openFilterSheet } from './support/page.ts';

/**
 * The shell on a 390×844 phone: one bottom bar that always marks where you are and steps aside in a chat and for the
 * keyboard; home shows two rows of cards before any scrolling, with every filter in one sheet; the product page keeps
 * its main action in view.
 */

const NAV = 'Navegación principal';

function bottomBar(page: Page): Locator {
  return page.getByRole('navigation', { name: NAV });
}

/** Three chairs near San Salvador, priced `first` × 10 dollars and the next two tens up. */
function threeChairs(tag: string, first: number): Listing[] {
  return [0, 1, 2].map((each) => {
    const price = (first + each) * 10;
    return {
      title: `Silla ${tag} ${price}`,
      category: 'Hogar',
      price,
      latitude: SAN_SALVADOR.latitude + each * 0.002,
      longitude: SAN_SALVADOR.longitude,
    };
  });
}

test('home shows two rows of cards with their prices before scrolling, and one filter sheet', async ({
  page,
  context,
  newUserContext,
}) => {
  // Six chairs priced 10 to 60 dollars; a new account lists three an hour, so two sellers.
  const tag = `nav${Date.now().toString(36)}`;
  await sellerWithListings((await newUserContext()).request, 'Rosa', threeChairs(tag, 1), {
    photo: '#0f766e',
  });
  await sellerWithListings((await newUserContext()).request, 'Julia', threeChairs(tag, 4), {
    photo: '#b45309',
  });

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SAN_SALVADOR);
  const buyer = newPerson('Marta');
  await register(page.request, buyer);
  await page.goto('/');

  // A new account's reminder to confirm the email is one line: the first four prices still show above the bottom bar.
  await expect(page.getByRole('region', { name: 'Confirma tu correo' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Productos' }).getByRole('article');
  await expect(cards.nth(3)).toBeVisible();
  const barTop = (await bottomBar(page).boundingBox())?.y ?? 0;
  expect(barTop).toBeGreaterThan(700);
  for (let index = 0; index < 4; index += 1) {
    const price = cards.nth(index).getByText(/^\$\d+\.\d\d$/);
    const box = (await price.boundingBox()) ?? { y: -1, height: 0 };
    expect(box.y + box.height, `price ${index} above the bar`).toBeLessThanOrEqual(barTop);
  }

  // Once the email is confirmed, the first four cards lie wholly above the bottom bar.
  await verifyMailedAddress(page.request, buyer.email);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Confirma tu correo' })).toHaveCount(0);
  await expect(cards.nth(3)).toBeVisible();
  for (let index = 0; index < 4; index += 1) {
    const card = cards.nth(index);
    await expect(card).toContainText(/\$\d+\.\d\d/);
    const box = (await card.boundingBox()) ?? { y: -1, height: 0 };
    expect(box.y, `card ${index} starts in the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `card ${index} ends above the bar`).toBeLessThanOrEqual(barTop);
  }
  await expect(page.getByRole('heading', { name: 'A menos de 5 km de ti' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home');

  // Search for this journey's chairs; the sheet narrows them to 20–40 dollars and counts the filter.
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(`silla ${tag}`);
  await search.press('Enter');
  const results = page.getByRole('list', { name: 'Productos' }).getByRole('article');
  await expect(results).toHaveCount(6);
  const sheet = await openFilterSheet(page);
  await expect(
    sheet.getByRole('group', { name: 'Distancia' }).getByRole('button', { name: '5 km', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  // A search lists nearest first like the rest of home: that is its order, with no other name for it.
  const order = sheet.getByRole('group', { name: 'Ordenar por' });
  await expect(order.getByRole('button', { name: 'Más cerca' })).toHaveAttribute('aria-pressed', 'true');
  await expect(order.getByRole('button')).toHaveText([
    'Más cerca',
    'Más recientes',
    'Precio más bajo',
    'Precio más alto',
  ]);
  await expectNoSeriousAxeViolations(page, 'filter sheet');
  await sheet.getByLabel('Mínimo').fill('50');
  await sheet.getByLabel('Máximo').fill('20');
  await sheet.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(sheet.getByText('Escribe un precio mínimo que no pase del máximo')).toBeVisible();
  await sheet.getByLabel('Mínimo').fill('20');
  await sheet.getByLabel('Máximo').fill('40');
  await applyFilters(sheet);
  await expect(page).toHaveURL(/[?&]min=20&max=40/);
  await expect(results).toHaveCount(3);
  for (const price of ['$20.00', '$30.00', '$40.00']) await expect(page.getByText(price)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros 1 filtro activo' })).toBeVisible();

  // A condition and an order: two more, the cheapest first.
  await openFilterSheet(page);
  await sheet.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Buen estado' }).click();
  await order.getByRole('button', { name: 'Precio más alto' }).click();
  await applyFilters(sheet);
  await expect(page.getByRole('button', { name: 'Filtros 3 filtros activos' })).toBeVisible();
  await expect(results.first()).toContainText('$40.00');
  await expect(results.last()).toContainText('$20.00');

  // Clearing the sheet brings all six back.
  await openFilterSheet(page);
  await sheet.getByRole('button', { name: 'Borrar filtros' }).click();
  await applyFilters(sheet);
  await expect(results).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
});

test('the bottom bar marks the current screen on every route and old home views lead to their screens', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Elena', {
    title: 'Mesa de noche',
    category: 'Hogar',
  });
  await signUp(page.request, 'Pedro');

  const routes: [string, string][] = [
    ['/', 'Inicio'],
    ['/community', 'Comunidad'],
    ['/create-product', 'Vender'],
    ['/messages', 'Mensajes'],
    ['/conversations', 'Mensajes'],
    ['/profile', 'Perfil'],
    ['/favorites', 'Perfil'],
    ['/settings', 'Perfil'],
    ['/me/listings', 'Perfil'],
  ];
  for (const [path, item] of routes) {
    await page.goto(path);
    const current = bottomBar(page).locator('[aria-current="page"]');
    await expect(current, path).toHaveCount(1);
    await expect(current, path).toHaveAccessibleName(new RegExp(`^${item}`));
  }
  // A listing's page has its own bar and a way back instead.
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expect(bottomBar(page)).toHaveCount(0);

  // Moving through the bar itself.
  await page.goto('/');
  for (const item of ['Comunidad', 'Mensajes', 'Perfil', 'Vender', 'Inicio']) {
    await bottomBar(page)
      .getByRole('link', { name: new RegExp(`^${item}`) })
      .click();
    await expect(bottomBar(page).locator('[aria-current="page"]')).toHaveAccessibleName(
      new RegExp(`^${item}`),
    );
  }

  for (const [view, path, item] of [
    ['community', '/community', 'Comunidad'],
    ['messages', '/messages', 'Mensajes'],
    ['profile', '/profile', 'Perfil'],
  ] as const) {
    await page.goto(`/?view=${view}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(bottomBar(page).locator('[aria-current="page"]')).toHaveAccessibleName(
      new RegExp(`^${item}`),
    );
  }
  // What the home tabs led to is still a tap away: own listings (the seller hub) from Perfil, the map from home.
  await page.getByRole('link', { name: 'Mis anuncios' }).click();
  await expect(page.getByRole('heading', { name: 'Mis anuncios' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Mapa', exact: true })).toBeVisible();
});

test('the product page keeps its main action in view; the chat has no bottom bar', async ({
  page,
  newUserContext,
}) => {
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Elena', {
    title: 'Ropero de cedro',
    category: 'Hogar',
    price: 120,
    description: 'Ropero grande de cedro.\n'.repeat(30),
  });
  await signUp(page.request, 'Pedro');

  await page.goto(`/products/${productId}`);
  const actions = page.getByRole('region', { name: 'Acciones del producto' });
  await expect(actions.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Hacer oferta' })).toBeVisible();
  // The listing's own bar takes the bottom: the navigation steps aside, and a back arrow leads out.
  await expect(bottomBar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(actions.getByRole('button', { name: 'Enviar mensaje' })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousAxeViolations(page, 'product page, scrolled');

  // Into the chat: the bar steps aside for the messages and the composer.
  await actions.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('textbox', { name: /mensaje/i })).toBeVisible();
  await expect(bottomBar(page)).toHaveCount(0);
  await page.goBack();
  await expect(actions).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(bottomBar(page)).toBeVisible();
});

test("the product's owner edits from the action bar", async ({ page }) => {
  const { productId } = await sellerWithListing(page.request, 'Elena', {
    title: 'Cómoda blanca',
    category: 'Hogar',
  });
  await page.goto(`/products/${productId}`);
  const actions = page.getByRole('region', { name: 'Acciones del producto' });
  await actions.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/edit$`));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the bottom bar steps aside while the keyboard is up', async ({ page }) => {
    await signUp(page.request, 'Pedro');
    await page.goto('/');
    await expect(bottomBar(page)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar productos' }).focus();
    await expect(bottomBar(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).blur();
    await expect(bottomBar(page)).toBeVisible();
  });
});

test('distances in miles once chosen in Settings, in km again when switched back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SAN_SALVADOR);
  await signUp(page.request, 'Pedro');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A menos de 5 km de ti' })).toBeVisible();

  await page.goto('/settings');
  const units = page.getByRole('group', { name: 'Distancias' });
  await expect(units.getByRole('button', { name: 'Kilómetros (km)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await units.getByRole('button', { name: 'Millas (mi)' }).click();
  await expectNoSeriousAxeViolations(page, '/settings');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A menos de 3 millas de ti' })).toBeVisible();
  const distances = (await openFilterSheet(page)).getByRole('group', { name: 'Distancia' });
  await expect(distances.getByRole('button')).toHaveText([
    '1 milla',
    '3 millas',
    '6 millas',
    '15 millas',
    '30 millas',
    'Todo el país',
  ]);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'A menos de 3 millas de ti' })).toBeVisible();
  await page.goto('/settings');
  await page
    .getByRole('group', { name: 'Distancias' })
    .getByRole('button', { name: 'Kilómetros (km)' })
    .click();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A menos de 5 km de ti' })).toBeVisible();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('home, the filter sheet and the product page have no serious axe violations', async ({
    page,
    context,
    newUserContext,
  }) => {
    const { productId } = await sellerWithListing((await newUserContext()).request, 'Elena', {
      title: 'Lámpara de pie',
      category: 'Hogar',
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SAN_SALVADOR);
    await signUp(page.request, 'Pedro');
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Productos' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'home, dark');
    await (await openFilterSheet(page)).getByRole('button', { name: 'Precio más bajo' }).click();
    await expectNoSeriousAxeViolations(page, 'filter sheet, dark');
    await page.goto(`/products/${productId}`);
    await expect(page.getByRole('region', { name: 'Acciones del producto' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'product page, dark');
  });
});
