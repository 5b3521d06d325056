import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SAN_SALVADOR, sellerWithListing, sellerWithListings, signUp, type Listing } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  applyFilters,
  chooseLanguageInSettings,
  expectNoSeriousAxeViolations,
  openFilterSheet,
} from './support/page.ts';

/**
 * Browsing: a buyer standing in San Salvador sees what a seller listed nearby, widens the
 * radius, searches with a typo, filters by category, keeps a favourite, no longer meets a listing once sold, and finds products on the
 * map. A phone in Spanish, spot-checked in English.
 */

/** Every listing here costs $85.50 and has a photo of this colour. */
const PRICE = 85.5;
const PHOTO = '#0f766e';

/**
 * Three listings within 3 miles of San Salvador's centre and one in Santa Ana, ~31 mi away. The bicycle is listed where
 * the buyer stands: before locations were approximate that read '0 ft'.
 */
const BICYCLE: Listing = {
  price: PRICE,
  title: 'Bicicleta de montaña',
  category: 'Deportes',
  ...SAN_SALVADOR,
  description: 'Rin 26, frenos de disco, poco uso. Incluye casco y luces recargables.',
};
/** Its title checks that the map's popup shows text, never HTML. */
const LAMP: Listing = {
  price: PRICE,
  title: 'Lámpara <b>LED</b> de escritorio',
  category: 'Hogar',
  latitude: 13.7055,
  longitude: -89.2115,
};
const PHONE: Listing = {
  price: PRICE,
  title: 'Teléfono Samsung A14',
  category: 'Electrónicos',
  latitude: 13.715,
  longitude: -89.23,
};
const HAMMOCK: Listing = {
  price: PRICE,
  title: 'Hamaca de Santa Ana',
  category: 'Hogar',
  latitude: 13.9942,
  longitude: -89.5597,
};

const PRODUCT_URL = /\/products\/(\d+)$/;

