import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session.ts';

/** What the build's manifest says of a module: its file and the modules it imports statically. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A file of the build, read again only when a deploy replaced it. */
function builtFile<T>(file: string, read: (text: string) => T): () => Promise<T> {
  let cached: { modifiedMs: number; value: T } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.modifiedMs !== mtimeMs) {
      cached = { modifiedMs: mtimeMs, value: read(await readFile(file, 'utf8')) };
    }
    return cached.value;
  };
}

/** The screen module (as the manifest names it, from src/client) a first load opens and the API calls it makes first. */
export type FirstLoad = { screen: string; calls: string[] };

const SCREENS = {
  auth: 'features/auth/screens/auth-screen.tsx',
  home: 'features/home/screens/home-screen.tsx',
  product: 'features/products/screens/product-detail-screen.tsx',
  publicProduct: 'features/products/screens/public-product-screen.tsx',
  community: 'features/community/screens/community-screen.tsx',
  conversations: 'features/conversations/screens/conversations-screen.tsx',
} as const;

/**
 * What a screen imports as it first renders, preloaded with it: home's list waits for the profile's city in the
 * gazetteer (src/client/lib/browsing-centre.ts) when the device gives no position, as on a first visit.
 */
export const FIRST_RENDER_IMPORTS: Partial<Record<(typeof SCREENS)[keyof typeof SCREENS], string[]>> = {
  [SCREENS.home]: ['lib/profile-city.ts'],
};

/** Every signed-in screen's layout asks for these badges. */
const LAYOUT_CALLS = ['/api/notifications/unread-count', '/api/messages/unread-count'];
const PRODUCT_PATH = /^\/products\/([1-9]\d{0,9})$/;

/**
 * The screens people most often open first (the router in src/client/app/router.tsx decides the same way): signed
 * out, `/` leads to the sign-in screen and a listing shows its public page; signed in, each screen with the calls it
 * makes before anything else (home's list waits for the position, so only its categories).
 */
export function firstLoadOf({ pathname, search }: URL, signedIn: boolean): FirstLoad | undefined {
  const productId = PRODUCT_PATH.exec(pathname)?.[1];
  if (!signedIn) {
    if (productId) return { screen: SCREENS.publicProduct, calls: [`/api/public/products/${productId}`] };
    return pathname === '/' || pathname === '/auth' ? { screen: SCREENS.auth, calls: [] } : undefined;
  }
  const screen = (name: keyof typeof SCREENS, calls: string[]) => ({
    screen: SCREENS[name],
    calls: [...calls, ...LAYOUT_CALLS],
  });
  if (productId) return screen('product', [`/api/products/${productId}`]);
  switch (pathname) {
    case '/':
      return screen('home', ['/api/categories']);
    case '/community':
      // A shared post's link (?post=) opens that post first.
      return screen('community', search === '' ? ['/api/community?limit=10&offset=0'] : []);
    case '/messages':
    case '/conversations':
      return screen('conversations', ['/api/conversations']);
    default:
      return undefined;
  }
}

/** Adds the built file of `key` and of everything it imports statically. */
function collectFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into);
  return into;
}

/**
 * Each screen's modulepreload links, worked out once per build: the built files of the screen, of what it imports as
 * it first renders and of everything those import statically, the entry's own excluded (index.html links them).
 */
function screenPreloads(manifest: Manifest): Map<string, string[]> {
  const entryFiles = collectFiles(manifest, 'index.html', new Set());
  return new Map(
    Object.values(SCREENS).map((screen) => {
      const files = new Set<string>();
      for (const module of [screen, ...(FIRST_RENDER_IMPORTS[screen] ?? [])])
        collectFiles(manifest, module, files);
      const links = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      return [screen, links];
    }),
  );
}

/**
 * The page with `markup` added at the end of its head. The replacement is a function: a replacement string would
 * expand `$&`, `` $` ``, `$'` and `$1` in it, and markup can carry people's text (a listing's title in its preview tags).
 */
export const withHeadEnd = (html: string, markup: string) =>
  html.replace('</head>', () => `  ${markup}\n  </head>`);

const USER_PRELOAD = /\s*<link rel="preload" href="\/api\/user"[^>]*>/;
/** Read by src/client/lib/current-user.ts: this request carried no session, so there is no user to ask for. */
const NO_SESSION_META = '<meta name="session" content="none" />';

/**
 * index.html for a browser path: preloads for the screen it opens (its chunks and first API calls start with the
 * page's own scripts instead of after them) and, when the request carries no session, no preload of `/api/user` and a
 * note saying so, so the client does not ask and log the 401. The service worker answers later navigations with the
 * page as built, which asks as before.
 */
export function clientPage(clientDir: string): (request: FastifyRequest) => Promise<string> {
  const indexHtml = builtFile(path.join(clientDir, 'index.html'), (text) => text);
  const preloads = builtFile(path.join(clientDir, '.vite', 'manifest.json'), (text) =>
    screenPreloads(JSON.parse(text)),
  );
  return async (request) => {
    const html = await indexHtml();
    const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
    const firstLoad = firstLoadOf(new URL(request.url, 'http://path.only'), signedIn);
    // A build without its manifest (an older one) gets no chunk preloads.
    const chunkLinks = firstLoad
      ? ((await preloads().catch(() => undefined))?.get(firstLoad.screen) ?? [])
      : [];
    const links = [
      ...chunkLinks,
      ...(firstLoad?.calls ?? []).map(
        (call) => `<link rel="preload" href="${call}" as="fetch" crossorigin="use-credentials">`,
      ),
      ...(signedIn ? [] : [NO_SESSION_META]),
    ];
    const page = signedIn ? html : html.replace(USER_PRELOAD, '');
    return links.length === 0 ? page : withHeadEnd(page, links.join('\n    '));
  };
}
