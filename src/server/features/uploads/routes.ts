import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import { UPLOAD_CONTENT_TYPES } from '#shared/upload-urls.ts';
import { uploadedImageSchema } from '#shared/uploads.ts';
import type { AppDeps } from '#server/deps.ts';
import { notFound } from '#server/plugins/errors.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { imageTooLarge, invalidImage } from './images.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Fastify's own body errors in this scope, said in upload terms: any other type is not an image; too big names the limit. */
function asUploadError(error: FastifyError): Error {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return invalidImage();
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return imageTooLarge();
  return error;
}

/**
 * `POST /api/uploads`: the raw image bytes as the body. Registered behind the auth guard; the session and
 * the per-user throttle are checked before the body is read, so refused callers cost nothing.
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { uploads, throttle }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...UPLOAD_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );
  // Thrown errors go on to the app's error handler, which answers them translated.
  app.setErrorHandler((error: FastifyError) => {
    throw asUploadError(error);
  });

  app.post(
    '/uploads',
    {
      bodyLimit: IMAGE_BYTES_MAX,
      onRequest: async (request) => {
        await throttle.consume(THROTTLE_RULES.uploadsPerUser, String(signedInUserId(request)));
      },
      schema: { response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw invalidImage();
      return reply.code(201).send(await uploads.save(request.body, signedInUserId(request)));
    },
  );
};

/** A name never changes content, so a file may be kept a year; only the browser keeps a chat photo. */
const PUBLIC_CACHING = `public, max-age=${YEAR_SECONDS}, immutable`;
const PRIVATE_CACHING = `private, max-age=${YEAR_SECONDS}, immutable`;

/**
 * `GET /uploads/<sha256>.jpg`, `.medium.jpg` and `.thumb.jpg`, from whichever storage holds them (a missing medium
 * copy is made on its first request): no session lookup (the session hook only runs for /api and /ws). Product, avatar
 * and post photos are cached publicly for a year; chat photos, with their copies, only privately (one indexed lookup
 * in the messages). Any other name under /uploads is a JSON 404.
 */
export const uploadFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { uploads }) => {
  // The folder itself is no page of the client either.
  app.get('/uploads', async () => {
    throw notFound();
  });
  app.get('/uploads/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const name = request.params['*'];
    const etag = `"${name}"`;
    const file = await uploads.open(name);
    if (!file) throw notFound();
    const chatImage = await uploads.isChatImage(name).catch((error: unknown) => {
      file.stream.destroy();
      throw error;
    });
    reply.headers({
      'content-type': 'image/jpeg',
      'cache-control': chatImage ? PRIVATE_CACHING : PUBLIC_CACHING,
      'x-content-type-options': 'nosniff',
      etag,
    });
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.header('content-length', file.size).send(file.stream);
  });
};
