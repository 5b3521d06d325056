import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postIdParamsSchema } from '#shared/community.ts';
import { productIdParamsSchema } from '#shared/products.ts';
import { publicPostSchema, publicProductSchema } from '#shared/sharing.ts';
import type { Language } from '#shared/constants.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf } from '#server/i18n.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { SESSION_COOKIE } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { publicPost, publicProduct } from './public-reads.ts';
import { recentReads } from './recent-reads.ts';
import { clientPage } from '#server/plugins/client-page.ts';
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

type PageAnswer = { status: number; meta: PageMeta };

/**
 * The page of a shared link: the content's own tags, or those saying it is gone (410, moderation removed it) or
 * never existed (404, an unknown or malformed id).
 */
async function sharedPageAnswer(
  rawId: unknown,
  unavailableUrl: string,
  language: Language,
  read: (id: number) => Promise<PageMeta>,
): Promise<PageAnswer> {
  const unavailable = (status: 404 | 410) => ({
    status,
    meta: unavailableMeta(status === 410 ? 'removed' : 'missing', language, unavailableUrl),
  });
  const id = validId(rawId);
  if (id === null) return unavailable(404);
  try {
    return { status: 200, meta: await read(id) };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) {
      return unavailable(error.statusCode);
    }
    throw error;
  }
}

/**
 * A browser holding a session runs the app, which reads the listing or post itself; only what runs no JavaScript (link
 * previews, which never carry the session) needs the tags.
 */
const runsTheApp = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] !== undefined;

/**
 * The app's page for a shared listing or post, with the preview tags link previews read (they run no JavaScript);
 * the client then shows it read-only to a visitor, or in full to a signed-in person. A link opened by many at once is
 * read once every few seconds.
 */
export function registerSharePages(app: FastifyInstance, { db, config }: AppDeps, clientDir: string) {
  const page = clientPage(clientDir);
  const readProduct = recentReads((id) => publicProduct(db, id));
  const readPost = recentReads((id) => publicPost(db, id));
  const send = async (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer | null) => {
    const html = await page(request);
    return reply
      .status(answer?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(answer ? withMeta(html, answer.meta) : html);
  };

  app.get('/products/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    if (runsTheApp(request)) return send(request, reply, null);
    const language = languageOf(request);
    const url = `${config.appUrl}/products/${encodeURIComponent(request.params.id)}`;
    const answer = await sharedPageAnswer(request.params.id, url, language, async (id) =>
      productMeta(await readProduct(id), language, config.appUrl),
    );
    return send(request, reply, answer);
  });

  app.get('/community', async (request: FastifyRequest<{ Querystring: { post?: unknown } }>, reply) => {
    if (request.query.post === undefined || runsTheApp(request)) return send(request, reply, null);
    const language = languageOf(request);
    const answer = await sharedPageAnswer(
      request.query.post,
      `${config.appUrl}/community`,
      language,
      async (id) => postMeta(await readPost(id), language, config.appUrl),
    );
    return send(request, reply, answer);
  });
}
