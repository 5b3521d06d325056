import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadOf } from './client-page.ts';
import { registerErrorHandling } from './errors.ts';
import { SESSION_COOKIE } from './session.ts';
import { registerStaticFiles } from './static-files.ts';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />
    <title>Cerquita</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** As Vite writes it: each module's file and static imports; the entry's chunks are linked by index.html already. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_vendor-1.js', 'index.html'] },
  '_share-1.js': { file: 'assets/share-1.js', imports: ['_ui-1.js'] },
  '_places-1.js': { file: 'assets/places-1.js' },
  'features/home/screens/home-screen.tsx': { file: 'assets/home-screen-1.js', imports: ['_ui-1.js'] },
  'lib/profile-city.ts': { file: 'assets/profile-city-1.js', imports: ['_places-1.js'] },
  'features/products/screens/product-detail-screen.tsx': {
    file: 'assets/product-detail-screen-1.js',
    imports: ['_share-1.js', 'index.html'],
  },
};

let clientDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-client-page-'));
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = Fastify();
  registerErrorHandling(app);
  await app.register(cookie);
  await registerStaticFiles(app, clientDir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

const signedIn = { cookie: `${SESSION_COOKIE}=some-session` };
const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]);

describe('the page a browser path gets', () => {
  it("preloads a signed-in screen's chunks (not the entry's again) and its first calls", async () => {
    const html = await page('/', signedIn);
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-1.js',
      '/assets/home-screen-1.js',
      '/assets/ui-1.js',
      '/assets/profile-city-1.js',
      '/assets/places-1.js',
    ]);
    expect(fetchPreloads(html)).toEqual([
      '/api/user',
      '/api/categories',
      '/api/notifications/unread-count',
      '/api/messages/unread-count',
    ]);
    expect(html).not.toContain('name="session"');
  });

  it("tells a visitor's client there is no session instead of preloading /api/user, and preloads their screen", async () => {
    const html = await page('/products/7');
    expect(html).toContain('<meta name="session" content="none" />');
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-1.js',
      '/assets/product-detail-screen-1.js',
      '/assets/share-1.js',
      '/assets/ui-1.js',
    ]);
    expect(fetchPreloads(html)).toEqual(['/api/products/7']);
  });

  it('adds nothing but the note for a screen without preloads, or a chunk the build does not have', async () => {
    expect(await page('/settings', signedIn)).toBe(INDEX_HTML);
    const visitor = await page('/auth');
    expect(modulePreloads(visitor)).toEqual(['/assets/vendor-1.js']);
    expect(fetchPreloads(visitor)).toEqual([]);
    expect(visitor).toContain('<meta name="session" content="none" />');
  });
});

it('reads the manifest again only when a deploy replaced it', async () => {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const build = new Date('2026-01-01T10:00:00Z');
  const deploy = new Date('2026-01-02T10:00:00Z');
  const visitorPreloads = async () => modulePreloads(await page('/products/7'));
  try {
    await utimes(manifestFile, build, build);
    expect(await visitorPreloads()).toContain('/assets/product-detail-screen-1.js');
    const deployed = {
      ...MANIFEST,
      'features/products/screens/product-detail-screen.tsx': { file: 'assets/product-detail-screen-2.js' },
    };
    await writeFile(manifestFile, JSON.stringify(deployed));
    await utimes(manifestFile, build, build);
    expect(await visitorPreloads()).toContain('/assets/product-detail-screen-1.js');
    await utimes(manifestFile, deploy, deploy);
    expect(await visitorPreloads()).toEqual(['/assets/vendor-1.js', '/assets/product-detail-screen-2.js']);
  } finally {
    await writeFile(manifestFile, JSON.stringify(MANIFEST));
  }
});

it("keeps the build's manifest to the server", async () => {
  const asked = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
  expect(asked.headers['content-type']).toContain('text/html');
  expect(asked.body).not.toContain('"file"');
});

describe('the first load of a path', () => {
  const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://cerquita.test');

  it("makes a signed-in screen's first calls, then the layout's", () => {
    const layout = ['/api/notifications/unread-count', '/api/messages/unread-count'];
    expect(firstLoadOf(url('/products/12'), true)).toEqual({
      screen: 'features/products/screens/product-detail-screen.tsx',
      calls: ['/api/products/12', ...layout],
    });
    expect(firstLoadOf(url('/messages'), true)?.calls).toEqual(['/api/conversations', ...layout]);
    expect(firstLoadOf(url('/community'), true)?.calls).toEqual([
      '/api/community?limit=10&offset=0',
      ...layout,
    ]);
    expect(firstLoadOf(url('/auth'), true)).toBeUndefined();
  });

  it('only takes a listing id made of digits into a URL', () => {
    expect(firstLoadOf(url('/products/3"><script>'), true)).toBeUndefined();
    expect(firstLoadOf(url('/products/0'), false)).toBeUndefined();
    expect(firstLoadOf(url('/products/12'), false)?.calls).toEqual(['/api/products/12']);
  });

  it("does not preload the wall's first page for a shared post's link, which opens the post", () => {
    expect(firstLoadOf(url('/community?post=4'), true)?.calls).toEqual([
      '/api/notifications/unread-count',
      '/api/messages/unread-count',
    ]);
  });
});
