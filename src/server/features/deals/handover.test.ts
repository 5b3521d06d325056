import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/conversations.ts';
import type { Handover, PublicProfile } from '#shared/deals.ts';
import { HANDOVER_TRIES } from '#shared/deals-constants.ts';
import type { Product } from '#shared/products.ts';
import { handoverCodes, products, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import {
  confirmedSale,
  dealParties,
  deleteAccountOf,
  enterHandoverCode,
  handedOver,
  handoverCodeFor,
  patch,
  person,
  productOf,
  writeAbout,
  type Person,
} from '#server/testing/deal-world.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function countsOf(userId: number) {
  const [row] = await ctx.db
    .select({
      sold: users.soldItemsCount,
      sales: users.confirmedSalesCount,
      purchases: users.confirmedPurchasesCount,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A listing reserved for the buyer who wrote about it, and someone else. */
async function reservedDeal() {
  const parties = await dealParties(ctx);
  const reserved = await patch(parties.seller.client, `/api/products/${parties.product.id}/reserve`, {
    buyerId: parties.buyer.user.id,
  });
  expect(reserved.statusCode).toBe(200);
  return { ...parties, outsider: await person(ctx, 'Dora') };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const storedCodes = async (productId: number) =>
  ctx.db.select().from(handoverCodes).where(eq(handoverCodes.productId, productId));

const lastMessage = async (client: TestClient, conversationId: number) =>
  (await client.get(`/api/conversations/${conversationId}/messages`)).json<ChatMessage[]>().at(-1);

describe('GET /api/products/:id/handover', () => {
  it('shows the reserved buyer six digits, a QR of the link that carries them, and until when', async () => {
    const { buyer, product } = await reservedDeal();
    const shown = await buyer.client.get(`/api/products/${product.id}/handover`);
    expect(shown.statusCode).toBe(200);
    const { code, qr, expiresAt } = shown.json<Handover>();
    expect(code).toMatch(/^\d{6}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(47 * 60 * 60_000);
    expect(await handoverCodeFor(buyer, product.id)).toBe(code);

    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.slice(qr.indexOf(',') + 1), 'base64');
    const { data, info } = await sharp(svg, { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR.default(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`${ctx.config.appUrl}/products/${product.id}/handover?code=${code}`);
  });

  it.each<{
    who: string;
    client: (deal: Awaited<ReturnType<typeof reservedDeal>>) => TestClient;
    status: number;
  }>([
    { who: 'the seller', client: ({ seller }) => seller.client, status: 403 },
    { who: 'someone else', client: ({ outsider }) => outsider.client, status: 403 },
    { who: 'a visitor', client: () => new TestClient(ctx.app), status: 401 },
  ])('refuses $who ($status)', async ({ client, status }) => {
    const deal = await reservedDeal();
    const refused = await client(deal).request({
      method: 'GET',
      url: `/api/products/${deal.product.id}/handover`,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(status);
    if (status === 403) expect(refused.json()).toEqual({ message: translate('en', 'api.handoverNotYours') });
  });

  it('has no code for a product that is not reserved, nor for an unknown one', async () => {
    const { buyer, product } = await dealParties(ctx);
    expect((await buyer.client.get(`/api/products/${product.id}/handover`)).statusCode).toBe(403);
    const unknown = await buyer.client.get('/api/products/99999999/handover');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: translate('es', 'api.productNotFound') });
  });

  it('changes the code whenever the reservation changes, and never lets one buyer’s code sell to another', async () => {
    const { seller, buyer, product } = await reservedDeal();
    const first = await handoverCodeFor(buyer, product.id);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: null });
    expect(await storedCodes(product.id)).toEqual([]);
    expect((await buyer.client.get(`/api/products/${product.id}/handover`)).statusCode).toBe(403);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    const second = await handoverCodeFor(buyer, product.id);
    // One in a million codes could repeat by chance; the stored secret never does.
    const [stored] = await storedCodes(product.id);
    expect(stored?.buyerId).toBe(buyer.user.id);

    const other = await person(ctx, 'Carla');
    await writeAbout(other, product);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: other.user.id });
    expect((await buyer.client.get(`/api/products/${product.id}/handover`)).statusCode).toBe(403);
    const othersCode = await handoverCodeFor(other, product.id);
    expect(new Set([first, second, othersCode]).size).toBeGreaterThan(1);
    if (second !== othersCode) {
      const stale = await enterHandoverCode(seller, product.id, second);
      expect(stale.statusCode).toBe(400);
    }
    expect((await productOf(seller.client, product.id)).status).toBe('reserved');
  });
});

describe('POST /api/products/:id/handover', () => {
  it('sells to the reserved buyer with the code they show, confirmed, counted once for both', async () => {
    const { seller, buyer, product, conversation } = await reservedDeal();
    const code = await handoverCodeFor(buyer, product.id);
    const sockets = await Promise.all(
      [seller, buyer].map((side) => openSocket(realtimeUrlOf(ctx.app), { cookie: side.client.cookie ?? '' })),
    );
    const entered = await enterHandoverCode(seller, product.id, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(entered.statusCode).toBe(200);
    expect(entered.json<Product>()).toMatchObject({
      status: 'sold',
      soldTo: { id: buyer.user.id },
      confirmedVia: 'handover',
      confirmedAt: expect.any(String),
      undoSoldUntil: null,
      canReview: true,
    });
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 1, purchases: 0 });
    expect(await countsOf(buyer.user.id)).toEqual({ sold: 0, sales: 0, purchases: 1 });
    expect(await storedCodes(product.id)).toEqual([]);
    for (const socket of sockets) {
      const told = await socket.waitFor('new_message', (event) => event.message.event === 'handed_over');
      expect(told.message.conversationId).toBe(conversation.id);
      await socket.close();
    }
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'handed_over',
    });
    expect((await productOf(buyer.client, product.id)).canReview).toBe(true);
  });

  it('tells a wrong code with the tries left, locks on the fifth, and then refuses even the right code', async () => {
    const { seller, buyer, product } = await reservedDeal();
    const code = await handoverCodeFor(buyer, product.id);
    for (let triesLeft = HANDOVER_TRIES - 1; triesLeft > 0; triesLeft -= 1) {
      const wrong = await enterHandoverCode(seller, product.id, wrongCodeFor(code), 'en');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: translate('en', 'api.handoverCodeWrong', { count: triesLeft }),
        triesLeft,
      });
    }
    const fifth = await enterHandoverCode(seller, product.id, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: translate('es', 'api.handoverLocked', { count: 15 }) });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const right = await enterHandoverCode(seller, product.id, code);
    expect(right.statusCode).toBe(429);
    expect(right.json<{ message: string }>().message).toBe(
      translate('es', 'api.handoverLocked', { count: 15 }),
    );
    expect((await productOf(seller.client, product.id)).status).toBe('reserved');
    expect(await countsOf(seller.user.id)).toEqual({ sold: 0, sales: 0, purchases: 0 });
  });

  it('takes the right code after a few wrong ones', async () => {
    const { seller, buyer, product } = await reservedDeal();
    const code = await handoverCodeFor(buyer, product.id);
    for (let wrong = 1; wrong < HANDOVER_TRIES; wrong += 1)
      await enterHandoverCode(seller, product.id, wrongCodeFor(code));
    expect((await enterHandoverCode(seller, product.id, code)).statusCode).toBe(200);
  });

  it('sells once when the right code is entered on two devices at once', async () => {
    const { seller, buyer, product } = await reservedDeal();
    const code = await handoverCodeFor(buyer, product.id);
    const answers = await Promise.all([
      enterHandoverCode(seller, product.id, code),
      enterHandoverCode(seller, product.id, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: translate('es', 'api.productAlreadySold'),
    });
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 1, purchases: 0 });
    expect(await countsOf(buyer.user.id)).toEqual({ sold: 0, sales: 0, purchases: 1 });
  });

  it.each<{
    refused: string;
    enter: (
      deal: Awaited<ReturnType<typeof reservedDeal>>,
    ) => Promise<{ statusCode: number; json: () => unknown }>;
    status: number;
    message: string;
  }>([
    {
      refused: 'the buyer entering their own code',
      enter: async ({ buyer, product }) =>
        enterHandoverCode(buyer, product.id, await handoverCodeFor(buyer, product.id)),
      status: 403,
      message: translate('es', 'api.notYourProduct'),
    },
    {
      refused: 'someone else',
      enter: async ({ buyer, outsider, product }) =>
        enterHandoverCode(outsider, product.id, await handoverCodeFor(buyer, product.id)),
      status: 403,
      message: translate('es', 'api.notYourProduct'),
    },
    {
      refused: 'a code with letters',
      enter: ({ seller, product }) => enterHandoverCode(seller, product.id, '12a456'),
      status: 400,
      message: translate('es', 'validation.handoverCodeInvalid'),
    },
    {
      refused: 'five digits',
      enter: ({ seller, product }) => enterHandoverCode(seller, product.id, '12345', 'en'),
      status: 400,
      message: translate('en', 'validation.handoverCodeInvalid'),
    },
    {
      refused: 'a visitor',
      enter: async ({ product }) =>
        new TestClient(ctx.app).post(`/api/products/${product.id}/handover`, { code: '123456' }),
      status: 401,
      message: 'Unauthorized',
    },
  ])('refuses $refused ($status), changing nothing', async ({ enter, status, message }) => {
    const deal = await reservedDeal();
    const refused = await enter(deal);
    expect(refused.statusCode).toBe(status);
    expect((refused.json() as { message: string }).message).toBe(message);
    expect((await productOf(deal.seller.client, deal.product.id)).status).toBe('reserved');
  });

  it('needs a reservation: an available product has no code to enter', async () => {
    const { seller, product } = await dealParties(ctx);
    const refused = await enterHandoverCode(seller, product.id, '123456', 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: translate('en', 'api.handoverNeedsReservation') });
  });
});

