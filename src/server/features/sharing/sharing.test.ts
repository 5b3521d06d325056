import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicPost, PublicProduct } from '#shared/sharing.ts';
import { translate } from '#server/i18n.ts';
import { buildApp } from '#server/app.ts';
import { communityPosts, products, users } from '#server/db/schema.ts';
import { listProduct, person } from '#server/testing/deal-world.ts';
import { randomAddress, registerUser, TestClient } from '#server/testing/test-app.ts';
import * as insert from '#server/testing/inserts.ts';
import { privateFieldsIn } from '#server/testing/private-fields.ts';
import { SESSION_COOKIE } from '#server/plugins/session.ts';
import { SHARED_READ_KEEP_MS } from './recent-reads.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta
      name="description"
      content="Cerquita: compra y vende."
    />
    <title>Cerquita</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ctx = useTestContext();
let pages: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-share-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  ({ app: pages } = await buildApp({ ...ctx.config, clientDir }, ctx.db, {
    mailer: { send: async () => undefined },
  }));
  await pages.ready();
});
afterAll(async () => {
  await pages.close();
  await rm(clientDir, { recursive: true, force: true });
});

const visitor = () => new TestClient(ctx.app);
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('GET /api/public/products/:id', () => {
  it('shows a visitor what the card shows, and nothing that finds the seller', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller, { location: 'San Miguel' });
    const response = await visitor().get(`/api/public/products/${listed.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json<PublicProduct>();
    expect(product).toEqual({
      id: listed.id,
      title: 'Refrigeradora Mabe',
      price: '100.00',
      previousPrice: null,
      condition: 'good',
      status: 'available',
      images: [],
      location: 'San Miguel',
      createdAt: expect.any(String),
      seller: { displayName: 'Ana H.', rating: 0, reviewCount: 0 },
    });
    expect(response.body).not.toMatch(/Metrocentro|13\.70|-89\.21|@/);
    expect(privateFieldsIn(product, 'Hernández')).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, and 410 once moderation hid it', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    expect((await visitor().get('/api/public/products/999999')).statusCode).toBe(404);
    expect((await visitor().get('/api/public/products/abc')).statusCode).toBe(400);
    expect((await visitor().get('/api/public/products/0')).statusCode).toBe(400);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, listed.id));
    const hidden = await visitor().get(`/api/public/products/${listed.id}`);
    expect(hidden.statusCode).toBe(410);
    expect(hidden.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
  });

  it("answers 410 for a suspended seller's listing", async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.user.id));
    expect((await visitor().get(`/api/public/products/${listed.id}`)).statusCode).toBe(410);
  });

  it('stops one address walking every id', async () => {
    const walker = visitor();
    const answers = [];
    for (let id = 1; id <= 121; id += 1)
      answers.push((await walker.get(`/api/public/products/${id}`)).statusCode);
    expect(answers.slice(0, 120)).not.toContain(429);
    expect(answers.at(-1)).toBe(429);
    expect((await visitor().get('/api/public/products/1')).statusCode).not.toBe(429);
  });
});

describe('GET /api/public/posts/:id', () => {
  it("shows a post with its author's display name only; hidden posts are 410, unknown 404", async () => {
    const author = await person(ctx, 'Carla');
    const postId = await insert.post(ctx.db, author.user.id, ['/uploads/a.jpg']);
    const post = (await visitor().get(`/api/public/posts/${postId}`)).json<PublicPost>();
    expect(post).toMatchObject({
      id: postId,
      images: ['/uploads/a.jpg'],
      author: { displayName: 'Carla H.' },
    });
    expect(privateFieldsIn(post, 'Hernández')).toEqual([]);
    expect((await visitor().get('/api/public/posts/999999')).statusCode).toBe(404);
    await ctx.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, postId));
    const removed = await visitor().get(`/api/public/posts/${postId}`);
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
  });

  it("answers 410 for a suspended author's post", async () => {
    const author = await person(ctx, 'Carla');
    const postId = await insert.post(ctx.db, author.user.id);
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, author.user.id));
    expect((await visitor().get(`/api/public/posts/${postId}`)).statusCode).toBe(410);
  });
});

describe('the shared link pages', () => {
  it('count a visitor’s view of a listing once a day per address, the page and the app’s read together', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    const address = randomAddress();
    for (let open = 0; open < 2; open += 1)
      await pages.inject({ method: 'GET', url: `/products/${listed.id}`, remoteAddress: address });
    await new TestClient(ctx.app, address).get(`/api/products/${listed.id}`);
    await pages.inject({ method: 'GET', url: `/products/${listed.id}`, remoteAddress: randomAddress() });
    const views = async () =>
      (await ctx.db.select({ views: products.viewCount }).from(products).where(eq(products.id, listed.id)))[0]
        ?.views;
    await expect.poll(views).toBe(2);
  });

  it('carry Open Graph and Twitter tags with price, place and an absolute photo address', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller, { location: 'San Miguel', title: 'Bici "Trek" <aro 26>' });
    await ctx.db
      .update(products)
      .set({ images: ['/uploads/bici.jpg'] })
      .where(eq(products.id, listed.id));
    const page = await pages.inject({ method: 'GET', url: `/products/${listed.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(metaContent(page.body, 'og:title')).toBe('Bici &quot;Trek&quot; &lt;aro 26&gt; · $100.00');
    expect(metaContent(page.body, 'og:description')).toBe(
      '$100.00 · Buen estado · San Miguel. Escríbele a Ana H. en Cerquita.',
    );
    expect(page.body).not.toContain('Hernández');
    expect(metaContent(page.body, 'og:image')).toBe('http://cerquita.test/uploads/bici.jpg');
    expect(metaContent(page.body, 'og:url')).toBe(`http://cerquita.test/products/${listed.id}`);
    expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(page.body).toContain('<title>Bici &quot;Trek&quot; &lt;aro 26&gt; · $100.00</title>');
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('say so for a sold listing, in English when asked', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    await ctx.db.update(products).set({ status: 'sold', isSold: true }).where(eq(products.id, listed.id));
    const page = await pages.inject({
      method: 'GET',
      url: `/products/${listed.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(metaContent(page.body, 'og:title')).toBe('SOLD · Refrigeradora Mabe · $100.00');
    expect(metaContent(page.body, 'og:description')).toBe(
      'Already sold · $100.00 · Good condition · San Salvador. See more near you on Cerquita.',
    );
    expect(metaContent(page.body, 'twitter:card')).toBe('summary');
    expect(metaContent(page.body, 'og:image')).toBeUndefined();
  });

  it('answer 404 for unknown or malformed ids and 410 for removed listings, still as the app', async () => {
    const unknown = await pages.inject({ method: 'GET', url: '/products/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(metaContent(unknown.body, 'og:title')).toBe('No lo encontramos · Cerquita');
    expect(unknown.body).toContain('<div id="root"></div>');
    expect((await pages.inject({ method: 'GET', url: '/products/12abc' })).statusCode).toBe(404);
    expect((await pages.inject({ method: 'GET', url: '/products/99999999999' })).statusCode).toBe(404);
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, listed.id));
    const removed = await pages.inject({ method: 'GET', url: `/products/${listed.id}` });
    expect(removed.statusCode).toBe(410);
    expect(metaContent(removed.body, 'og:title')).toBe('Contenido retirado · Cerquita');
    expect(removed.body).not.toContain('Refrigeradora');
  });

  it('reuse a listing’s read for a few seconds at most: then a change shows, and a removal answers 410', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller, { title: 'Hamaca' });
    const page = () => pages.inject({ method: 'GET', url: `/products/${listed.id}` });
    const title = async () => metaContent((await page()).body, 'og:title');
    expect(await title()).toBe('Hamaca · $100.00');
    await ctx.db
      .update(products)
      .set({ title: 'Hamaca de pita', status: 'sold', isSold: true })
      .where(eq(products.id, listed.id));
    expect(await title()).toBe('Hamaca · $100.00');

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SHARED_READ_KEEP_MS);
      expect(await title()).toBe('VENDIDO · Hamaca de pita · $100.00');
      await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, listed.id));
      vi.setSystemTime(Date.now() + SHARED_READ_KEEP_MS);
      expect((await page()).statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leave out the tags for a browser holding a session, whose app reads the listing itself', async () => {
    const seller = await person(ctx, 'Ana');
    const listed = await listProduct(seller);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, listed.id));
    const page = await pages.inject({
      method: 'GET',
      url: `/products/${listed.id}`,
      cookies: { [SESSION_COOKIE]: 'any' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('og:title');
    expect(page.body).toContain('<title>Cerquita</title>');
    const post = await pages.inject({
      method: 'GET',
      url: '/community?post=999999',
      cookies: { [SESSION_COOKIE]: 'any' },
    });
    expect(post.statusCode).toBe(200);
  });

  it('preview a shared community post, and leave the wall itself as it was', async () => {
    const author = await person(ctx, 'Carla');
    const postId = await insert.post(ctx.db, author.user.id, ['/uploads/feria.jpg']);
    const page = await pages.inject({ method: 'GET', url: `/community?post=${postId}` });
    expect(page.statusCode).toBe(200);
    expect(metaContent(page.body, 'og:title')).toBe('Feria de emprendedores el sábado · Comunidad Cerquita');
    expect(metaContent(page.body, 'og:image')).toBe('http://cerquita.test/uploads/feria.jpg');
    expect(metaContent(page.body, 'og:url')).toBe(`http://cerquita.test/community?post=${postId}`);
    const wall = await pages.inject({ method: 'GET', url: '/community' });
    expect(wall.statusCode).toBe(200);
    expect(wall.body).not.toContain('og:title');
    expect((await pages.inject({ method: 'GET', url: '/community?post=x' })).statusCode).toBe(404);
  });

  it('say a shared post moderation hid is "Contenido retirado", with nothing of it', async () => {
    const author = await person(ctx, 'Carla');
    const postId = await insert.post(ctx.db, author.user.id, ['/uploads/rifa.jpg']);
    await ctx.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, postId));
    const removed = await pages.inject({ method: 'GET', url: `/community?post=${postId}` });
    expect(removed.statusCode).toBe(410);
    expect(metaContent(removed.body, 'og:title')).toBe('Contenido retirado · Cerquita');
    expect(removed.body).not.toContain('Feria de emprendedores');
    expect(removed.body).not.toContain('rifa.jpg');
  });
});

describe('the shared link pages read without a session', () => {
  const PUBLIC_READS_PER_MINUTE = 120;

  async function readsFrom(client: TestClient, url: string, times: number) {
    const answers = [];
    for (let read = 0; read < times; read += 1) answers.push(await client.get(url));
    return answers;
  }

  function expectRefusedPastTheBudget(answers: Awaited<ReturnType<typeof readsFrom>>) {
    expect(answers.slice(0, PUBLIC_READS_PER_MINUTE).map((answer) => answer.statusCode)).not.toContain(429);
    for (const refused of answers.slice(PUBLIC_READS_PER_MINUTE)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  }

  it('of a listing are refused past 120 a minute from one address, as the public reads are', async () => {
    const listed = await listProduct(await person(ctx, 'Ana'));
    const scraper = new TestClient(pages);
    expectRefusedPastTheBudget(await readsFrom(scraper, `/products/${listed.id}`, 130));
    expect((await scraper.get(`/api/public/products/${listed.id}`)).statusCode).toBe(429);
    expect((await new TestClient(pages).get(`/products/${listed.id}`)).statusCode).toBe(200);
  });

  it('of a post are refused past 120 a minute from one address; the wall itself is not counted', async () => {
    const author = await person(ctx, 'Carla');
    const postId = await insert.post(ctx.db, author.user.id);
    const scraper = new TestClient(pages);
    expect((await readsFrom(scraper, '/community', 130)).map((answer) => answer.statusCode)).not.toContain(
      429,
    );
    expectRefusedPastTheBudget(await readsFrom(scraper, `/community?post=${postId}`, 130));
  });

  it('share one budget per address with the public reads', async () => {
    const listed = await listProduct(await person(ctx, 'Ana'));
    const scraper = new TestClient(pages);
    const half = PUBLIC_READS_PER_MINUTE / 2;
    await readsFrom(scraper, `/api/public/products/${listed.id}`, half);
    const pageReads = await readsFrom(scraper, `/products/${listed.id}`, half + 1);
    expect(pageReads.at(-2)?.statusCode).toBe(200);
    expect(pageReads.at(-1)?.statusCode).toBe(429);
    expect((await scraper.get(`/community?post=${listed.id}`)).statusCode).toBe(429);
  });

  it('leave uncounted a browser holding a session, but not one making a cookie up', async () => {
    const listed = await listProduct(await person(ctx, 'Ana'));
    const scraper = new TestClient(pages);
    await readsFrom(scraper, `/products/${listed.id}`, PUBLIC_READS_PER_MINUTE);
    const signedIn = new TestClient(pages, scraper.address);
    signedIn.cookie = (await registerUser(pages)).client.cookie;
    const made = { [SESSION_COOKIE]: 'made-up' };
    const madeUp = await pages.inject({
      url: `/products/${listed.id}`,
      remoteAddress: scraper.address,
      cookies: made,
    });
    expect(madeUp.statusCode).toBe(429);
    for (const url of [`/products/${listed.id}`, `/community?post=${listed.id}`]) {
      const page = await signedIn.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('og:title');
    }
  });
});

describe('the shared link pages, whatever the text they carry', () => {
  /** Every pattern a string replacement would expand: the match, the text before it, the text after it, a group. */
  const PATTERNS = "$`$'$&$1";
  const filled = (pattern: string, chars: number) =>
    pattern.repeat(Math.ceil(chars / pattern.length)).slice(0, chars);
  /** The same characters with `$` taken out of each pattern: the same length and escaping, nothing to expand. */
  const plain = (text: string) => text.replaceAll('$', 'S');
  const escaped = (text: string) => text.replaceAll('&', '&amp;');
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const PREVIEW_TAGS = [
    'og:site_name',
    'og:type',
    'og:title',
    'og:description',
    'og:url',
    'twitter:card',
    'twitter:title',
    'twitter:description',
  ];

  function expectOneOfEachTagInHead(html: string) {
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain('<title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    for (const tag of PREVIEW_TAGS) {
      expect(html.split(`"${tag}"`), tag).toHaveLength(2);
      expect(head(html), tag).toContain(`"${tag}"`);
    }
  }

  async function listingPage(title: string, location: string, firstName: string) {
    const seller = await person(ctx, firstName);
    const listed = await listProduct(seller, { title, location });
    return pages.inject({ method: 'GET', url: `/products/${listed.id}` });
  }

  it('show a title, place and first name full of replacement patterns literally, at the size of plain text', async () => {
    const title = filled(PATTERNS, 200);
    const location = filled(PATTERNS, 200);
    const firstName = filled(PATTERNS, 100);
    const hostile = await listingPage(title, location, firstName);
    const usual = await listingPage(plain(title), plain(location), plain(firstName));
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body.length).toBeLessThanOrEqual(2 * usual.body.length);
    expectOneOfEachTagInHead(hostile.body);
    expect(metaContent(hostile.body, 'og:title')).toBe(`${escaped(title)} · $100.00`);
    expect(metaContent(hostile.body, 'og:description')).toBe(
      `$100.00 · Buen estado · ${escaped(location)}. Escríbele a ${escaped(firstName)} H. en Cerquita.`,
    );
    expect(hostile.body).toContain(`<title>${escaped(title)} · $100.00</title>`);
    expect(hostile.body).toContain('<div id="root"></div>');
  });

  it('show a post full of replacement patterns literally, at the size of plain text', async () => {
    const author = await person(ctx, 'Carla');
    const sharedPost = async (content: string, title: string | null) => {
      const postId = await insert.post(ctx.db, author.user.id);
      await ctx.db.update(communityPosts).set({ content, title }).where(eq(communityPosts.id, postId));
      return pages.inject({ method: 'GET', url: `/community?post=${postId}` });
    };
    const content = filled(PATTERNS, 160);
    for (const title of [null, filled(PATTERNS, 60)]) {
      const hostile = await sharedPost(content, title);
      const usual = await sharedPost(plain(content), title === null ? null : plain(title));
      expect(hostile.statusCode).toBe(200);
      expect(hostile.body.length).toBeLessThanOrEqual(2 * usual.body.length);
      expectOneOfEachTagInHead(hostile.body);
      const shownTitle = title ?? `${content.slice(0, 69)}…`;
      expect(metaContent(hostile.body, 'og:title')).toBe(`${escaped(shownTitle)} · Comunidad Cerquita`);
      expect(metaContent(hostile.body, 'og:description')).toBe(escaped(content));
    }
  });
});

describe("the first photo of a listing's page", () => {
  const HASH = 'b'.repeat(64);
  const PHOTO = `/uploads/${HASH}.jpg`;
  const MEDIUM = `/uploads/${HASH}.medium.jpg`;
  const THUMBNAIL = `/uploads/${HASH}.thumb.jpg`;
  const SIGNED_IN = { [SESSION_COOKIE]: 'any' };

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map(
      (match) => match[1],
    );
  const preloadsOf = async (
    url: string,
    {
      cookies = {},
      headers = {},
    }: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => preloads((await pages.inject({ method: 'GET', url, cookies, headers })).body);
  async function listingWith(images: string[]) {
    const listed = await listProduct(await person(ctx, 'Ana'));
    await ctx.db.update(products).set({ images }).where(eq(products.id, listed.id));
    return `/products/${listed.id}`;
  }

  it('is preloaded as its medium copy, signed in and signed out, beside the tags only signed out', async () => {
    const url = await listingWith([PHOTO, `/uploads/${'c'.repeat(64)}.jpg`]);
    const signedOut = await pages.inject({ method: 'GET', url });
    expect(preloads(signedOut.body)).toEqual([MEDIUM]);
    expect(metaContent(signedOut.body, 'og:image')).toBe(`http://cerquita.test${PHOTO}`);
    const signedIn = await pages.inject({ method: 'GET', url, cookies: SIGNED_IN });
    expect(signedIn.statusCode).toBe(200);
    expect(preloads(signedIn.body)).toEqual([MEDIUM]);
    expect(signedIn.body).not.toContain('og:');
    expect(signedIn.body).toContain('<title>Cerquita</title>');
  });

  it('is the thumbnail for a person saving data: their choice first, else the browser’s Save-Data', async () => {
    const url = await listingWith([PHOTO]);
    expect(await preloadsOf(url, { headers: { 'save-data': 'on' } })).toEqual([THUMBNAIL]);
    expect(await preloadsOf(url, { cookies: { ...SIGNED_IN }, headers: { 'save-data': 'on' } })).toEqual([
      THUMBNAIL,
    ]);
    expect(await preloadsOf(url, { cookies: { 'data-saver': 'on' } })).toEqual([THUMBNAIL]);
    expect(await preloadsOf(url, { cookies: { ...SIGNED_IN, 'data-saver': 'on' } })).toEqual([THUMBNAIL]);
    expect(
      await preloadsOf(url, { cookies: { 'data-saver': 'off' }, headers: { 'save-data': 'on' } }),
    ).toEqual([MEDIUM]);
    expect(await preloadsOf(url, { cookies: { 'data-saver': 'nonsense' } })).toEqual([MEDIUM]);
  });

  it('is not preloaded for a listing without photos, a removed listing or a malformed id', async () => {
    const withoutPhotos = await listingWith([]);
    const removed = await listingWith([PHOTO]);
    await ctx.db
      .update(products)
      .set({ hiddenAt: new Date() })
      .where(eq(products.id, Number(removed.split('/').at(-1))));
    for (const url of [withoutPhotos, removed, '/products/999999', '/products/12abc', '/products/0']) {
      for (const cookies of [{}, SIGNED_IN]) {
        const page = await pages.inject({ method: 'GET', url, cookies });
        expect(page.statusCode, url).toBeLessThan(500);
        expect(page.body, url).not.toContain('rel="preload" as="image"');
      }
    }
  });

  it('escapes the address it preloads', async () => {
    const url = await listingWith(['/uploads/x"><script>alert(1)</script>.jpg']);
    expect(await preloadsOf(url, { cookies: SIGNED_IN })).toEqual([
      '/uploads/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.jpg',
    ]);
  });

  it('reuses the read of the last few seconds, signed in too, rather than reading the listing per page', async () => {
    const url = await listingWith([PHOTO]);
    expect(await preloadsOf(url)).toEqual([MEDIUM]);
    await ctx.db
      .update(products)
      .set({ images: [] })
      .where(eq(products.id, Number(url.split('/').at(-1))));
    expect(await preloadsOf(url, { cookies: SIGNED_IN })).toEqual([MEDIUM]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SHARED_READ_KEEP_MS);
      expect(await preloadsOf(url, { cookies: SIGNED_IN })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
