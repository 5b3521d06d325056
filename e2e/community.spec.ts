import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { newPerson, register } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, toast } from './support/page.ts';

/**
 * The community wall (docs/decisions/0005): a phone in Spanish, two neighbours in
 * two browsers. Users are created through the API; everything else goes through the screens.
 */

const uniqueId = () => randomBytes(4).toString('hex');

/** A neighbour called `firstName` Hernández, signed in on `page`. */
async function registerThroughApi(page: Page, firstName: string): Promise<void> {
  await register(page.request, newPerson(firstName, 'Hernández'));
}

function postCard(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

/** The wall's list request (GET /api/community?limit&offset), not a post's own calls. */
const wallList = (url: URL) => url.pathname === '/api/community';

function composer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Nueva publicación' });
}

function commentsOf(post: Locator): Locator {
  return post.getByRole('region', { name: 'Comentarios de la publicación' });
}

/** Requests of one method to one API path, to prove a form stopped before the network. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

async function openWall(page: Page): Promise<void> {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Muro de la comunidad' })).toBeVisible();
}

async function publish(page: Page, content: string): Promise<void> {
  await page.getByRole('button', { name: 'Publicar' }).click();
  const dialog = composer(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('¿Qué quieres compartir?').fill(content);
  await expect(dialog.getByText(`${content.length}/500 caracteres`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Publicación creada')).toBeVisible();
}

async function createPostsThroughApi(
  request: APIRequestContext,
  count: number,
  label: string,
): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/api/community', { data: { content: `${label} ${index}` } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('a post is liked and commented by a neighbour, then its author likes the comment, shares and deletes it', async ({
  page,
  context,
  newUserContext,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const id = uniqueId();
  const content =
    `Se perdió un perrito café en la colonia Escalón, responde al nombre de Toby y lleva un collar rojo. ` +
    `Si lo ven, avísenme por favor. ${id}`;
  const comment = `Lo vi cerca del parque ${id}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone without a share sheet: sharing falls back to the clipboard.
  await context.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));

  await test.step('A publishes through the dialog; the post is on top of the wall', async () => {
    await registerThroughApi(page, 'Ana');
    await openWall(page);
    await publish(page, content);
    await expect(page.getByRole('article').first()).toContainText(content);
    await expect(postCard(page, id).getByRole('button', { name: 'Eliminar publicación' })).toBeVisible();
  });

  const contextB = await newUserContext();
  const pageB = await contextB.newPage();
  const errorsB = collectPageErrors(pageB);
  const postForB = postCard(pageB, id);

  await test.step('B sees it without a delete button and likes it', async () => {
    await registerThroughApi(pageB, 'Beto');
    await openWall(pageB);
    await expect(postForB).toContainText('Ana H.');
    await expect(postForB).toContainText('hace un momento');
    await expect(postForB.getByRole('button', { name: 'Eliminar publicación' })).toHaveCount(0);
    const like = postForB.getByRole('button', { name: '0 me gusta' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    const liked = postForB.getByRole('button', { name: '1 me gusta' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toHaveClass(/text-red/);
  });

  await test.step('B opens the comments (none yet) and comments with Enter', async () => {
    await postForB.getByRole('button', { name: '0 comentarios' }).click();
    await expect(postForB.getByRole('button', { name: '0 comentarios' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(commentsOf(postForB)).toContainText('Aún no hay comentarios');
    const box = commentsOf(postForB).getByLabel('Escribe un comentario');
    await box.fill(comment);
    await box.press('Enter');
    await expect(toast(pageB, 'Comentario enviado')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(commentsOf(postForB).getByRole('listitem').filter({ hasText: comment })).toContainText(
      'Beto H.',
    );
    await expect(postForB.getByRole('button', { name: '1 comentario' })).toBeVisible();
  });

  const postForA = postCard(page, id);

  await test.step('A reloads and sees one like and one comment, and likes the comment', async () => {
    await page.reload();
    await expect(postForA.getByRole('button', { name: '1 me gusta' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await postForA.getByRole('button', { name: '1 comentario' }).click();
    const commentRow = commentsOf(postForA).getByRole('listitem').filter({ hasText: comment });
    await expect(commentRow).toBeVisible();
    await commentRow.getByRole('button', { name: '0 me gusta' }).click();
    await expect(commentRow.getByRole('button', { name: '1 me gusta' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  const link =
    await test.step('A shares: the first 100 characters and the link go to the clipboard', async () => {
      await postForA.getByRole('button', { name: 'Compartir' }).click();
      await expect(toast(page, 'Enlace copiado')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const [text, url = ''] = copied.split('\n');
      expect(text).toBe(`${content.slice(0, 100)}...`);
      expect(url).toMatch(new RegExp(`^${baseURL}/community\\?post=\\d+$`));
      return url;
    });

  await test.step('the link opens the post for B even when it is on an older page: scrolled to and outlined', async () => {
    // Newer posts push the shared one beyond the wall's first page.
    await createPostsThroughApi(page.request, 12, `Aviso ${id}`);
    await pageB.goto(link);
    const shared = pageB.locator('article[data-highlighted]');
    await expect(shared).toContainText(content);
    await expect(shared).toBeInViewport();
    await expect(shared).toBeFocused();
    await expect(pageB.locator('article[data-highlighted]')).toHaveCount(0, { timeout: 8000 });
  });

  await test.step('A deletes the post after confirming; it is gone for B too', async () => {
    await postForA.getByRole('button', { name: 'Eliminar publicación' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta publicación?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(postForA).toBeVisible();
    await postForA.getByRole('button', { name: 'Eliminar publicación' }).click();
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(toast(page, 'Publicación eliminada')).toBeVisible();
    await expect(postForA).toHaveCount(0);

    await pageB.goto(link);
    await expect(toast(pageB, 'Esa publicación ya no está disponible')).toBeVisible();
    await expect(postCard(pageB, content)).toHaveCount(0);
  });

  expect(errors, 'uncaught page errors (A)').toEqual([]);
  expect(errorsB, 'uncaught page errors (B)').toEqual([]);
});

test('typed HTML stays text, 501 characters are refused, and a failed publish or comment loses nothing', async ({
  page,
}) => {
  const id = uniqueId();
  const errors = collectPageErrors(page);
  const posts = countRequests(page, 'POST', '/api/community');
  await registerThroughApi(page, 'Carla');
  await openWall(page);

  await test.step('501 characters: the counter turns red and Publish is refused before any request', async () => {
    await page.getByRole('button', { name: 'Publicar' }).click();
    const field = composer(page).getByLabel('¿Qué quieres compartir?');
    await field.fill('x'.repeat(501));
    await expect(composer(page).getByText('501/500 caracteres')).toHaveClass(/text-destructive/);
    await composer(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(composer(page).getByText('Puedes escribir hasta 500 caracteres')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
  });

  await test.step('Cancel keeps the draft for the next time the dialog opens', async () => {
    const field = composer(page).getByLabel('¿Qué quieres compartir?');
    await field.fill(`Borrador ${id}`);
    await composer(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(composer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(field).toHaveValue(`Borrador ${id}`);
  });

  const markup = `<img src=x onerror="window.hacked=1"><b>negrita</b>\nsegunda línea ${id}`;

  await test.step('a failed publish keeps the text and says why', async () => {
    await page.route(wallList, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"Servicio no disponible"}',
          })
        : route.fallback(),
    );
    const field = composer(page).getByLabel('¿Qué quieres compartir?');
    await field.fill(markup);
    await composer(page).getByRole('button', { name: 'Publicar' }).click();
    const failure = toast(page, 'No se pudo crear la publicación');
    await expect(failure).toContainText('Servicio no disponible');
    await expect(composer(page)).toBeVisible();
    await expect(field).toHaveValue(markup);
    // The toast floats above the dialog's overlay: it can be closed, and closing it does not close the dialog.
    await failure.getByRole('button', { name: 'Cerrar' }).click();
    await expect(failure).toBeHidden();
    await expect(composer(page)).toBeVisible();
    await page.unroute(wallList);
  });

  const post = postCard(page, `segunda línea ${id}`);

  await test.step('published, the markup shows as text with its line break', async () => {
    await composer(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(composer(page)).toBeHidden();
    await expect(post.getByText('<b>negrita</b>', { exact: false })).toBeVisible();
    await expect(post.locator('b, img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(post.getByText('segunda línea')).toHaveJSProperty('textContent', markup);
  });

  await test.step('a failed like is undone and says so', async () => {
    await page.route('**/api/community/*/like', (route) => route.fulfill({ status: 503, body: '' }));
    await post.getByRole('button', { name: '0 me gusta' }).click();
    await expect(toast(page, 'No se pudo guardar tu me gusta. Inténtalo de nuevo.')).toBeVisible();
    await expect(post.getByRole('button', { name: '0 me gusta' })).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/api/community/*/like');
  });

  await test.step('a failed comment keeps its text; Shift+Enter starts a new line', async () => {
    await post.getByRole('button', { name: '0 comentarios' }).click();
    const box = commentsOf(post).getByLabel('Escribe un comentario');
    await box.fill('primera');
    await box.press('Shift+Enter');
    await box.pressSequentially('segunda');
    await expect(box).toHaveValue('primera\nsegunda');
    await page.route('**/api/community/*/comments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await box.press('Enter');
    await expect(toast(page, 'No se pudo enviar el comentario.')).toBeVisible();
    await expect(box).toHaveValue('primera\nsegunda');
    await page.unroute('**/api/community/*/comments');
    await commentsOf(post).getByRole('button', { name: 'Enviar comentario' }).click();
    await expect(toast(page, 'Comentario enviado')).toBeVisible();
    await expect(commentsOf(post).getByText('primera')).toHaveJSProperty('textContent', 'primera\nsegunda');
  });

  expect(errors, 'uncaught page errors').toEqual([]);
});

