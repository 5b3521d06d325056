import { randomBytes } from 'node:crypto';
import { categoryId, createProduct, SAN_SALVADOR, signUp, solidPng } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, holdUploads, toast } from './support/page.ts';

/**
 * Create and detail: a seller lists a product with a photo and a meetup pin, a buyer
 * favourites it and writes, the seller sells it and deletes another; every not-found state. A phone in Spanish,
 * standing in San Salvador.
 */

test.use({ geolocation: SAN_SALVADOR, permissions: ['geolocation'] });

const PRODUCT_URL = /\/products\/(\d+)$/;
/** Coordinates as numbers, which people are never shown. */
const COORDINATES = /-?\d{1,3}\.\d{3,}, ?-?\d{1,3}\.\d{3,}/;
/** The centre of the ~500 m grid cell holding SAN_SALVADOR: all a listing made there reveals of where it is. */
const CELL_CENTRE = { latitude: 13.6925, longitude: -89.2175 };

function bicyclePhoto(): Promise<Buffer> {
  return solidPng('#c2410c', 1600, 1200);
}

test('a seller lists a product with a photo and a meetup pin, and nothing typed is ever lost', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signUp(page.request, 'Ana');
  await page.goto('/create-product');
  await expect(page.getByRole('heading', { name: 'Vender un producto', level: 1 })).toBeVisible();

  // The city comes from the device's position through the reverse lookup; the form says that position is shown only
  // approximately.
  await expect(page.getByLabel('Ciudad')).toHaveValue('San Salvador');
  await expect(page.getByText('Los demás verán solo una zona aproximada de unos 500 m')).toBeVisible();

  // A photo: downsized in the browser, then uploaded with visible progress (held back a moment to see it).
  const releaseUpload = await holdUploads(page);
  await page.getByLabel('Agregar fotos').setInputFiles({
    name: 'bicicleta.png',
    mimeType: 'image/png',
    buffer: await bicyclePhoto(),
  });
  await expect(page.getByRole('progressbar', { name: 'Subiendo foto 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subiendo fotos…' })).toBeDisabled();
  releaseUpload();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('Foto 1 lista')).toBeAttached();
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.unroute('**/api/uploads');

  // Something that is not an image is refused with the invalid-image message.
  await page.getByLabel('Agregar fotos').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy una foto'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Elige un archivo de imagen' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 2' })).toHaveCount(0);

  await page.getByLabel('Título').fill('Bicicleta de montaña');
  await page.getByLabel('Descripción').fill('Rin 26, frenos nuevos.\nLista para rodar.');
  await page.getByLabel('Precio ($)').fill('85.50');
  await page.locator('label').filter({ hasText: 'Deportes' }).click();
  await page.getByLabel('Estado').selectOption('like_new');

  // The meetup picker: a map at the user's position with a red pin, named by its town, never by coordinates. A town
  // found by name (no accents needed) moves map and pin there; a tap moves the pin.
  await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
  const picker = page.getByRole('dialog', { name: 'Punto de encuentro' });
  await expect(picker).toBeVisible();
  const pin = picker.getByRole('button', { name: 'Pin del punto de encuentro' });
  await expect(pin).toBeVisible();
  await expect(picker.getByText('Cerca de San Salvador')).toBeVisible();
  await picker.getByLabel('Buscar municipio').fill('santa tec');
  await picker.getByRole('button', { name: 'Ir a Santa Tecla, La Libertad' }).click();
  const chosen = 'Cerca de Santa Tecla';
  await expect(picker.getByText(chosen)).toBeVisible();
  await expect(picker.getByLabel('Buscar municipio')).toHaveValue('');
  const pinBefore = await pin.boundingBox();
  await picker.locator('.leaflet-container').click({ position: { x: 60, y: 50 } });
  await expect.poll(async () => (await pin.boundingBox())?.x).not.toBe(pinBefore?.x);
  await expect(picker.getByText(chosen)).toBeVisible();
  await expect(picker.getByText(COORDINATES)).toHaveCount(0);
  await picker.getByRole('button', { name: 'Listo' }).click();
  await expect(picker.getByText('Escribe el nombre del lugar')).toBeVisible();
  await picker.getByLabel('Nombre del lugar').fill('Metrocentro, entrada principal');
  await picker.getByRole('button', { name: 'Listo' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Metrocentro, entrada principal')).toBeVisible();
  await expect(page.getByText(chosen)).toBeVisible();

  // Coming back to the screen restores the draft: fields, category, condition, meetup point and photo.
  await page.reload();
  await expect(page.getByText('Recuperamos el borrador que dejaste.')).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('Bicicleta de montaña');
  await expect(page.getByLabel('Descripción')).toHaveValue('Rin 26, frenos nuevos.\nLista para rodar.');
  await expect(page.getByLabel('Precio ($)')).toHaveValue('85.50');
  await expect(page.getByRole('radio', { name: 'Deportes' })).toBeChecked();
  await expect(page.getByLabel('Estado')).toHaveValue('like_new');
  await expect(page.getByLabel('Ciudad')).toHaveValue('San Salvador');
  await expect(page.getByText('Metrocentro, entrada principal')).toBeVisible();
  await expect(page.getByText(chosen)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();

  // A failed submit says so and keeps everything.
  await page.route(
    '**/api/products',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Algo salió mal. Inténtalo de nuevo.' } })
        : route.continue(),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toast(page, 'No se pudo publicar el producto')).toBeVisible();
  await expect(toast(page, 'Algo salió mal. Inténtalo de nuevo.')).toBeVisible();
  await expect(page).toHaveURL(/\/create-product$/);
  await expect(page.getByLabel('Título')).toHaveValue('Bicicleta de montaña');
  await expect(page.getByLabel('Precio ($)')).toHaveValue('85.50');
  await expect(page.getByRole('radio', { name: 'Deportes' })).toBeChecked();
  await expect(page.getByText('Metrocentro, entrada principal')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();

  // The server's own field messages land under their fields, the rest of the form untouched.
  await page.route(
    '**/api/products',
    (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'El texto es demasiado largo',
          errors: { description: 'El texto es demasiado largo' },
        },
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByLabel('Descripción')).toHaveAccessibleDescription('El texto es demasiado largo');
  await expect(page.getByLabel('Título')).toHaveValue('Bicicleta de montaña');
  await expect(page.getByLabel('Precio ($)')).toHaveValue('85.50');

  // Only the centre of the position's ~500 m grid cell leaves the phone, and that is what the product carries.
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/products') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const created = await posted;
  expect(created.request().postDataJSON()).toMatchObject(CELL_CENTRE);
  expect(await created.json()).toMatchObject(CELL_CENTRE);
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(toast(page, '¡Producto publicado!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bicicleta de montaña', level: 1 })).toBeVisible();
  // Similar nearby listings may share the price; the product's own price comes first on the page.
  await expect(page.getByText('$85.50', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Como nuevo', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bicicleta de montaña, foto 1 de 1' })).toBeVisible();
  await expect(
    page.getByText(/San Salvador, San Salvador Centro · hace (un momento|1 minuto)/),
  ).toBeVisible();
  await expect(page.getByText('Metrocentro, entrada principal')).toBeVisible();
  await expect(page.getByText(COORDINATES)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver en OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=13\.\d+&mlon=-89\.\d+#map=17\//,
  );
  await expect(page.getByRole('button', { name: 'Marcar vendido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toHaveCount(0);

  // The photo is the downsized JPEG: 800 px on its longest side.
  const photo = page.getByRole('img', { name: 'Bicicleta de montaña, foto 1 de 1' });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(600);

  // The small map loads on request: the meetup place is a pin, the product's own location an area (a circle path).
  await page.getByRole('button', { name: 'Mostrar mapa' }).click();
  const smallMap = page.getByRole('region', {
    name: 'Mapa del punto de encuentro y de la zona del producto',
  });
  await expect(smallMap.locator('.leaflet-container')).toBeVisible();
  await expect(smallMap.locator('path.listing-area')).toHaveCount(1);
  await expect(smallMap.locator('.leaflet-marker-pane .leaflet-marker-icon')).toHaveCount(1);
  await expect(page.getByText('El círculo es la zona aproximada del producto (unos 500 m)')).toBeVisible();

  // The draft is gone once the product exists.
  await page.goto('/create-product');
  await expect(page.getByLabel('Título')).toHaveValue('');
  await expect(page.getByText('Recuperamos el borrador que dejaste.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('photos: an upload that fails can be retried, a HEIC the browser cannot read is refused, 5 at most', async ({
  page,
}) => {
  await signUp(page.request, 'Irene');
  await page.goto('/create-product');
  const photo = await bicyclePhoto();
  const addPhotos = page.getByLabel('Agregar fotos');

  await page.route(
    '**/api/uploads',
    (route) => route.fulfill({ status: 500, json: { message: 'Algo salió mal.' } }),
    {
      times: 1,
    },
  );
  await addPhotos.setInputFiles({ name: 'uno.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('No se pudo subir')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Reintenta o quita las fotos que no se subieron.')).toBeVisible();
  await page.getByRole('button', { name: 'Reintentar foto 1' }).click();
  await expect(page.getByText('Foto 1 lista')).toBeAttached();
  await expect(page.getByText('No se pudo subir')).toHaveCount(0);

  await addPhotos.setInputFiles({ name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: randomBytes(2048) });
  await expect(page.getByRole('alert').filter({ hasText: 'Elige un archivo de imagen' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 2' })).toHaveCount(0);

  const five = ['dos', 'tres', 'cuatro', 'cinco', 'seis'].map((name) => ({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: photo,
  }));
  await addPhotos.setInputFiles(five);
  await expect(page.getByRole('alert').filter({ hasText: 'Puedes subir hasta 5 fotos' })).toBeVisible();
  await expect(page.getByText(/^Foto \d lista$/)).toHaveCount(5);
  await expect(page.getByLabel('Ya tienes 5 fotos')).toBeDisabled();

  await page.getByRole('button', { name: 'Quitar foto 2' }).click();
  await expect(page.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(4);
  await expect(page.getByLabel('Agregar fotos')).toBeEnabled();
});

test('a draft can be discarded', async ({ page }) => {
  await signUp(page.request, 'Rosa');
  await page.goto('/create-product');
  await page.getByLabel('Título').fill('Mesa de comedor');
  await page.getByLabel('Estado').selectOption('fair');
  await expect(page.getByText('Tu borrador se guarda en este teléfono.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Título')).toHaveValue('Mesa de comedor');
  await page.getByRole('button', { name: 'Descartar borrador' }).click();
  await expect(page.getByLabel('Título')).toHaveValue('');
  await expect(page.getByLabel('Estado')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Título')).toHaveValue('');
});

test('a buyer favourites and writes; once sold, the product shows it and offers nothing', async ({
  page,
  newUserContext,
}) => {
  await signUp(page.request, 'Carlos');
  const sports = await categoryId(page.request, 'Deportes');
  const productId = await createProduct(page.request, {
    title: 'Balón de fútbol',
    categoryId: sports,
    price: 12.5,
  });

  const buyerContext = await newUserContext();
  const buyer = await buyerContext.newPage();
  await signUp(buyer.request, 'Beatriz');
  await buyer.goto(`/products/${productId}`);
  await expect(buyer.getByRole('heading', { name: 'Balón de fútbol', level: 1 })).toBeVisible();
  // The price above the title; the action bar holds 'Enviar mensaje' and 'Hacer oferta'.
  await expect(buyer.getByText('$12.50', { exact: true })).toHaveCount(1);
  const buyerActions = buyer.getByRole('region', { name: 'Acciones del producto' });
  await expect(buyerActions.getByRole('button', { name: 'Hacer oferta' })).toBeVisible();
  await expect(buyer.getByText('Carlos R.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Marcar vendido' })).toHaveCount(0);

  // The heart turns at once (optimistic); the list is read only once the server has answered.
  const favoriteSaved = buyer.waitForResponse(
    (response) => response.url().endsWith(`/api/products/${productId}/favorite`) && response.ok(),
  );
  await buyer.getByRole('button', { name: 'Agregar “Balón de fútbol” a favoritos' }).click();
  await expect(buyer.getByRole('button', { name: 'Quitar “Balón de fútbol” de favoritos' })).toBeVisible();
  await favoriteSaved;
  const favorites = (await (await buyer.request.get('/api/favorites')).json()) as { productId: number }[];
  expect(favorites.map((favorite) => favorite.productId)).toContain(productId);

  await buyer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(buyer).toHaveURL(/\/chat\/\d+$/);

  // Marking sold asks first, and for whom: she opened a chat but never wrote, so only "outside Cerquita" is offered.
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Marcar vendido' }).click();
  const soldDialog = page.getByRole('dialog', { name: '¿A quién se lo vendiste?' });
  await soldDialog.getByRole('radio', { name: 'Alguien fuera de Cerquita' }).check();
  await soldDialog.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(toast(page, 'Marcaste el producto como vendido')).toBeVisible();
  await expect(page.getByText('Vendido fuera de Cerquita', { exact: true })).toBeVisible();
  await expect(page.getByText('VENDIDO', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar vendido' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  await buyer.goto(`/products/${productId}`);
  await expect(buyer.getByText('VENDIDO', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Enviar mensaje' })).toHaveCount(0);
  // Her old favourite can still be removed; then nothing lets her add it again.
  await buyer.getByRole('button', { name: 'Quitar “Balón de fútbol” de favoritos' }).click();
  await expect(buyer.getByRole('button', { name: /favoritos/ })).toHaveCount(0);
});

test('the seller deletes a listing after confirming, and its page is gone', async ({ page }) => {
  await signUp(page.request, 'Diego');
  const tools = await categoryId(page.request, 'Herramientas');
  const productId = await createProduct(page.request, { title: 'Taladro inalámbrico', categoryId: tools });

  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este producto?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Taladro inalámbrico' })).toBeVisible();

  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Producto eliminado')).toBeVisible();

  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('similar products nearby: four of the same category, a count of the rest and a link to them', async ({
  page,
  newUserContext,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('cerquita-location-permission', 'granted'));
  await signUp(page.request, 'Elena');
  // A new account posts three listings an hour: Elena lists three books, neighbours the others.
  const neighbour = (await newUserContext()).request;
  await signUp(neighbour, 'Raúl');
  const farAway = (await newUserContext()).request;
  await signUp(farAway, 'Sara');
  const books = await categoryId(page.request, 'Libros');
  const viewed = await createProduct(page.request, { title: 'Cien años de soledad', categoryId: books });
  const nearby = ['Rayuela', 'Pedro Páramo', 'Ficciones', 'Aura', 'El túnel'];
  for (const [index, title] of nearby.entries()) {
    await createProduct(index < 2 ? page.request : neighbour, {
      title,
      categoryId: books,
      latitude: SAN_SALVADOR.latitude + 0.001 * (index + 1),
    });
  }
  // Far away (Santa Ana, about 30 miles): not similar *nearby*.
  await createProduct(farAway, {
    title: 'Don Quijote',
    categoryId: books,
    latitude: 13.9942,
    longitude: -89.5597,
  });

  await page.goto(`/products/${viewed}`);
  const panel = page.getByRole('region', { name: 'Parecidos cerca de ti' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByText('+1 más')).toBeVisible();
  await expect(panel.getByText('Don Quijote')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Ver todos los parecidos' })).toHaveAttribute(
    'href',
    `/?category=${books}`,
  );
  await panel.getByRole('link', { name: /Rayuela/ }).click();
  await expect(page.getByRole('heading', { name: 'Rayuela', level: 1 })).toBeVisible();
});

test('not-found states: invalid id, unknown product, seller gone', async ({ page }) => {
  await signUp(page.request, 'Fernando');
  await page.goto('/products/abc');
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();

  await page.goto('/products/2147483000');
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();

  const tools = await categoryId(page.request, 'Herramientas');
  const productId = await createProduct(page.request, { title: 'Martillo', categoryId: tools });
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as Record<
    string,
    unknown
  >;
  await page.route(`**/api/products/${productId}`, (route) =>
    route.fulfill({ json: { ...product, seller: null } }),
  );
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Cuenta no encontrada' })).toBeVisible();
});

test('create and detail screens have no serious or critical accessibility violations', async ({
  page,
  newUserContext,
}) => {
  await signUp(page.request, 'Gabriela');
  await page.goto('/create-product');
  await expect(page.getByLabel('Ciudad')).toHaveValue('San Salvador');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Escribe un título')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
  await expect(page.getByRole('button', { name: 'Pin del punto de encuentro' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  const home = await categoryId(page.request, 'Hogar');
  const productId = await createProduct(page.request, { title: 'Silla de madera', categoryId: home });
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('button', { name: 'Marcar vendido' })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar mapa' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Hugo');
  await buyer.goto(`/products/${productId}`);
  await expect(buyer.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
  await expectNoSeriousAxeViolations(buyer);
});