describe('POST /api/products/:id/confirm-purchase', () => {
  const confirm = (who: Person | TestClient, productId: number, language = 'es') =>
    ('client' in who ? who.client : who).request({
      method: 'POST',
      url: `/api/products/${productId}/confirm-purchase`,
      headers: { 'accept-language': language },
    });

  it('lets the recorded buyer confirm a sale marked by hand, once, and tells the seller', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    expect(await productOf(buyer.client, product.id)).toMatchObject({
      confirmedVia: null,
      canConfirmPurchase: true,
      canReview: false,
    });
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 0, purchases: 0 });

    const confirmed = await confirm(buyer, product.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Product>()).toMatchObject({
      confirmedVia: 'buyer',
      canConfirmPurchase: false,
      canReview: true,
    });
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 1, purchases: 0 });
    expect(await countsOf(buyer.user.id)).toEqual({ sold: 0, sales: 0, purchases: 1 });
    expect(await lastMessage(seller.client, conversation.id)).toMatchObject({
      event: 'purchase_confirmed',
      senderId: buyer.user.id,
    });

    const twice = await confirm(buyer, product.id, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: translate('en', 'api.purchaseAlreadyConfirmed') });
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 1, purchases: 0 });
  });

  it('refuses the seller, someone else and a visitor, and a product not sold', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    const notSold = await confirm(buyer, product.id);
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json()).toEqual({ message: translate('es', 'api.productNotSold') });
    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    for (const who of [seller, await person(ctx, 'Dora')]) {
      const refused = await confirm(who, product.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: translate('es', 'api.notYourPurchase') });
    }
    expect((await confirm(new TestClient(ctx.app), product.id)).statusCode).toBe(401);
    expect((await confirm(buyer, 99_999_999)).statusCode).toBe(404);
    expect(await countsOf(seller.user.id)).toEqual({ sold: 1, sales: 0, purchases: 0 });
  });
});

