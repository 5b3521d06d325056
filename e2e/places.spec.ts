import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { approximateLocation } from '#shared/geo.ts';
import { SAN_MIGUEL, sellerWithListing, sellerWithListings, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * Places without GPS and maps without tiles: a phone that refuses location (no permission granted) chooses its
 * municipality from the offline gazetteer, and maps whose tile server cannot be reached draw El Salvador from bundled
 * data. In Spanish, at 390×844.
 */

test.use({ permissions: [] });

/** The gazetteer's Santa Ana (the city, in the department of the same name). */
const SANTA_ANA = { name: 'Santa Ana', department: 'Santa Ana', latitude: 13.98827, longitude: -89.55685 };
/** Coordinates as numbers, which people are never shown. */
const COORDINATES = /-?\d{1,3}\.\d{3,}, ?-?\d{1,3}\.\d{3,}/;

/**
 * Whether a town's name is painted over everything else of the map at its own centre: hit testing follows the paint
 * order, once pointer events (which Leaflet turns off for labels) are on for the check.
 */
async function nameOnTop(map: Locator, name: string): Promise<boolean> {
  const label = map.locator('.leaflet-offline-labels-pane').getByText(name, { exact: true });
  await expect(label).toBeVisible();
  return label.evaluate((element) => {
    const style = document.createElement('style');
    style.textContent = '.leaflet-container * { pointer-events: auto !important; }';
    document.head.append(style);
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    style.remove();
    return top === element;
  });
}

function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test('without location a person chooses their municipality, it is remembered, and a listing takes it as its city', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  const tag = randomBytes(3).toString('hex');
  const inSantaAna = `Comal de barro ${tag}`;
  const inSanMiguel = `Comal de hierro ${tag}`;
  await sellerWithListings((await newUserContext()).request, 'Marta', [
    { title: inSantaAna, category: 'Hogar', ...SANTA_ANA },
    { title: inSanMiguel, category: 'Hogar', ...SAN_MIGUEL },
  ]);
  await signUp(page.request, 'Rosa');

  await page.goto('/');
  await expect(page.getByText('Activa tu ubicación para ver productos cercanos')).toBeVisible();
  await page.getByRole('button', { name: 'Elegir municipio' }).click();
  const picker = page.getByRole('dialog', { name: 'Elige tu municipio' });
  // The 2024 division step by step: departamento, municipio, distrito.
  await expect(picker.getByRole('heading', { name: 'Departamentos', exact: true })).toBeVisible();
  await expect(picker.getByRole('listitem')).toHaveCount(14);
  await expectNoSeriousAxeViolations(page, 'the municipality picker');
  await picker.getByRole('button', { name: 'San Salvador', exact: true }).click();
  await picker.getByRole('button', { name: 'San Salvador Este', exact: true }).click();
  await expect(picker.getByRole('heading', { name: 'San Salvador Este', exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Soyapango', exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Todo San Salvador Este' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('picker-distritos.png') });
  await picker.getByRole('button', { name: 'Volver a San Salvador' }).click();
  await picker.getByRole('button', { name: 'Volver a los departamentos' }).click();
  await expect(picker.getByRole('listitem')).toHaveCount(14);

  // Typed without capitals or accents; the department's other towns follow under the same heading.
  await picker.getByLabel('Buscar municipio').fill('santa ana');
  const santaAnaGroup = picker.getByRole('region', { name: 'Santa Ana', exact: true });
  await expect(santaAnaGroup.getByRole('button').first()).toHaveAccessibleName('Santa Ana, Santa Ana');
  await page.screenshot({ path: test.info().outputPath('picker-typed.png') });
  await picker.getByLabel('Buscar municipio').fill('zzz');
  await expect(picker.getByText('No encontramos ningún lugar con ese nombre.')).toBeVisible();
  // An old name finds the distrito in its new municipio.
  await picker.getByLabel('Buscar municipio').fill('nueva san salvador');
  await expect(picker.getByRole('button', { name: 'Santa Tecla, La Libertad' })).toBeVisible();
  await picker.getByLabel('Buscar municipio').fill('santa ana');
  await picker.getByRole('button', { name: 'Santa Ana, Santa Ana' }).click();
  await expect(picker).toBeHidden();

  // Home browses near the choice: the listing in Santa Ana, not the one in San Miguel.
  const browsingNear = page.getByText('Viendo productos cerca de Santa Ana, Santa Ana');
  await expect(browsingNear).toBeVisible();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Filtros' }).getByRole('group', { name: 'Distancia' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, inSantaAna)).toBeVisible();
  await expect(card(page, inSanMiguel)).toHaveCount(0);

  // Remembered on the phone.
  await page.reload();
  await expect(browsingNear).toBeVisible();
  await expect(card(page, inSantaAna)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'home near a chosen municipality');

  // A listing made now takes the municipality as its city and its centre as its (approximate) place.
  await page.goto('/create-product');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Santa Ana');
  await expect(page.getByRole('button', { name: 'Cambiar municipio' })).toBeVisible();
  const title = `Mesa de pino ${tag}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Mesa de comedor para seis, firme.');
  await page.getByLabel('Precio ($)').fill('60');
  await page.locator('label').filter({ hasText: 'Hogar' }).click();
  await page.getByLabel('Estado').selectOption('good');
  await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
  const meetup = page.getByRole('dialog', { name: 'Punto de encuentro' });
  await expect(meetup.getByText('Cerca de Santa Ana')).toBeVisible();
  await meetup.getByLabel('Nombre del lugar').fill('Parque Libertad');
  await meetup.getByRole('button', { name: 'Listo' }).click();
  await expect(meetup).toBeHidden();
  await expect(page.getByText('Cerca de Santa Ana')).toBeVisible();

  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/products') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const created = await posted;
  expect(created.status()).toBe(201);
  expect(created.request().postDataJSON()).toMatchObject({
    location: 'Santa Ana',
    ...approximateLocation(SANTA_ANA),
  });
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/Santa Ana, Santa Ana Centro · hace/)).toBeVisible();
  await expect(page.getByText('Ubicación actual')).toHaveCount(0);
  await expect(page.getByText(COORDINATES)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a person whose profile names a municipality browses near it at once, with one list request', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  const inSantaAna = `Cántaro de barro ${randomBytes(3).toString('hex')}`;
  await sellerWithListing((await newUserContext()).request, 'Marta', {
    title: inSantaAna,
    category: 'Hogar',
    ...SANTA_ANA,
  });
  await signUp(page.request, 'Lucía');
  const profile = await page.request.patch('/api/user/profile', {
    data: { firstName: 'Lucía', location: 'Santa Ana' },
  });
  expect(profile.status()).toBe(200);
  const listRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products' && request.method() === 'GET') listRequests.push(url);
  });

  await page.goto('/');
  await expect(page.getByText('Viendo productos cerca de Santa Ana, Santa Ana')).toBeVisible();
  await expect(card(page, inSantaAna)).toBeVisible();
  // Never a first list without a centre that the city's list then replaces.
  expect(listRequests.map((url) => url.searchParams.get('latitude'))).toEqual([
    String(Math.round(SANTA_ANA.latitude * 10_000) / 10_000),
  ]);
  expect(errors).toEqual([]);
});

test('when the tile server cannot be reached, maps draw El Salvador from bundled data with a quiet note', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  await signUp(page.request, 'Tomás');
  const { tileUrl }: { tileUrl: string } = await (await page.request.get('/api/config')).json();
  const tileHost = new URL(tileUrl.replace('{s}.', 'a.')).hostname.replace(/^a\./, '');
  const tileRequests: string[] = [];
  await page.route(
    (url) => url.hostname === tileHost || url.hostname.endsWith(`.${tileHost}`),
    (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.addInitScript(
    (place) => window.localStorage.setItem('cerquita-chosen-place', JSON.stringify(place)),
    SANTA_ANA,
  );

  await page.goto('/');
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mapa de productos' });
  await expect(
    dialog.getByText('No se pudo cargar el mapa detallado. Te mostramos uno sencillo.'),
  ).toBeVisible();
  expect(tileRequests.length).toBeGreaterThan(0);
  // The country's outline (an SVG path) in its own pane under the tiles, the town names over it.
  const base = dialog.locator('.leaflet-offline-base-pane');
  await expect(base.locator('path.offline-outline')).toHaveCount(1);
  await expect(base.locator('path.offline-outline')).toHaveAttribute('d', /^M[\d .-]+L/);
  const names = dialog.locator('.leaflet-offline-labels-pane');
  expect(await nameOnTop(dialog, 'Santa Ana')).toBe(true);
  // No layer switch for tiles that do not come.
  await expect(dialog.getByLabel('Capa del mapa')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the product map without tiles');

  // It opens out to where neighbouring towns show; closer in, the small towns get their names too.
  await expect(names.getByText('Tenancingo', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await expect(names.getByText('Tenancingo', { exact: true })).toBeAttached();
  await page.keyboard.press('Escape');

  // The meetup picker too.
  await page.goto('/create-product');
  await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
  const meetup = page.getByRole('dialog', { name: 'Punto de encuentro' });
  await expect(
    meetup.getByText('No se pudo cargar el mapa detallado. Te mostramos uno sencillo.'),
  ).toBeVisible();
  await expect(meetup.locator('.leaflet-offline-base-pane path.offline-outline')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'the meetup picker without tiles');

  // A listing's small map names the towns around it over the land, not a blank field.
  const title = `Tinaja de barro ${randomBytes(3).toString('hex')}`;
  const { productId } = await sellerWithListing((await newUserContext()).request, 'Rebeca', {
    title,
    category: 'Hogar',
    latitude: 13.95,
    longitude: -89.6,
  });
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Mostrar mapa' }).click();
  const smallMap = page.getByRole('region', {
    name: 'Mapa del punto de encuentro y de la zona del producto',
  });
  await expect(
    smallMap.getByText('No se pudo cargar el mapa detallado. Te mostramos uno sencillo.'),
  ).toBeVisible();
  expect(await nameOnTop(smallMap, 'Santa Ana')).toBe(true);
  await page.screenshot({ path: test.info().outputPath('small-map-offline.png') });
  expect(errors).toEqual([]);
});
