import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  categoryId,
  createProduct,
  newPerson,
  register,
  SAN_SALVADOR,
  signUp,
  solidPng,
  uploadPhoto,
  verifyMailedAddress,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/page.ts';

/**
 * Visual craft on a 390×844 phone: every control a thumb taps is at least 44×44 px, and what stands in for a list or a
 * listing while it loads sits exactly where the loaded content appears, so nothing jumps when it arrives.
 */

const MIN_TARGET_PX = 44;

/** Two lines of title on a card at 390 px, so the loaded card's height is the skeleton's. */
const LONG_TITLE = 'Silla de comedor de madera de cedro con cojín';

type World = { sellerId: number; productId: number; conversationId: number };

/**
 * A seller with two listings with photos, and the page's person as a verified buyer who favourited one, asked about
 * it, made an offer and posted three photos on the wall.
 */
async function buildWorld(page: Page, seller: APIRequestContext): Promise<World> {
  const { id: sellerId } = await signUp(seller, 'Elena');
  const photo = await uploadPhoto(seller, await solidPng('#0f766e'));
  const category = await categoryId(seller, 'Hogar');
  const productId = await createProduct(seller, { title: LONG_TITLE, categoryId: category, images: [photo] });
  await createProduct(seller, { title: `${LONG_TITLE} 2`, categoryId: category, price: 55, images: [photo] });

  const buyer = newPerson('Marta');
  await register(page.request, buyer);
  await verifyMailedAddress(page.request, buyer.email);
  await page.request.post(`/api/products/${productId}/favorite`);
  const opened = await page.request.post('/api/conversations', {
    data: { otherUserId: sellerId, productId },
  });
  const { id: conversationId }: { id: number } = await opened.json();
  await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: '¿Todavía está disponible?' },
  });
  await page.request.post(`/api/conversations/${conversationId}/offers`, { data: { amount: 30 } });
  const images = [];
  for (const colour of ['#b45309', '#1d4ed8', '#be185d'])
    images.push(await uploadPhoto(page.request, await solidPng(colour)));
  await page.request.post('/api/community', { data: { content: 'Feria del sábado en el parque.', images } });
  return { sellerId, productId, conversationId };
}

/**
 * Every control on the screen smaller than 44×44 px, described. A checkbox or radio counts by its label (the label is
 * what is tapped) and a link stretched over a card by its card; a link inside running text is exempt (WCAG 2.5.5's
 * inline exception), as are controls hidden from everyone and visually hidden ones (the skip link until focused).
 */
function smallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]',
    );
    const inRunningText = (element: HTMLElement) =>
      getComputedStyle(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    // A link stretched over its card by an absolute ::after is tapped anywhere on the card.
    const stretchedOver = (element: HTMLElement) => {
      const after = getComputedStyle(element, '::after');
      return after.content !== 'none' && after.position === 'absolute' ? element.offsetParent : null;
    };
    const offenders: string[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      const tapped =
        (control.matches('input[type="checkbox"], input[type="radio"]') && control.closest('label')) ||
        control;
      const style = getComputedStyle(tapped);
      const box = (stretchedOver(tapped) ?? tapped).getBoundingClientRect();
      const visuallyHidden = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (style.visibility === 'hidden' || visuallyHidden || box.width <= 1 || box.height <= 1) continue;
      if (inRunningText(tapped)) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name = (tapped.getAttribute('aria-label') ?? tapped.textContent ?? '').trim().slice(0, 40);
      offenders.push(
        `${tapped.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return offenders;
  }, minimum);
}

async function expectTapTargets(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  expect.soft(await smallTargets(page, MIN_TARGET_PX), `controls under 44 px on ${where}`).toEqual([]);
}

test('every control a thumb taps is at least 44×44 px on the main screens', async ({
  page,
  context,
  newUserContext,
}) => {
  test.setTimeout(180_000);
  const sellerContext = await newUserContext();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SAN_SALVADOR);
  const world = await buildWorld(page, sellerContext.request);

  const screens: [string, string][] = [
    ['home', '/'],
    ['product, as a buyer', `/products/${world.productId}`],
    ['sell', '/create-product'],
    ['messages', '/messages'],
    ['chat', `/chat/${world.conversationId}`],
    ['community', '/community'],
    ['profile', '/profile'],
    ['settings', '/settings'],
    ['favourites', '/favorites'],
    ['notifications', '/notifications'],
    ['public profile', `/users/${world.sellerId}`],
    ['safety tips', '/safety'],
    ['terms', '/terms'],
    ['not found', '/no-existe'],
  ];
  for (const [where, path] of screens) {
    await page.goto(path);
    await expectTapTargets(page, where);
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  await expectTapTargets(page, 'the filter sheet');

  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(`/products/${world.productId}`);
  await expectTapTargets(sellerPage, 'product, as its seller');
  await sellerPage.goto(`/products/${world.productId}/edit`);
  await expectTapTargets(sellerPage, 'edit listing');
  await sellerPage.goto(`/chat/${world.conversationId}`);
  await expectTapTargets(sellerPage, 'chat with an offer, as the seller');
  await expectNoSeriousAxeViolations(sellerPage, 'chat with an offer, as the seller');

  await context.clearCookies();
  await page.goto('/auth');
  await expectTapTargets(page, 'sign in');
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await expectTapTargets(page, 'register');
  await page.goto(`/products/${world.productId}`);
  await expectTapTargets(page, 'a shared listing, signed out');
});

/** Holds the page's requests matching `url` until the returned function is called. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** The first stand-in's box while `url` is held, then the first real item's once it arrives. */
async function placeholderThenContent(
  page: Page,
  options: { path: string; url: string | RegExp; placeholder: Locator; content: Locator },
): Promise<{ placeholder: Box; content: Box }> {
  const release = await holdRequests(page, options.url);
  await page.goto(options.path);
  const placeholder = await boxOf(options.placeholder);
  release();
  const content = await boxOf(options.content);
  await page.unroute(options.url);
  return { placeholder, content };
}

function expectSamePlace(actual: Box, expected: Box, what: string, { height }: { height: boolean }): void {
  for (const side of ['x', 'y', 'width', ...(height ? ['height' as const] : [])] as const) {
    expect(
      Math.abs(actual[side] - expected[side]),
      `${what}: ${side} ${actual[side]} → ${expected[side]}`,
    ).toBeLessThanOrEqual(1);
  }
}

test('skeletons stand exactly where the loaded cards, rows, posts and listing appear', async ({
  page,
  context,
  newUserContext,
}) => {
  const sellerContext = await newUserContext();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SAN_SALVADOR);
  const world = await buildWorld(page, sellerContext.request);
  const loading = (name: string) =>
    page.getByRole('status').filter({ hasText: name }).locator('> [aria-hidden]').first();

  const home = await placeholderThenContent(page, {
    path: '/',
    url: /\/api\/products\?/,
    placeholder: loading('Cargando productos'),
    content: page.getByRole('list', { name: 'Productos' }).getByRole('article').first(),
  });
  expectSamePlace(home.placeholder, home.content, 'home: first card', { height: true });

  const favourites = await placeholderThenContent(page, {
    path: '/favorites',
    url: /\/api\/favorites$/,
    placeholder: loading('Cargando productos'),
    content: page.getByRole('article').first(),
  });
  expectSamePlace(favourites.placeholder, favourites.content, 'favourites: first card', { height: true });

  const messages = await placeholderThenContent(page, {
    path: '/messages',
    url: /\/api\/conversations$/,
    placeholder: loading('Cargando conversaciones'),
    content: page.getByRole('main').getByRole('listitem').first(),
  });
  expectSamePlace(messages.placeholder, messages.content, 'messages: first row', { height: true });

  const community = await placeholderThenContent(page, {
    path: '/community',
    url: /\/api\/community\?/,
    placeholder: page.getByTestId('post-skeleton').first(),
    content: page.getByRole('main').getByRole('article').first(),
  });
  expectSamePlace(community.placeholder, community.content, 'community: first post', { height: false });

  const listing = await placeholderThenContent(page, {
    path: `/products/${world.productId}`,
    url: new RegExp(`/api/products/${world.productId}$`),
    placeholder: page.getByTestId('product-skeleton-photo'),
    content: page.getByRole('group', { name: 'Fotos del producto' }),
  });
  expectSamePlace(listing.placeholder, listing.content, 'listing: photo', { height: true });
});
