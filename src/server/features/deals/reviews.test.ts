import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicProfile, Review } from '#shared/deals.ts';
import type { ProductSummary } from '#shared/products.ts';
import { products, reports, reviews } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import {
  chatOpenedBySeller,
  confirmedSale,
  dealParties,
  deleteAccountOf,
  listProduct,
  patch,
  person,
  ratingOf,
  writeAbout,
  writeIn,
} from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { settleAccount } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const review = (client: TestClient, productId: number, body: object, language = 'es') =>
  client.request({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    payload: body,
    headers: { 'accept-language': language },
  });

async function soldDeal() {
  const parties = await dealParties(ctx);
  await confirmedSale(parties.seller, parties.buyer, parties.product.id);
  return parties;
}

describe('POST /api/products/:id/reviews', () => {
  it('lets each side review the other once, updating the reviewed user’s rating and count', async () => {
    const { seller, buyer, product } = await soldDeal();
    const byBuyer = await review(buyer.client, product.id, { rating: 4, comment: '  Todo bien, puntual.  ' });
    expect(byBuyer.statusCode).toBe(201);
    expect(byBuyer.json()).toMatchObject({
      rating: 4,
      comment: 'Todo bien, puntual.',
      reviewerRole: 'buyer',
      reviewer: { id: buyer.user.id, displayName: 'Beto H.' },
      reviewedUserId: seller.user.id,
      productId: product.id,
      productTitle: 'Refrigeradora Mabe',
    });
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '4.00', reviewCount: 1 });
    const bySeller = await review(seller.client, product.id, { rating: 5 });
    expect(bySeller.json()).toMatchObject({
      reviewerRole: 'seller',
      reviewedUserId: buyer.user.id,
      comment: null,
    });
    expect(await ratingOf(ctx, buyer.user.id)).toEqual({ rating: '5.00', reviewCount: 1 });

    const twice = await review(buyer.client, product.id, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: translate('es', 'api.alreadyReviewed') });
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '4.00', reviewCount: 1 });

    // A second sale: the average keeps two decimals.
    const next = await listProduct(seller, { title: 'Microondas' });
    await writeAbout(buyer, next);
    await confirmedSale(seller, buyer, next.id);
    await review(buyer.client, next.id, { rating: 5 });
    const third = await listProduct(seller, { title: 'Licuadora' });
    await writeAbout(buyer, third);
    await confirmedSale(seller, buyer, third.id);
    await review(buyer.client, third.id, { rating: 2 });
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '3.67', reviewCount: 3 });
  });

  it.each<{ refused: string; attempt: () => ReturnType<typeof review>; status: number; message: string }>([
    {
      refused: 'a review before the sale',
      attempt: async () => {
        const { buyer, product } = await dealParties(ctx);
        return review(buyer.client, product.id, { rating: 5 });
      },
      status: 409,
      message: translate('es', 'api.reviewNeedsSale'),
    },
    {
      refused: 'someone outside the deal',
      attempt: async () => {
        const { product } = await soldDeal();
        return review((await person(ctx, 'Carla')).client, product.id, { rating: 1 });
      },
      status: 403,
      message: translate('es', 'api.notYourDeal'),
    },
    {
      refused: 'a review of a sale outside Cerquita',
      attempt: async () => {
        const { seller, product } = await dealParties(ctx);
        await patch(seller.client, `/api/products/${product.id}/sold`);
        return review(seller.client, product.id, { rating: 3 });
      },
      status: 409,
      message: translate('es', 'api.reviewNeedsBuyer'),
    },
    {
      refused: 'an unknown product',
      attempt: async () => review((await person(ctx, 'Carla')).client, 99_999_999, { rating: 1 }),
      status: 404,
      message: translate('es', 'api.productNotFound'),
    },
    {
      refused: 'a caller without a session',
      attempt: async () => review(new TestClient(ctx.app), (await soldDeal()).product.id, { rating: 1 }),
      status: 401,
      message: 'Unauthorized',
    },
  ])('refuses $refused ($status)', async ({ attempt, status, message }) => {
    const refused = await attempt();
    expect(refused.statusCode).toBe(status);
    expect(refused.json<{ message: string }>().message).toBe(message);
  });

  const TOO_LONG = { rating: 5, comment: 'x'.repeat(501) };
  it.each([
    ['no rating', {}, 'en', 'validation.ratingInvalid'],
    ['a rating of 0', { rating: 0 }, 'en', 'validation.ratingInvalid'],
    ['a rating of 6', { rating: 6 }, 'en', 'validation.ratingInvalid'],
    ['half a star', { rating: 4.5 }, 'en', 'validation.ratingInvalid'],
    ['a rating in words', { rating: 'cinco' }, 'es', 'validation.ratingInvalid'],
    ['a comment over 500 characters', TOO_LONG, 'en', 'validation.reviewTooLong'],
    ['a comment over 500 characters', TOO_LONG, 'es', 'validation.reviewTooLong'],
  ] as const)(
    'refuses %s (400), saying so in the caller’s language (%s)',
    async (_case, body, language, key) => {
      const { buyer, product } = await soldDeal();
      const refused = await review(buyer.client, product.id, body, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(translate(language, key));
    },
  );

  it('takes a comment of exactly 500 characters', async () => {
    const { buyer, product } = await soldDeal();
    expect((await review(buyer.client, product.id, { rating: 5, comment: 'x'.repeat(500) })).statusCode).toBe(
      201,
    );
  });

  it('keeps a deleted reviewer’s review, without its author, and counts it in every later recount', async () => {
    const { seller, buyer, product } = await soldDeal();
    expect((await review(buyer.client, product.id, { rating: 5, comment: 'Muy bien' })).statusCode).toBe(201);
    await deleteAccountOf(buyer);

    const kept = (await seller.client.get(`/api/users/${seller.user.id}/reviews`)).json<Review[]>();
    expect(kept).toEqual([expect.objectContaining({ rating: 5, comment: 'Muy bien', reviewer: null })]);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '5.00', reviewCount: 1 });

    const next = await listProduct(seller, { title: 'Microondas' });
    const nextBuyer = await person(ctx, 'Carla');
    await writeAbout(nextBuyer, next);
    await confirmedSale(seller, nextBuyer, next.id);
    expect((await review(nextBuyer.client, next.id, { rating: 2 })).statusCode).toBe(201);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '3.50', reviewCount: 2 });
  });

  it('counts reviews written at once exactly', async () => {
    const seller = await person(ctx, 'Ana');
    await settleAccount(ctx.db, seller.user.id);
    const deals = await Promise.all(
      [1, 2, 3, 4].map(async (rating) => {
        const buyer = await person(ctx, 'Beto');
        const product = await listProduct(seller, { title: `Silla ${rating}` });
        await writeAbout(buyer, product);
        await confirmedSale(seller, buyer, product.id);
        return { buyer, product, rating };
      }),
    );
    const answers = await Promise.all(
      deals.map(({ buyer, product, rating }) => review(buyer.client, product.id, { rating })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '2.50', reviewCount: 4 });
  });

  it('keeps one review per reviewer and sale when the same review is sent twice at once', async () => {
    const { seller, buyer, product } = await soldDeal();
    const answers = await Promise.all([
      review(buyer.client, product.id, { rating: 1 }),
      review(buyer.client, product.id, { rating: 2 }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const kept = await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(kept).toHaveLength(1);
    expect((await ratingOf(ctx, seller.user.id))?.reviewCount).toBe(1);
  });
});

describe('who may review a sale', () => {
  it('refuses a sale forced on someone who never wrote: neither side reviews it', async () => {
    const { seller, contacted: victim, product } = await chatOpenedBySeller(ctx);
    const forced = await patch(seller.client, `/api/products/${product.id}/sold`, {
      buyerId: victim.user.id,
    });
    expect(forced.statusCode).toBe(403);
    expect(forced.json()).toEqual({
      message: translate('es', 'api.buyerNeverWrote'),
    });

    // A sale recorded to them anyway (as before this rule) cannot be reviewed by either side.
    await ctx.db
      .update(products)
      .set({ status: 'sold', isSold: true, isAvailable: false, buyerId: victim.user.id, soldAt: new Date() })
      .where(eq(products.id, product.id));
    const bySeller = await review(seller.client, product.id, { rating: 1, comment: 'Estafador, no pagó' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toEqual({
      message: translate('es', 'api.reviewNeedsBuyerWhoWrote'),
    });
    const inEnglish = await review(victim.client, product.id, { rating: 5 }, 'en');
    expect(inEnglish.statusCode).toBe(403);
    expect(inEnglish.json()).toEqual({
      message: translate('en', 'api.reviewNeedsBuyerWhoWrote'),
    });
    expect(await ratingOf(ctx, victim.user.id)).toEqual({ rating: '0.00', reviewCount: 0 });
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '0.00', reviewCount: 0 });
    expect((await victim.client.get(`/api/users/${victim.user.id}/reviews`)).json()).toEqual([]);
  });

  it('refuses reviews across a block, whichever side blocked, with the same words, and allows them after', async () => {
    const { seller, buyer, product } = await soldDeal();
    const walls = [
      { blocker: seller, blocked: buyer },
      { blocker: buyer, blocked: seller },
    ];
    for (const { blocker, blocked } of walls) {
      await blocker.client.post(`/api/users/${blocked.user.id}/block`);
      for (const reviewer of [seller, buyer]) {
        const refused = await review(reviewer.client, product.id, { rating: 1 });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: translate('es', 'api.blockedEitherWay') });
      }
      await blocker.client.request({ method: 'DELETE', url: `/api/users/${blocked.user.id}/block` });
    }
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '0.00', reviewCount: 0 });
    expect(await ratingOf(ctx, buyer.user.id)).toEqual({ rating: '0.00', reviewCount: 0 });
    expect((await review(buyer.client, product.id, { rating: 4 })).statusCode).toBe(201);
  });
});

