import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationIdParamsSchema } from '#shared/conversations.ts';
import {
  createReviewSchema,
  dealPersonSchema,
  extendReservationSchema,
  handoverCodeBodySchema,
  handoverSchema,
  listingOfferSchema,
  listReviewsQuerySchema,
  markSoldSchema,
  offerAmountBodySchema,
  offerIdParamsSchema,
  offerSchema,
  reserveProductSchema,
  reviewSchema,
  userIdParamsSchema,
} from '#shared/deals.ts';
import { productIdParamsSchema, productSchema } from '#shared/products.ts';
import type { AppDeps } from '#server/deps.ts';
import { readerId, signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { limitsOf } from '#server/features/moderation/new-accounts.ts';
import { answerOffer, makeOffer, offerFromListing, type OfferAnswer } from './offers.ts';
import { confirmHandover, confirmPurchase, getHandover } from './handover.ts';
import { createReview, listReviews } from './reviews.ts';
import { extendReservation } from './reservations.ts';
import { markSold, possibleBuyers, setReservation, undoSold } from './sales.ts';

/**
 * A deal's calls: offers in chat and from the listing, reserving (and extending once), the handover code, recording,
 * confirming and undoing a sale, reviews. Registered behind the auth guard;
 * a person's reviews (`config: { visitorMay: true }`) answer visitors too. The services check who may do what (the
 * seller, the buyer, a participant).
 */
export const dealRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, throttle } = deps;
  const product = { params: productIdParamsSchema, response: { 200: productSchema } };

  /** Who changes the deal (the seller, or the buyer confirming), counted under the deal changes' throttle. */
  async function dealChanger(request: FastifyRequest) {
    const sellerId = signedInUserId(request);
    await throttle.consume(THROTTLE_RULES.dealChangesPerUser, String(sellerId));
    return sellerId;
  }

  app.patch(
    '/products/:id/reserve',
    { schema: { ...product, body: reserveProductSchema } },
    async (request) =>
      setReservation(deps, await dealChanger(request), { productId: request.params.id, ...request.body }),
  );

  app.post(
    '/products/:id/reserve/extend',
    { schema: { ...product, body: extendReservationSchema } },
    async (request) =>
      extendReservation(deps, await dealChanger(request), { productId: request.params.id, ...request.body }),
  );

  app.patch('/products/:id/sold', { schema: { ...product, body: markSoldSchema } }, async (request) =>
    markSold(deps, await dealChanger(request), {
      productId: request.params.id,
      buyerId: request.body?.buyerId ?? null,
    }),
  );

  app.delete('/products/:id/sold', { schema: product }, async (request) =>
    undoSold(deps, await dealChanger(request), { productId: request.params.id }),
  );

  app.get(
    '/products/:id/handover',
    { schema: { params: productIdParamsSchema, response: { 200: handoverSchema } } },
    (request) => getHandover(deps, signedInUserId(request), request.params.id),
  );

  // Wrong codes are limited per product by the handover rule, not under the deal changes' throttle.
  app.post('/products/:id/handover', { schema: { ...product, body: handoverCodeBodySchema } }, (request) =>
    confirmHandover(deps, signedInUserId(request), { productId: request.params.id, code: request.body.code }),
  );

  app.post('/products/:id/confirm-purchase', { schema: product }, async (request) =>
    confirmPurchase(deps, await dealChanger(request), request.params.id),
  );

  app.get(
    '/products/:id/buyers',
    { schema: { params: productIdParamsSchema, response: { 200: z.array(dealPersonSchema) } } },
    (request) => possibleBuyers(db, signedInUserId(request), request.params.id),
  );

  app.post(
    '/products/:id/reviews',
    { schema: { params: productIdParamsSchema, body: createReviewSchema, response: { 201: reviewSchema } } },
    async (request, reply) => {
      const review = await createReview(deps, signedInUserId(request), {
        ...request.body,
        productId: request.params.id,
      });
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/users/:id/reviews',
    {
      config: { visitorMay: true },
      schema: {
        params: userIdParamsSchema,
        querystring: listReviewsQuerySchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    (request) => listReviews(db, readerId(request), request.params.id, request.query),
  );

  app.post(
    '/products/:id/offers',
    {
      config: { idempotent: true },
      schema: {
        params: productIdParamsSchema,
        body: offerAmountBodySchema,
        response: { 201: listingOfferSchema },
      },
    },
    async (request, reply) => {
      const buyerId = signedInUserId(request);
      const conversationRules = {
        everyone: THROTTLE_RULES.conversationsPerUser,
        newAccount: THROTTLE_RULES.newAccountConversations,
      };
      await throttle.consumeAll([
        { rule: THROTTLE_RULES.offersPerUser, subject: String(buyerId) },
        ...(await limitsOf(db, buyerId, conversationRules)),
      ]);
      const made = await offerFromListing(deps, buyerId, {
        productId: request.params.id,
        amount: request.body.amount,
      });
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/conversations/:id/offers',
    {
      schema: {
        params: conversationIdParamsSchema,
        body: offerAmountBodySchema,
        response: { 201: offerSchema },
      },
    },
    async (request, reply) => {
      const buyerId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.offersPerUser, String(buyerId));
      const offer = await makeOffer(deps, buyerId, {
        conversationId: request.params.id,
        amount: request.body.amount,
      });
      return reply.code(201).send(offer);
    },
  );

  const answers: Record<Exclude<OfferAnswer['kind'], 'counter'>, OfferAnswer> = {
    accept: { kind: 'accept' },
    decline: { kind: 'decline' },
    withdraw: { kind: 'withdraw' },
  };
  for (const [path, answer] of Object.entries(answers)) {
    app.post(
      `/offers/:id/${path}`,
      { schema: { params: offerIdParamsSchema, response: { 200: offerSchema } } },
      (request) => answerOffer(deps, signedInUserId(request), { offerId: request.params.id, answer }),
    );
  }

  app.post(
    '/offers/:id/counter',
    { schema: { params: offerIdParamsSchema, body: offerAmountBodySchema, response: { 200: offerSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.offersPerUser, String(userId));
      return answerOffer(deps, userId, {
        offerId: request.params.id,
        answer: { kind: 'counter', amount: request.body.amount },
      });
    },
  );
};