function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test('a buyer nearby browses, searches, filters, keeps a favourite and finds products on the map', async ({
  page,
  context,
  newUserContext,
}) => {
  test.slow(); // one long journey: four listings, three radii, a search, favourites, a sale and two map openings
  const seller = (await newUserContext()).request;
  const {
    productIds: [bicycleId, , phoneId],
  } = await sellerWithListings(seller, 'Rosa', [BICYCLE, LAMP, PHONE], { photo: PHOTO });
  // A new account posts three listings an hour: the far one is another seller's.
  await sellerWithListing((await newUserContext()).request, 'Tomás', HAMMOCK, { photo: PHOTO });

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SAN_SALVADOR);
  await signUp(page.request, 'Mario');
  await page.goto('/');

  // Nearby at the default 5 km (km in Spanish): the three near listings, not the one in Santa Ana.
  await expect(page.getByRole('heading', { name: 'A menos de 5 km de ti' })).toBeVisible();
  for (const listing of [BICYCLE, LAMP, PHONE]) await expect(card(page, listing.title)).toBeVisible();
  await expect(card(page, HAMMOCK.title)).toHaveCount(0);
  await expect(card(page, BICYCLE.title)).toContainText('$85.50');
  // A listing's location is approximate (~500 m), so a close one reads 'a menos de 1 km', never '0 ft'; km in Spanish.
  await expect(card(page, BICYCLE.title)).toContainText('a menos de 1 km · ');
  await expect(card(page, LAMP.title)).toContainText(/\d+[.,]\d km · /);
  await expectNoSeriousAxeViolations(page);

  // The whole country, from the filter sheet, which counts it.
  const sheet = await openFilterSheet(page);
  await sheet.getByRole('group', { name: 'Distancia' }).getByRole('button', { name: 'Todo el país' }).click();
  await applyFilters(sheet);
  await expect(page.getByRole('heading', { name: 'En todo el país' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros 1 filtro activo' })).toBeVisible();
  await expect(card(page, HAMMOCK.title)).toBeVisible();
  await expect(card(page, HAMMOCK.title)).toContainText(/\d+[.,]\d km/);

  // A search with a typo finds the bicycle; clearing it brings the list back.
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill('bisicleta');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para “bisicleta”' })).toBeVisible();
  await expect(card(page, BICYCLE.title)).toBeVisible();
  await expect(card(page, LAMP.title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(page.getByRole('heading', { name: 'En todo el país' })).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(card(page, LAMP.title)).toBeVisible();

  // A category pill filters, and the choice is kept in the URL.
  await page.getByRole('button', { name: 'Hogar', exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect(card(page, LAMP.title)).toBeVisible();
  await expect(card(page, HAMMOCK.title)).toBeVisible();
  await expect(card(page, BICYCLE.title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Todas', exact: true }).click();
  await expect(card(page, BICYCLE.title)).toBeVisible();

  // A favourite, then /favorites with its count (read once the server has answered the optimistic heart).
  const favoriteSaved = page.waitForResponse(
    (response) => response.url().endsWith('/favorite') && response.ok(),
  );
  await card(page, BICYCLE.title)
    .getByRole('button', { name: `Agregar “${BICYCLE.title}” a favoritos` })
    .click();
  await expect(
    card(page, BICYCLE.title).getByRole('button', { name: `Quitar “${BICYCLE.title}” de favoritos` }),
  ).toBeVisible();
  await favoriteSaved;
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favoritos', level: 1 })).toBeVisible();
  await expect(page.getByText('1 producto guardado')).toBeVisible();
  await expect(card(page, BICYCLE.title)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The seller sells the phone: nearby browsing shows only what can still be bought.
  const sold = await seller.patch(`/api/products/${phoneId}/sold`);
  expect(sold.status(), await sold.text()).toBe(200);
  await page.goto('/');
  await expect(card(page, BICYCLE.title)).toBeVisible();
  await expect(card(page, PHONE.title)).toHaveCount(0);

  // The map: an area for each listing still for sale (other journeys' listings nearby may join them), the bicycle and
  // the lamp but not the sold phone; a marker shows its card and an escaped popup.
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const map = page.getByRole('dialog', { name: 'Mapa de productos' });
  await expect(map).toBeVisible();
  await expect(map.getByText(/^\d+ productos en el mapa$/)).toBeAttached();
  await expect(map.getByRole('button', { name: BICYCLE.title, exact: true })).toBeAttached();
  await expect(map.getByRole('button', { name: LAMP.title, exact: true })).toBeAttached();
  await expect(map.getByRole('button', { name: PHONE.title, exact: true })).toHaveCount(0);
  // Each listing is an area (a Leaflet circle path), not a pin: the only marker icon is the user's own position.
  await expect(map.locator('.leaflet-marker-pane .leaflet-marker-icon')).toHaveCount(1);
  await map.getByRole('button', { name: LAMP.title, exact: true }).click();
  await expect(map.getByRole('region', { name: LAMP.title })).toBeVisible();
  await expect(map.locator('.leaflet-popup-content')).toContainText(LAMP.title);
  await expect(map.locator('.leaflet-popup-content b')).toHaveCount(0);
  await map.getByRole('button', { name: 'Cerrar detalle del producto' }).click();
  await expect(map.getByRole('region', { name: LAMP.title })).toHaveCount(0);

  // Closed and opened again, the map starts afresh around the user; the bicycle's area answers the keyboard too, and
  // its popup leads to its page.
  await map.getByRole('button', { name: 'Cerrar mapa' }).click();
  await expect(map).toHaveCount(0);
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  await map.getByRole('button', { name: BICYCLE.title, exact: true }).press('Enter');
  await expect(map.getByRole('region', { name: BICYCLE.title })).toContainText('Rin 26, frenos de disco');
  await expect(map.locator('.leaflet-popup-content')).toContainText('a menos de 1 km');
  await map.locator('.leaflet-popup-content').getByRole('button', { name: 'Ver detalles' }).click();
  await expect(page).toHaveURL(PRODUCT_URL);
  expect(page.url()).toMatch(new RegExp(`/products/${bicycleId}$`));
});

test('removing a favourite on /favorites takes it off at once and leaves the empty state', async ({
  page,
  newUserContext,
}) => {
  const chair = { ...BICYCLE, title: `Silla ${randomBytes(3).toString('hex')}` };
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Ana', chair, {
    photo: PHOTO,
  });
  await signUp(page.request, 'Luis');
  const favorited = await page.request.post(`/api/products/${productId}/favorite`);
  expect(favorited.status()).toBe(200);

  await page.goto('/favorites');
  await expect(page.getByText('1 producto guardado')).toBeVisible();
  const removalSaved = page.waitForResponse(
    (response) => response.url().endsWith('/favorite') && response.ok(),
  );
  await card(page, chair.title)
    .getByRole('button', { name: `Quitar “${chair.title}” de favoritos` })
    .click();
  await expect(page.getByText('Aún no tienes favoritos')).toBeVisible();
  await expect(page.getByText('0 productos guardados')).toBeVisible();
  await removalSaved;
  await page.reload();
  await expect(page.getByText('Aún no tienes favoritos')).toBeVisible();
  await page.getByRole('link', { name: 'Ver productos' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without a location the newest come first with the banner; in English too', async ({
  page,
  newUserContext,
}) => {
  const hammock = { ...HAMMOCK, title: `Hamaca ${randomBytes(3).toString('hex')}` };
  await sellerWithListing((await newUserContext()).request, 'Beatriz', hammock, { photo: PHOTO });
  await signUp(page.request, 'Carlos');

  await page.goto('/');
  await expect(page.getByText('Activa tu ubicación para ver productos cercanos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lo más nuevo' })).toBeVisible();
  await expect(card(page, hammock.title)).toBeVisible();
  // Without a location the sheet offers no distance and no 'nearest' order.
  const sheet = await openFilterSheet(page);
  await expect(sheet.getByRole('group', { name: 'Ordenar por' })).toBeVisible();
  await expect(sheet.getByRole('group', { name: 'Distancia' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'Más cerca' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await chooseLanguageInSettings(page, 'English');
  await expect(page.getByText('Turn on your location to see listings near you')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newest' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Home', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'My listings' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByText('You have no listings yet')).toBeVisible();
  await page.getByRole('button', { name: 'View all' }).click();
  await expect(page.getByRole('heading', { name: 'Newest' })).toBeVisible();
});
