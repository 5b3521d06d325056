import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductSchema,
  listProductsQuerySchema,
  myListingSchema,
  myListingsQuerySchema,
  productIdParamsSchema,
  productSchema,
  productSummarySchema,
  searchProductsQuerySchema,
  updateProductSchema,
} from '#shared/products.ts';
import { successSchema } from '#shared/contract.ts';
import { priceHintSchema, priceHintsQuerySchema } from '#shared/price-hints.ts';
import { PRODUCT_PHOTOS_MAX } from '#shared/constants.ts';
import type { AppDeps } from '#server/deps.ts';
import { readerId, signedInUserId, VISITOR_ID } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { limitsOf } from '#server/features/moderation/new-accounts.ts';
import { bodyLimitForImages } from '#server/features/uploads/images.ts';
import { listProducts, visitorListing } from './listing.ts';
import { myListings, renewListing } from './my-listings.ts';
import { withCoarseMeetup } from './present.ts';
import { priceHints } from './price-hints.ts';
import { assertProductShownTo, createProduct, deleteProduct, getProduct, updateProduct } from './service.ts';
import { searchProducts } from './search.ts';
import { countViewLater } from './views.ts';

/**
 * Product calls. Registered behind the auth guard; the reads declared `config: { visitorMay: true }` answer visitors
 * too (a listing's meetup point coarse, nothing of theirs), writes 401 without a session. Ownership is checked in the
 * service.
 */
export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, throttle } = deps;
  const summaries = z.array(productSummarySchema);
  const viewCounting = { db, secret: config.sessionSecret };

  app.get(
    '/products',
    {
      config: { visitorMay: true },
      schema: { querystring: listProductsQuerySchema, response: { 200: summaries } },
    },
    (request) =>
      request.userId === null
        ? listProducts(db, VISITOR_ID, visitorListing(request.query))
        : listProducts(db, request.userId, request.query),
  );

  app.get(
    '/products/search',
    {
      config: { visitorMay: true },
      schema: { querystring: searchProductsQuerySchema, response: { 200: summaries } },
    },
    (request) => searchProducts(db, readerId(request), request.query),
  );

  app.get(
    '/products/:id',
    {
      config: { visitorMay: true },
      schema: { params: productIdParamsSchema, response: { 200: productSchema } },
    },
    async (request) => {
      const viewerId = readerId(request);
      await assertProductShownTo(db, viewerId, request.params.id, config.adminEmails);
      const product = await getProduct(db, viewerId, request.params.id);
      if (product.sellerId !== request.userId) countViewLater(viewCounting, request, product.id);
      return request.userId === null ? withCoarseMeetup(product) : product;
    },
  );

  app.get(
    '/price-hints',
    {
      config: { visitorMay: true },
      schema: { querystring: priceHintsQuerySchema, response: { 200: priceHintSchema } },
    },
    (request) => priceHints(db, request.query),
  );

  app.get(
    '/me/listings',
    { schema: { querystring: myListingsQuerySchema, response: { 200: z.array(myListingSchema) } } },
    (request) => myListings(db, signedInUserId(request), request.query),
  );

  app.post(
    '/products/:id/renew',
    { schema: { params: productIdParamsSchema, response: { 200: myListingSchema } } },
    async (request) => {
      const sellerId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.productEditsPerUser, String(sellerId));
      return renewListing(deps, sellerId, { id: request.params.id });
    },
  );

  app.post(
    '/products',
    {
      bodyLimit: bodyLimitForImages(PRODUCT_PHOTOS_MAX),
      config: { idempotent: true },
      schema: { body: createProductSchema, response: { 201: productSchema } },
    },
    async (request, reply) => {
      const sellerId = signedInUserId(request);
      const rules = {
        everyone: THROTTLE_RULES.productsPerUser,
        newAccount: THROTTLE_RULES.newAccountProducts,
      };
      const product = await throttle.consumeForDone(await limitsOf(db, sellerId, rules), () =>
        createProduct(deps, sellerId, request.body),
      );
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/products/:id',
    {
      bodyLimit: bodyLimitForImages(PRODUCT_PHOTOS_MAX),
      schema: { params: productIdParamsSchema, body: updateProductSchema, response: { 200: productSchema } },
    },
    async (request) => {
      const sellerId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.productEditsPerUser, String(sellerId));
      return updateProduct(deps, sellerId, { ...request.body, id: request.params.id });
    },
  );

  app.delete(
    '/products/:id',
    { schema: { params: productIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await deleteProduct(deps, signedInUserId(request), { id: request.params.id });
      return { success: true as const };
    },
  );
};