describe('reviews of confirmed sales', () => {
  const review = (client: TestClient, productId: number) =>
    client.post(`/api/products/${productId}/reviews`, { rating: 5 });

  it('refuses reviews of a sale nobody confirmed', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    for (const side of [seller, buyer]) {
      const refused = await review(side.client, product.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: translate('es', 'api.reviewNeedsConfirmedSale') });
    }
  });

  it('says "Entrega confirmada" of reviews from a handover, and takes each side once', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    await handedOver(seller, buyer, product.id);
    expect((await review(buyer.client, product.id)).json()).toMatchObject({ confirmedVia: 'handover' });
    expect((await review(seller.client, product.id)).json()).toMatchObject({ confirmedVia: 'handover' });
    expect((await review(buyer.client, product.id)).statusCode).toBe(409);
  });

  it('closes reviews 30 days after the confirmation', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    await confirmedSale(seller, buyer, product.id);
    await ctx.db
      .update(products)
      .set({ confirmedAt: sql`now() - interval '31 days'` })
      .where(eq(products.id, product.id));
    expect((await productOf(buyer.client, product.id)).canReview).toBe(false);
    const late = await review(buyer.client, product.id);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: translate('es', 'api.reviewWindowClosed') });
  });
});

describe('confirmed sales and account deletion', () => {
  it('keeps the seller’s confirmed sale when the buyer deletes their account', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    await handedOver(seller, buyer, product.id);
    await deleteAccountOf(buyer);
    const profile = (await seller.client.get(`/api/users/${seller.user.id}`)).json<PublicProfile>();
    expect(profile).toMatchObject({ soldItemsCount: 1, confirmedSalesCount: 1 });
  });

  it('deletes the handover code with the reservation’s buyer and with the product', async () => {
    const { seller, buyer, product } = await reservedDeal();
    await handoverCodeFor(buyer, product.id);
    await deleteAccountOf(buyer);
    expect(await storedCodes(product.id)).toEqual([]);

    const next = await reservedDeal();
    await handoverCodeFor(next.buyer, next.product.id);
    expect(await storedCodes(next.product.id)).toHaveLength(1);
    expect(
      (await next.seller.client.request({ method: 'DELETE', url: `/api/products/${next.product.id}` }))
        .statusCode,
    ).toBeLessThan(300);
    expect(await storedCodes(next.product.id)).toEqual([]);
    expect(seller.user.id).not.toBe(next.seller.user.id);
  });
});
