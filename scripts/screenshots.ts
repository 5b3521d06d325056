/**
 * `npm run screenshots`: every screen at 390×844 in Spanish and English, light and dark, as small PNGs under
 * docs/screenshots/<lang>-<theme>/<screen>.png with an index (docs/screenshots/README.md), so reviewers see the app
 * without running it. It builds the client when stale, starts the app as `npm start` does on a fresh embedded
 * database with the demo data, adds a buyer, a deal and a post through the API, and photographs each screen.
 *
 *   npm run screenshots [-- --only home,chat-offer] [--out /tmp/shots] [--full-page]
 *
 * Map tiles are blocked (the offline base is drawn), as on a phone without a connection to the tile server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import es from '#shared/locales/es.ts';
import en from '#shared/locales/en.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { startSmtpCapture } from '../e2e/support/smtp-capture.ts';
import { ensureClientBuilt, repoRoot } from './lib/client-build.ts';
import { prepareScreenshotWorld, type ScreenshotWorld } from './lib/screenshot-world.ts';
import { startServer } from './lib/started-server.ts';

type Language = 'es' | 'en';
type Theme = 'light' | 'dark';
type Viewer = 'guest' | 'buyer' | 'seller' | 'admin';
/** A catalog lookup in the variant's language ('filters.button' → 'Filtros'). */
type Translate = (key: string) => string;

type Screen = {
  name: string;
  /** What the index says the screen is. */
  caption: string;
  viewer: Viewer;
  path: (world: ScreenshotWorld) => string;
  /** What to do on the loaded screen before the picture (open a tab, a sheet, a photo). */
  act?: (page: Page, t: Translate) => Promise<void>;
};

const VIEWPORT = { width: 390, height: 844 };
const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
const ADMIN_EMAIL = 'rebeca.admin@cerquita.test';
const SETTLE_TIMEOUT_MS = 10_000;
const STABLE_MS = 400;
const LOCALES: Record<Language, string> = { es: 'es-SV', en: 'en-US' };
const CATALOGS: Record<Language, unknown> = { es, en };
const VARIANTS = (['es', 'en'] as const).flatMap((language) =>
  (['light', 'dark'] as const).map((theme) => ({ language, theme })),
);

