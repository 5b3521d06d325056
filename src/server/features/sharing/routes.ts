import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postIdParamsSchema } from '#shared/community.ts';
import { productIdParamsSchema } from '#shared/products.ts';
import { publicPostSchema, publicProductSchema, type PublicProduct } from '#shared/sharing.ts';
import type { Language } from '#shared/constants.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf } from '#server/i18n.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { carriesSignedSession, SESSION_COOKIE } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { clientPage } from '#server/plugins/client-page.ts';
import { countViewLater } from '#server/features/products/views.ts';
import { firstPhotoShown, withPhotoPreload } from './photo-preload.ts';
import { publicPost, publicProduct } from './public-reads.ts';
import { recentReads } from './recent-reads.ts';
import { postMeta, productMeta, unavailableMeta, withMeta, type PageMeta } from './share-page.ts';

/** The read-only calls behind shared links; no session needed. */
export const publicReadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, throttle }) => {
  app.addHook('onRequest', async (request) => {
    await throttle.consume(THROTTLE_RULES.publicReadsPerAddress, request.ip);
  });

  app.get(
    '/public/products/:id',
    { schema: { params: productIdParamsSchema, response: { 200: publicProductSchema } } },
    (request) => publicProduct(db, request.params.id),
  );

  app.get(
    '/public/posts/:id',
    { schema: { params: postIdParamsSchema, response: { 200: publicPostSchema } } },
    (request) => publicPost(db, request.params.id),
  );
};

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const validId = (value: unknown) =>
  typeof value === 'string' && POSITIVE_ID.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;

/** A shared listing or post by its link's id: 404 for an unknown or malformed id, 410 once moderation removed it. */
type SharedRead<T> = { status: 200; content: T } | { status: 404 | 410 };

async function readShared<T>(rawId: unknown, read: (id: number) => Promise<T>): Promise<SharedRead<T>> {
  const id = validId(rawId);
  if (id === null) return { status: 404 };
  try {
    return { status: 200, content: await read(id) };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) {
      return { status: error.statusCode };
    }
    throw error;
  }
}

/** The shared page's tags: the content's own, or those saying it is gone (410) or never existed (404). */
function sharedPageMeta<T>(
  shared: SharedRead<T>,
  unavailableUrl: string,
  language: Language,
  metaOf: (content: T) => PageMeta,
): PageMeta {
  if (shared.status === 200) return metaOf(shared.content);
  return unavailableMeta(shared.status === 410 ? 'removed' : 'missing', language, unavailableUrl);
}

/**
 * A browser holding a session runs the app, which reads the listing or post itself; only what runs no JavaScript (link
 * previews, which never carry the session) needs the tags.
 */
const runsTheApp = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] !== undefined;

/** How long a signed-in listing page waits for the read that finds its photo before it goes without the preload. */
const PRELOAD_READ_WAIT_MS = 500;

/** What a page adds to the app's index.html: its status, the preview tags and the photo to preload. */
type PageParts = { status?: number; meta?: PageMeta; photo?: string };

/**
 * The app's page for a shared listing or post, with the preview tags link previews read (they run no JavaScript);
 * the client then shows it read-only to a visitor, or in full to a signed-in person. A listing's page, signed in or
 * not, also preloads its first photo. A link opened by many at once is read once every few seconds.
 */
export function registerSharePages(
  app: FastifyInstance,
  { db, config, throttle }: AppDeps,
  clientDir: string,
) {
  const page = clientPage(clientDir);
  // A page that reads a listing or post for whoever asks spends the address's budget of public reads, the one
  // /api/public/* spends: otherwise scrapers walk the ids through the pages. A browser holding a session this server
  // signed is not counted: it gets the app without the content's tags.
  const countPublicRead = async (request: FastifyRequest) => {
    if (!carriesSignedSession(request))
      await throttle.consume(THROTTLE_RULES.publicReadsPerAddress, request.ip);
  };
  const readProduct = recentReads((id) => publicProduct(db, id));
  const readPost = recentReads((id) => publicPost(db, id));
  const send = async (request: FastifyRequest, reply: FastifyReply, { status, meta, photo }: PageParts) => {
    const html = await page(request);
    const tagged = meta ? withMeta(html, meta) : html;
    return reply
      .status(status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(photo ? withPhotoPreload(tagged, photo) : tagged);
  };
  const photoOf = (shared: SharedRead<PublicProduct> | undefined, request: FastifyRequest) =>
    shared?.status === 200 ? firstPhotoShown(shared.content.images, request) : undefined;

  app.get('/products/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    await countPublicRead(request);
    if (runsTheApp(request)) {
      // The app reads the listing and says when it is gone: this read only finds the photo, so a failed or slow one
      // costs the preload, never the page.
      const read = readShared(request.params.id, readProduct).catch((error: unknown) => {
        request.log.warn({ err: error }, 'reading a listing for its photo preload failed');
        return undefined;
      });
      const shared = await Promise.race([read, setTimeout(PRELOAD_READ_WAIT_MS, undefined)]);
      return send(request, reply, { photo: photoOf(shared, request) });
    }
    const language = languageOf(request);
    const url = `${config.appUrl}/products/${encodeURIComponent(request.params.id)}`;
    const shared = await readShared(request.params.id, readProduct);
    if (shared.status === 200)
      countViewLater({ db, secret: config.sessionSecret }, request, shared.content.id);
    return send(request, reply, {
      status: shared.status,
      meta: sharedPageMeta(shared, url, language, (product) => productMeta(product, language, config.appUrl)),
      photo: photoOf(shared, request),
    });
  });

  app.get('/community', async (request: FastifyRequest<{ Querystring: { post?: unknown } }>, reply) => {
    if (request.query.post === undefined) return send(request, reply, {});
    await countPublicRead(request);
    if (runsTheApp(request)) return send(request, reply, {});
    const language = languageOf(request);
    const url = `${config.appUrl}/community`;
    const shared = await readShared(request.query.post, readPost);
    return send(request, reply, {
      status: shared.status,
      meta: sharedPageMeta(shared, url, language, (post) => postMeta(post, language, config.appUrl)),
    });
  });
}
