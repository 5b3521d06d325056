import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationIdParamsSchema } from '#shared/conversations.ts';
import {
  createReviewSchema,
  dealPersonSchema,
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
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { answerOffer, makeOffer, type OfferAnswer } from './offers.ts';
import { createReview, listReviews } from './reviews.ts';
import { markSold, possibleBuyers, setReservation, undoSold } from './sales.ts';

/**
 * A deal's calls: offers in chat, reserving, recording and undoing a sale, reviews. Registered behind the auth guard;
 * the services check who may do what (the seller, the buyer, a participant).
 */
export const dealRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, realtime, notifier, throttle },
) => {
  const news = { publisher: realtime, notifier };
  const product = { params: productIdParamsSchema, response: { 200: productSchema } };

  /** The seller, counted under the deal changes' throttle. */
  async function dealChanger(request: FastifyRequest) {
    const sellerId = signedInUserId(request);
    await throttle.consume(THROTTLE_RULES.dealChangesPerUser, String(sellerId));
    return sellerId;
  }

  app.patch(
    '/products/:id/reserve',
    { schema: { ...product, body: reserveProductSchema } },
    async (request) =>
      setReservation(db, news, await dealChanger(request), request.params.id, request.body.buyerId),
  );

  app.patch('/products/:id/sold', { schema: { ...product, body: markSoldSchema } }, async (request) =>
    markSold(db, news, await dealChanger(request), request.params.id, request.body?.buyerId ?? null),
  );

  app.delete('/products/:id/sold', { schema: product }, async (request) =>
    undoSold(db, news, await dealChanger(request), request.params.id),
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
      const reviewerId = signedInUserId(request);
      const review = await createReview(db, reviewerId, request.params.id, request.body);
      notifier.notify({
        userId: review.reviewedUserId,
        actorId: reviewerId,
        type: 'review',
        text: 'review',
        values: { name: review.reviewer?.firstName ?? '', rating: review.rating, title: review.productTitle },
        url: `/users/${review.reviewedUserId}`,
      });
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/users/:id/reviews',
    {
      schema: {
        params: userIdParamsSchema,
        querystring: listReviewsQuerySchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    (request) => listReviews(db, signedInUserId(request), request.params.id, request.query),
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
      const offer = await makeOffer(db, news, buyerId, request.params.id, request.body.amount);
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
      (request) => answerOffer(db, news, signedInUserId(request), request.params.id, answer),
    );
  }

  app.post(
    '/offers/:id/counter',
    { schema: { params: offerIdParamsSchema, body: offerAmountBodySchema, response: { 200: offerSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.offersPerUser, String(userId));
      return answerOffer(db, news, userId, request.params.id, {
        kind: 'counter',
        amount: request.body.amount,
      });
    },
  );
};