const SCREENS: readonly Screen[] = [
  { name: 'auth-login', caption: 'Sign in (/auth)', viewer: 'guest', path: () => '/auth' },
  {
    name: 'auth-register',
    caption: 'Register tab (/auth)',
    viewer: 'guest',
    path: () => '/auth',
    act: (page, t) => page.getByRole('tab', { name: t('auth.registerTab') }).click(),
  },
  { name: 'home', caption: 'Home, nearby listings (/)', viewer: 'buyer', path: () => '/' },
  { name: 'home-visitor', caption: 'Home, signed out', viewer: 'guest', path: () => '/' },
  {
    name: 'home-filters',
    caption: 'Home with the filter sheet open',
    viewer: 'buyer',
    path: () => '/',
    act: async (page, t) => {
      await page
        .getByRole('button', { name: t('filters.button'), exact: false })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'product-buyer',
    caption: 'Product detail, as a buyer',
    viewer: 'buyer',
    path: ({ productId }) => `/products/${productId}`,
  },
  {
    name: 'product-owner',
    caption: 'Product detail, as its seller',
    viewer: 'seller',
    path: ({ productId }) => `/products/${productId}`,
  },
  {
    name: 'product-reserved-buyer',
    caption: 'A listing reserved for the buyer: their handover code',
    viewer: 'buyer',
    path: ({ reservedProductId }) => `/products/${reservedProductId}`,
  },
  {
    name: 'product-reserved-owner',
    caption: 'A reserved listing, as its seller: confirm the handover, until when it holds',
    viewer: 'seller',
    path: ({ reservedProductId }) => `/products/${reservedProductId}`,
  },
  {
    name: 'handover-confirm',
    caption: "The seller confirms the handover with the buyer's code",
    viewer: 'seller',
    path: ({ reservedProductId }) => `/products/${reservedProductId}/handover`,
  },
  {
    name: 'product-public',
    caption: 'Shared product link, signed out',
    viewer: 'guest',
    path: ({ productId }) => `/products/${productId}`,
  },
  {
    name: 'sign-in-sheet',
    caption: "A visitor's first write: the sign-in sheet over the listing",
    viewer: 'guest',
    path: ({ productId }) => `/products/${productId}`,
    act: async (page, t) => {
      await page.getByRole('button', { name: t('productDetail.message') }).click();
      await page.getByRole('dialog').getByRole('tab').first().waitFor();
    },
  },
  { name: 'create-product', caption: 'Sell: new listing', viewer: 'seller', path: () => '/create-product' },
  {
    name: 'edit-product',
    caption: 'Edit a listing',
    viewer: 'seller',
    path: ({ productId }) => `/products/${productId}/edit`,
  },
  { name: 'messages', caption: 'Conversations (/messages)', viewer: 'buyer', path: () => '/messages' },
  {
    name: 'chat-offer',
    caption: 'A chat with an offer card, as the seller',
    viewer: 'seller',
    path: ({ conversationId }) => `/chat/${conversationId}`,
  },
  {
    name: 'chat-quick-answers',
    caption: 'A chat with the one-tap answers to "¿Sigue disponible?", as the seller',
    viewer: 'seller',
    path: ({ questionConversationId }) => `/chat/${questionConversationId}`,
    act: (page, t) => page.getByRole('list', { name: t('chat.quickAnswersLabel') }).waitFor(),
  },
  { name: 'community', caption: 'Community wall', viewer: 'buyer', path: () => '/community' },
  {
    name: 'community-photo-viewer',
    caption: "A post's photo viewer open",
    viewer: 'buyer',
    path: () => '/community',
    act: async (page) => {
      await page.locator('button[aria-haspopup="dialog"]:has(img)').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'profile', caption: 'Own profile (/profile)', viewer: 'buyer', path: () => '/profile' },
  { name: 'my-listings', caption: 'Seller hub (/me/listings)', viewer: 'seller', path: () => '/me/listings' },
  { name: 'settings', caption: 'Settings', viewer: 'buyer', path: () => '/settings' },
  { name: 'favorites', caption: 'Favourites', viewer: 'buyer', path: () => '/favorites' },
  {
    name: 'favorites-searches',
    caption: 'Favourites → saved searches',
    viewer: 'buyer',
    path: () => '/favorites?tab=searches',
  },
  {
    name: 'notifications',
    caption: 'Notifications, as the seller',
    viewer: 'seller',
    path: () => '/notifications',
  },
  {
    name: 'public-profile',
    caption: "A seller's public profile (/users/:id)",
    viewer: 'buyer',
    path: ({ sellerId }) => `/users/${sellerId}`,
  },
  { name: 'safety', caption: 'Safety tips', viewer: 'buyer', path: () => '/safety' },
  { name: 'terms', caption: 'Terms', viewer: 'buyer', path: () => '/terms' },
  { name: 'admin', caption: 'Admin', viewer: 'admin', path: () => '/admin' },
  { name: 'not-found', caption: '404', viewer: 'buyer', path: () => '/esta-pagina-no-existe' },
];

function translator(language: Language): Translate {
  return (key) => {
    let node: unknown = CATALOGS[language];
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? Object.getOwnPropertyDescriptor(node, part)?.value
          : undefined;
    }
    if (typeof node !== 'string') throw new Error(`no text ${key} in the ${language} catalog`);
    return node;
  };
}

function looksLoaded(): boolean {
  const images = [...document.images].filter(
    (image) => image.getBoundingClientRect().top < window.innerHeight,
  );
  return (
    document.querySelector('#root')?.textContent?.trim() !== '' &&
    document.querySelectorAll('.animate-pulse, .animate-spin').length === 0 &&
    images.every((image) => image.complete) &&
    document.fonts.status === 'loaded'
  );
}

/**
 * Waits until the screen stopped loading: no skeleton or spinner, the images in view loaded, fonts ready; twice, a
 * moment apart, since a screen's chunk or catalog can start loading just after the first look.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const pause of [0, STABLE_MS]) {
    await page.waitForTimeout(pause);
    await page
      .waitForFunction(looksLoaded, undefined, { timeout: SETTLE_TIMEOUT_MS })
      .catch(() => console.warn(`  still loading after ${SETTLE_TIMEOUT_MS} ms: ${page.url()}`));
  }
}

/** A palette PNG: a phone screen of flat colours keeps its look at a fraction of the bytes. */
async function savePng(picture: Buffer, file: string): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const png = await sharp(picture).png({ palette: true, quality: 70, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(file, png);
  return png.length;
}

type Capture = {
  browser: Browser;
  base: string;
  world: ScreenshotWorld;
  outDir: string;
  fullPage: boolean;
};

async function captureVariant(
  { browser, base, world, outDir, fullPage }: Capture,
  screens: readonly Screen[],
  language: Language,
  theme: Theme,
): Promise<number> {
  const t = translator(language);
  let bytes = 0;
  for (const screen of screens) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: LOCALES[language],
      timezoneId: 'America/El_Salvador',
      colorScheme: theme,
      reducedMotion: 'reduce',
      geolocation: SAN_SALVADOR,
      permissions: ['geolocation'],
      ...(screen.viewer === 'guest' ? {} : { storageState: world[screen.viewer] }),
    });
    // Only the app answers: map tiles and anything else outside fail at once, as without a connection to them.
    await context.route(
      (url) => url.origin !== base,
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    await page.goto(screen.path(world));
    await settle(page);
    if (screen.act) {
      await screen.act(page, t);
      await settle(page);
    }
    const file = path.join(outDir, `${language}-${theme}`, `${screen.name}.png`);
    bytes += await savePng(await page.screenshot({ fullPage, animations: 'disabled' }), file);
    await context.close();
    console.log(`  ${path.relative(outDir, file)}`);
  }
  return bytes;
}