/** A small real image (sharp decodes every upload), a different colour each time so each is its own file. */
function pngOfColour(red: number): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

test('photos: one picked in the dialog is published; a post with six shows four and “+2 fotos más”, which opens the sixth', async ({
  page,
}) => {
  const id = uniqueId();
  await registerThroughApi(page, 'Diego');

  await test.step('a post with six photos shows four thumbnails and how many more', async () => {
    const urls: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const upload = await page.request.post('/api/uploads', {
        headers: { 'Content-Type': 'image/png' },
        data: await pngOfColour(20 + index * 30),
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { url }: { url: string } = await upload.json();
      urls.push(url);
    }
    const created = await page.request.post('/api/community', {
      data: { content: `Fotos del mercado ${id}`, images: urls },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openWall(page);
    const post = postCard(page, `Fotos del mercado ${id}`);
    await expect(post.getByRole('button', { name: /^Foto \d de 6/ })).toHaveCount(4);
    await expect(post.getByText('+2 fotos más')).toBeVisible();
  });

  await test.step('“+2 fotos más” opens the viewer at its photo, and the last two are reached by swiping on', async () => {
    const post = postCard(page, `Fotos del mercado ${id}`);
    const moreTile = post.getByRole('button', { name: 'Foto 4 de 6 +2 fotos más' });
    await moreTile.click();
    const viewer = page.getByRole('dialog', { name: 'Fotos de la publicación de Diego H.' });
    await expect(viewer.getByText('Foto 4 de 6')).toBeVisible();
    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(viewer.getByText('Foto 5 de 6')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Foto 6 de 6')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Foto 6 de 6' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Foto siguiente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoSeriousAxeViolations(page, 'the viewer over a post');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(moreTile).toBeFocused();
  });

  await test.step('a photo picked in the dialog is downsized, uploaded and shown on the new post', async () => {
    await page.getByRole('button', { name: 'Publicar' }).click();
    await composer(page).getByLabel('¿Qué quieres compartir?').fill(`Mi huerto ${id}`);
    await composer(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'huerto.png', mimeType: 'image/png', buffer: await pngOfColour(200) });
    await expect(composer(page).getByRole('img', { name: 'Foto 1 para publicar' })).toBeVisible();
    await expect(composer(page).getByText('1/10 fotos')).toBeVisible();
    await composer(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(composer(page)).toBeHidden();
    const post = postCard(page, `Mi huerto ${id}`);
    await expect(post.getByRole('button', { name: 'Foto 1 de 1' })).toBeVisible();
    const photo = post.getByRole('button', { name: 'Foto 1 de 1' }).locator('img');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('loading, empty and error states of the wall, and no serious axe violations in light and dark', async ({
  page,
}) => {
  await registerThroughApi(page, 'Elena');

  await test.step('3 skeletons while the wall loads, then an empty wall offers to create the first post', async () => {
    // Longer than the first render waits for the page's first answers (one second), so the wall is still loading then.
    await page.route(wallList, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await page.goto('/community');
    await expect(page.getByTestId('post-skeleton')).toHaveCount(3);
    await expect(page.getByText('Todavía no hay publicaciones')).toBeVisible();
    await page.getByRole('button', { name: 'Crear publicación' }).click();
    await expect(composer(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the publish dialog');
    await page.keyboard.press('Escape');
    await page.unroute(wallList);
  });

  await test.step('a wall that fails to load says so and retries', async () => {
    await page.route(wallList, (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las publicaciones' }),
    ).toBeVisible();
    await page.unroute(wallList);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('axe on /community with a post and its comments open, light then dark', async () => {
    const id = uniqueId();
    await createPostsThroughApi(page.request, 1, `Feria de artesanías ${id}`);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('cerquita-theme', value), theme);
      await openWall(page);
      const post = postCard(page, id);
      await post.getByRole('button', { name: /comentarios?$/ }).click();
      await expect(commentsOf(post)).toContainText('Aún no hay comentarios');
      await expectNoSeriousAxeViolations(page, `/community (${theme})`);
    }
  });
});

test('the wall opens near the reader, widens to the whole country and keeps one type; a post shows its place and type', async ({
  page,
  newUserContext,
}) => {
  const errors = collectPageErrors(page);
  const author = await (await newUserContext()).newPage();
  await registerThroughApi(author, 'Marta');
  const id = uniqueId();
  const places = {
    near: { text: `Feria en el centro ${id}`, type: 'event', latitude: 13.6929, longitude: -89.2182 },
    far: {
      text: `Perrito encontrado en Santa Ana ${id}`,
      type: 'lost_found',
      latitude: 13.9942,
      longitude: -89.5597,
    },
  };
  for (const { text, ...place } of Object.values(places)) {
    const created = await author.request.post('/api/community', { data: { content: text, ...place } });
    expect(created.status(), await created.text()).toBe(201);
  }

  // A visitor without a position reads the wall around San Salvador.
  await openWall(page);
  const scope = page.getByRole('group', { name: 'Dónde' });
  await expect(scope.getByRole('button', { name: 'Cerca de ti' })).toHaveAttribute('aria-pressed', 'true');
  const near = postCard(page, places.near.text);
  await expect(near).toBeVisible();
  await expect(near.getByText('San Salvador', { exact: true })).toBeVisible();
  await expect(near.getByText('Evento', { exact: true })).toBeVisible();
  await expect(postCard(page, places.far.text)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await scope.getByRole('button', { name: 'Todo el país' }).click();
  await expect(postCard(page, places.far.text)).toBeVisible();
  await expect(postCard(page, places.far.text).getByText('Perdido/encontrado')).toBeVisible();
  const types = page.getByRole('group', { name: 'Tipo de publicación' });
  await types.getByRole('button', { name: 'Evento' }).click();
  await expect(postCard(page, places.far.text)).toHaveCount(0);
  await expect(postCard(page, places.near.text)).toBeVisible();
  await types.getByRole('button', { name: 'Todo', exact: true }).click();
  await expect(postCard(page, places.far.text)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the composer gives a post its type', async ({ page }) => {
  await registerThroughApi(page, 'Irene');
  await openWall(page);
  const content = `¿Dónde arreglan bicicletas? ${uniqueId()}`;
  await page.getByRole('button', { name: 'Publicar' }).click();
  const dialog = composer(page);
  await dialog
    .getByRole('group', { name: 'Tipo de publicación (opcional)' })
    .getByRole('button', { name: 'Pregunta' })
    .click();
  await dialog.getByLabel('¿Qué quieres compartir?').fill(content);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(postCard(page, content).getByText('Pregunta', { exact: true })).toBeVisible();
});
