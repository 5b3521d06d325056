import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import {
  approveIdentityCheckSchema,
  identityCheckIdParamsSchema,
  identityCheckSchema,
  identityPhotoParamsSchema,
  identityStatusSchema,
  IDENTITY_PHOTOS,
  type IdentityPhoto,
  rejectIdentityCheckSchema,
} from '#shared/identity.ts';
import { pagingSchema } from '#shared/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest } from '#server/plugins/errors.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { imageTooLarge } from '#server/features/uploads/images.ts';
import {
  approveIdentityCheck,
  identityQueue,
  identityStatusOf,
  openIdentityPhoto,
  rejectIdentityCheck,
  submitIdentityCheck,
} from './service.ts';

/** Room for the three photos at the image limit and the form's boundaries and headers. */
const IDENTITY_BODY_LIMIT = IDENTITY_PHOTOS.length * IMAGE_BYTES_MAX + 64 * 1024;

const photosMissing = () => badRequest('api.identityPhotosMissing');

/** Fastify's own body errors in this scope, said in identity terms: not a form is missing photos; too big names the limit. */
function asIdentityError(error: FastifyError): Error {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return photosMissing();
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return imageTooLarge();
  return error;
}

/** Reads the multipart form with the platform's own parser; each of `front`, `back` and `selfie` must be a file. */
async function identityPhotosOf(request: FastifyRequest): Promise<Record<IdentityPhoto, Buffer>> {
  if (!Buffer.isBuffer(request.body)) throw photosMissing();
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  })
    .formData()
    .catch(() => {
      throw photosMissing();
    });
  const photo = async (field: IdentityPhoto) => {
    const value = form.get(field);
    if (!(value instanceof Blob) || value.size === 0) throw photosMissing();
    if (value.size > IMAGE_BYTES_MAX) throw imageTooLarge();
    return Buffer.from(await value.arrayBuffer());
  };
  return { front: await photo('front'), back: await photo('back'), selfie: await photo('selfie') };
}

/** `POST /api/user/identity`: a multipart form of the three photos, alone in a scope that parses only that. */
const identitySubmitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: IDENTITY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    throw asIdentityError(error);
  });
  app.post(
    '/user/identity',
    {
      bodyLimit: IDENTITY_BODY_LIMIT,
      onRequest: async (request) => {
        await deps.throttle.consume(THROTTLE_RULES.uploadsPerUser, String(signedInUserId(request)));
      },
      schema: { response: { 201: identityStatusSchema } },
    },
    async (request, reply) => {
      const photos = await identityPhotosOf(request);
      return reply.code(201).send(await submitIdentityCheck(deps, signedInUserId(request), photos));
    },
  );
};

/** The person's own identity check. Registered behind the auth guard. */
export const identityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(identitySubmitRoutes, deps);
  app.get('/user/identity', { schema: { response: { 200: identityStatusSchema } } }, (request) =>
    identityStatusOf(deps.db, signedInUserId(request)),
  );
};

const IDENTITY_QUEUE_PAGE_DEFAULT = 50;
const IDENTITY_QUEUE_PAGE_MAX = 100;

/**
 * The identity queue, its photos and decisions. Registered inside the admin scope, whose guard answers 403 to
 * non-admins: the photos are served nowhere else, never cached (`no-store`).
 */
export const identityAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/identity-checks',
    {
      schema: {
        querystring: z.object(pagingSchema(IDENTITY_QUEUE_PAGE_DEFAULT, IDENTITY_QUEUE_PAGE_MAX)),
        response: { 200: z.array(identityCheckSchema) },
      },
    },
    (request) => identityQueue(deps.db, request.query),
  );

  app.get(
    '/admin/identity-checks/:id/photos/:photo',
    { schema: { params: identityPhotoParamsSchema } },
    async (request, reply) => {
      const file = await openIdentityPhoto(deps, request.params.id, request.params.photo);
      reply.headers({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-length': file.size,
      });
      return reply.send(file.stream);
    },
  );

  app.post(
    '/admin/identity-checks/:id/approve',
    {
      schema: {
        params: identityCheckIdParamsSchema,
        body: approveIdentityCheckSchema,
        response: { 200: identityStatusSchema },
      },
    },
    (request) =>
      approveIdentityCheck(deps, signedInUserId(request), {
        checkId: request.params.id,
        duiNumber: request.body.duiNumber,
      }),
  );

  app.post(
    '/admin/identity-checks/:id/reject',
    {
      schema: {
        params: identityCheckIdParamsSchema,
        body: rejectIdentityCheckSchema,
        response: { 200: identityStatusSchema },
      },
    },
    (request) =>
      rejectIdentityCheck(deps, signedInUserId(request), {
        checkId: request.params.id,
        reason: request.body.reason,
      }),
  );
};