function indexMarkdown(screens: readonly Screen[]): string {
  const columns = VARIANTS.map(({ language, theme }) => `${language}-${theme}`);
  const rows = screens.map(
    (screen) =>
      `| ${screen.caption} | ${columns.map((column) => `[${column}](${column}/${screen.name}.png)`).join(' | ')} |`,
  );
  return [
    '# Screenshots',
    '',
    'Every screen at 390×844 (device scale 1) in Spanish and English, light and dark theme, on the demo data plus a',
    'buyer, a deal with an offer and a six-photo post. Made by `npm run screenshots` (scripts/screenshots.ts); map tiles',
    'are blocked there, so maps show the offline base.',
    '',
    `| Screen | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string', default: path.join(repoRoot, 'docs', 'screenshots') },
      'full-page': { type: 'boolean', default: false },
    },
  });
  const wanted = values.only?.split(',');
  const screens = wanted ? SCREENS.filter((screen) => wanted.includes(screen.name)) : SCREENS;
  if (screens.length === 0) throw new Error(`no screen is called ${values.only}`);

  await ensureClientBuilt();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cerquita-screenshots-'));
  const mailDir = path.join(scratch, 'mail');
  const smtp = await startSmtpCapture(mailDir);
  const server = await startServer({
    DATA_DIR: path.join(scratch, 'data'),
    DEMO_DATA: '1',
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const world = await prepareScreenshotWorld(server.base, mailDir, ADMIN_EMAIL);
    const capture = { browser, base: server.base, world, outDir: values.out, fullPage: values['full-page'] };
    let bytes = 0;
    for (const { language, theme } of VARIANTS)
      bytes += await captureVariant(capture, screens, language, theme);
    if (!wanted) {
      const index = path.join(values.out, 'README.md');
      const options = { ...(await resolveConfig(index)), filepath: index };
      fs.writeFileSync(index, await format(indexMarkdown(screens), options));
    }
    console.log(`${screens.length * VARIANTS.length} screenshots, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