describe('GET /api/users/:id and /api/users/:id/reviews', () => {
  it('shows a person’s public profile without secrets', async () => {
    const { seller, buyer, product, conversation } = await soldDeal();
    await writeIn(seller, conversation.id, 'Sí, está disponible');
    await listProduct(seller, { title: 'Cocina de gas' });
    await review(buyer.client, product.id, { rating: 5, comment: 'Excelente' });
    const response = await buyer.client.get(`/api/users/${seller.user.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<PublicProfile>();
    expect(profile).toMatchObject({
      id: seller.user.id,
      displayName: 'Ana H.',
      rating: 5,
      reviewCount: 1,
      soldItemsCount: 1,
      activeListingsCount: 1,
      isVerified: false,
      emailVerified: false,
      responseMinutes: 0,
    });
    expect(Object.keys(profile).sort()).toEqual([
      'activeListingsCount',
      'badges',
      'confirmedPurchasesCount',
      'confirmedSalesCount',
      'displayName',
      'emailVerified',
      'id',
      'isVerified',
      'memberSince',
      'profileImageUrl',
      'rating',
      'responseMinutes',
      'reviewCount',
      'soldItemsCount',
    ]);
    expect(response.body).not.toContain(seller.user.email);
    expect((await buyer.client.get(`/api/users/${buyer.user.id}`)).json().responseMinutes).toBeNull();
  });

  it('pages the reviews a person received, newest first', async () => {
    const seller = await person(ctx, 'Ana');
    for (const rating of [3, 4, 5]) {
      const buyer = await person(ctx, 'Beto');
      const product = await listProduct(seller, { title: `Mesa ${rating}` });
      await writeAbout(buyer, product);
      await confirmedSale(seller, buyer, product.id);
      await review(buyer.client, product.id, { rating });
    }
    const first = (await seller.client.get(`/api/users/${seller.user.id}/reviews?limit=2`)).json<Review[]>();
    expect(first.map((each) => each.rating)).toEqual([5, 4]);
    const second = (await seller.client.get(`/api/users/${seller.user.id}/reviews?limit=2&offset=2`)).json<
      Review[]
    >();
    expect(second.map((each) => [each.rating, each.productTitle])).toEqual([[3, 'Mesa 3']]);
  });

  it('lists a person’s active listings page by page, nearest first when a location is known', async () => {
    const seller = await person(ctx, 'Ana');
    await settleAccount(ctx.db, seller.user.id);
    const viewer = await person(ctx, 'Beto');
    const far = await listProduct(seller, { title: 'Lejos', latitude: 13.4833, longitude: -88.1833 });
    await listProduct(seller, { title: 'Cerca', latitude: 13.6929, longitude: -89.2182 });
    await listProduct(seller, { title: 'Medio', latitude: 13.994, longitude: -89.559 });
    const sold = await listProduct(seller, { title: 'Vendido', latitude: 13.6929, longitude: -89.2182 });
    await patch(seller.client, `/api/products/${sold.id}/sold`);
    await writeAbout(viewer, far);
    await patch(seller.client, `/api/products/${far.id}/reserve`, { buyerId: viewer.user.id });

    const listings = async (query: string) =>
      (await viewer.client.get(`/api/products?sellerId=${seller.user.id}&${query}`))
        .json<ProductSummary[]>()
        .map((each) => each.title);
    const here = 'latitude=13.6929&longitude=-89.2182';
    expect(await listings(`${here}&limit=2`)).toEqual(['Cerca', 'Medio']);
    expect(await listings(`${here}&limit=2&offset=2`)).toEqual(['Lejos']);
    expect(await listings('limit=10')).toEqual(['Medio', 'Cerca', 'Lejos']);
    expect((await viewer.client.get(`/api/users/${seller.user.id}`)).json()).toMatchObject({
      activeListingsCount: 3,
      soldItemsCount: 1,
    });
  });

  it('answers 404 for unknown people and 400 for bad ids or paging, to visitors too', async () => {
    const someone = await person(ctx);
    expect((await someone.client.get('/api/users/99999999')).statusCode).toBe(404);
    expect((await someone.client.get('/api/users/99999999/reviews')).statusCode).toBe(404);
    expect((await someone.client.get('/api/users/abc')).statusCode).toBe(400);
    expect((await someone.client.get(`/api/users/${someone.user.id}/reviews?limit=0`)).statusCode).toBe(400);
    expect((await someone.client.get(`/api/users/${someone.user.id}/reviews?limit=51`)).statusCode).toBe(400);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get(`/api/users/${someone.user.id}`)).statusCode).toBe(200);
    expect((await visitor.get('/api/users/99999999/reviews')).statusCode).toBe(404);
    expect((await visitor.get(`/api/users/${someone.user.id}/reviews?limit=0`)).statusCode).toBe(400);
  });
});

describe('reporting a review: POST /api/reports with targetType "review"', () => {
  const reportReview = (client: TestClient, targetId: unknown, extra: object = {}) =>
    client.post('/api/reports', { targetType: 'review', targetId, reason: 'offensive', ...extra });
  const reviewIdsOn = async (client: TestClient, userId: number) =>
    (await client.get(`/api/users/${userId}/reviews`)).json<Review[]>().map((each) => each.id);

  it('stores the report (201, then 200), and the reporter no longer sees the review; others still do', async () => {
    const { seller, buyer, product } = await soldDeal();
    const written = (
      await review(buyer.client, product.id, { rating: 1, comment: 'Estafador, no pagó' })
    ).json<Review>();
    const bystander = await person(ctx, 'Carla');
    const reported = await reportReview(seller.client, written.id, { details: 'Mentira, sí pagó' });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({ targetType: 'review', targetId: written.id, status: 'open' });
    expect((await reportReview(seller.client, written.id)).statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(reports).where(eq(reports.reporterId, seller.user.id));
    expect(stored).toMatchObject({ targetType: 'review', targetOwnerId: buyer.user.id });
    expect(await reviewIdsOn(seller.client, seller.user.id)).toEqual([]);
    expect(await reviewIdsOn(bystander.client, seller.user.id)).toEqual([written.id]);
    // A report alone changes no rating: an admin decides.
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '1.00', reviewCount: 1 });
  });

  /** A review the buyer wrote of a sale, which the seller might report. */
  async function writtenReview() {
    const { seller, buyer, product } = await soldDeal();
    const written = (await review(buyer.client, product.id, { rating: 2 })).json<Review>();
    return { seller, buyer, written };
  }

  const INVALID_TARGET = translate('es', 'validation.reportTargetInvalid');
  const NOT_FOUND = translate('es', 'api.reportTargetNotFound');

  it.each<{
    refused: string;
    report: (world: Awaited<ReturnType<typeof writtenReview>>) => ReturnType<typeof reportReview>;
    status: number;
    message: string;
  }>([
    {
      refused: 'one’s own review',
      report: ({ buyer, written }) => reportReview(buyer.client, written.id),
      status: 400,
      message: translate('es', 'api.cannotReportYourself'),
    },
    {
      refused: 'an unknown review',
      report: ({ seller }) => reportReview(seller.client, 99_999_999),
      status: 404,
      message: NOT_FOUND,
    },
    {
      refused: 'a hidden review',
      report: async ({ seller, written }) => {
        await ctx.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, written.id));
        return reportReview(seller.client, written.id);
      },
      status: 404,
      message: NOT_FOUND,
    },
    {
      refused: 'an id in words',
      report: ({ seller }) => reportReview(seller.client, 'abc'),
      status: 400,
      message: INVALID_TARGET,
    },
    {
      refused: 'a negative id',
      report: ({ seller }) => reportReview(seller.client, -1),
      status: 400,
      message: INVALID_TARGET,
    },
    {
      refused: 'an id of 0',
      report: ({ seller }) => reportReview(seller.client, 0),
      status: 400,
      message: INVALID_TARGET,
    },
    {
      refused: 'no id',
      report: ({ seller }) => reportReview(seller.client, null),
      status: 400,
      message: INVALID_TARGET,
    },
    {
      refused: 'a reason not on the list',
      report: ({ seller, written }) => reportReview(seller.client, written.id, { reason: 'boring' }),
      status: 400,
      message: translate('es', 'validation.reportReasonRequired'),
    },
    {
      refused: 'a caller without a session',
      report: ({ written }) => reportReview(new TestClient(ctx.app), written.id),
      status: 401,
      message: 'Unauthorized',
    },
  ])('refuses $refused ($status) and stores no report', async ({ report, status, message }) => {
    const world = await writtenReview();
    const refused = await report(world);
    expect(refused.statusCode).toBe(status);
    expect(refused.json<{ message: string }>().message).toBe(message);
    const stored = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'review'), eq(reports.targetId, world.written.id)));
    expect(stored).toEqual([]);
  });
});
