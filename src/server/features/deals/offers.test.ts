import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import type { ListingOffer, Offer } from '#shared/deals.ts';
import { translate } from '#server/i18n.ts';
import { conversations, offers, products, users } from '#server/db/schema.ts';
import {
  answer,
  dealParties,
  listProduct,
  madeOffer,
  offer,
  patch,
  person,
  productOf,
  writeAbout,
} from '#server/testing/deal-world.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const messagesOf = async (client: TestClient, conversationId: number) =>
  (await client.get(`/api/conversations/${conversationId}/messages`)).json<ChatMessage[]>();

describe('POST /api/conversations/:id/offers', () => {
  it('shows the offer as a card to both sides and as the conversation row’s last message', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 80);
    expect(made).toMatchObject({
      conversationId: conversation.id,
      amount: '80.00',
      status: 'open',
      proposedById: buyer.user.id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      counterOfId: null,
      closedAt: null,
    });
    const rows = (await seller.client.get('/api/conversations')).json<Conversation[]>();
    expect(rows.find((row) => row.id === conversation.id)).toMatchObject({
      lastMessage: { type: 'offer', event: 'made', content: '80.00' },
      unreadCount: 2,
    });
    for (const side of [seller, buyer]) {
      const last = (await messagesOf(side.client, conversation.id)).at(-1);
      expect(last).toMatchObject({ type: 'offer', event: 'made', content: '80.00', offer: { id: made.id } });
    }
  });

  it('refuses bad amounts with a message, keeping nothing', async () => {
    const { buyer, conversation } = await dealParties(ctx);
    for (const amount of [0, -5, 'abc', null, 100_000_000, Number.NaN]) {
      const response = await offer(buyer.client, conversation.id, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().message).toMatch(/oferta|cuánto/i);
    }
    expect((await buyer.client.post(`/api/conversations/${conversation.id}/offers`)).statusCode).toBe(400);
    expect(await ctx.db.select().from(offers).where(eq(offers.conversationId, conversation.id))).toHaveLength(
      0,
    );
    expect((await madeOffer(buyer.client, conversation.id, 99_999_999.99)).amount).toBe('99999999.99');
  });

  it('keeps one open offer per conversation, even when two are sent at once', async () => {
    const { buyer, conversation } = await dealParties(ctx);
    const answers = await Promise.all(
      [70, 75, 80].map((amount) => offer(buyer.client, conversation.id, amount)),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      message: translate('es', 'api.offerAlreadyOpen'),
    });
  });

  it('refuses the seller, outsiders, general chats and unknown conversations', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const sellerOffer = await offer(seller.client, conversation.id, 50);
    expect(sellerOffer.statusCode).toBe(403);
    expect(sellerOffer.json()).toEqual({ message: translate('es', 'api.onlyBuyersOffer') });
    const outsider = await person(ctx, 'Carla');
    expect((await offer(outsider.client, conversation.id, 50)).statusCode).toBe(404);
    expect((await offer(buyer.client, 99_999_999, 50)).statusCode).toBe(404);
    expect((await offer(buyer.client, Number.NaN, 50)).statusCode).toBe(400);
    const general = await buyer.client.post('/api/conversations', { otherUserId: seller.user.id });
    const generalOffer = await offer(buyer.client, general.json<Conversation>().id, 50);
    expect(generalOffer.statusCode).toBe(400);
    expect(generalOffer.json()).toEqual({
      message: translate('es', 'api.offerNeedsProduct'),
    });
    expect(
      (await new TestClient(ctx.app).post(`/api/conversations/${conversation.id}/offers`, { amount: 5 }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses offers on a sold, reserved-for-someone-else or deleted product, in the caller’s language', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    const otherConversation = await writeAbout(other, product);
    expect(
      (await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: other.user.id }))
        .statusCode,
    ).toBe(200);
    const reserved = await offer(buyer.client, conversation.id, 90);
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toEqual({ message: translate('es', 'api.offerProductReserved') });
    expect((await offer(other.client, otherConversation.id, 90)).statusCode).toBe(201);

    expect((await patch(seller.client, `/api/products/${product.id}/sold`, {})).statusCode).toBe(200);
    const sold = await buyer.client.request({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/offers`,
      payload: { amount: 90 },
      headers: { 'accept-language': 'en' },
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ message: translate('en', 'api.offerProductSold') });

    const second = await dealParties(ctx);
    const open = await madeOffer(second.buyer.client, second.conversation.id, 40);
    expect(
      (await second.seller.client.request({ method: 'DELETE', url: `/api/products/${second.product.id}` }))
        .statusCode,
    ).toBe(200);
    const gone = await offer(second.buyer.client, second.conversation.id, 45);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: translate('es', 'api.offerProductGone') });
    const [expired] = await ctx.db.select().from(offers).where(eq(offers.id, open.id));
    expect(expired?.status).toBe('expired');
  });
});

describe('offers on a listing moderation removed', () => {
  it('refuses making, countering and accepting one while the listing is hidden or its seller suspended (410)', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const open = await madeOffer(buyer.client, conversation.id, 80);
    const hide = (hiddenAt: Date | null) =>
      ctx.db.update(products).set({ hiddenAt }).where(eq(products.id, product.id));
    const suspend = (suspendedAt: Date | null) =>
      ctx.db.update(users).set({ suspendedAt }).where(eq(users.id, seller.user.id));

    await hide(new Date());
    const made = await buyer.client.request({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/offers`,
      payload: { amount: 90 },
      headers: { 'accept-language': 'en' },
    });
    expect(made.statusCode).toBe(410);
    expect(made.json()).toEqual({ message: translate('en', 'api.contentRemoved') });
    const accepted = await answer(seller.client, open.id, 'accept');
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    expect((await answer(seller.client, open.id, 'counter', { amount: 95 })).statusCode).toBe(410);
    await hide(null);

    await suspend(new Date());
    expect((await buyer.client.post(`/api/offers/${open.id}/withdraw`)).statusCode).toBe(200);
    expect((await offer(buyer.client, conversation.id, 85)).statusCode).toBe(410);
    await suspend(null);

    expect(await productOf(seller.client, product.id)).toMatchObject({ status: 'available' });
    expect((await offer(buyer.client, conversation.id, 85)).statusCode).toBe(201);
  });
});

describe('answering an offer: accept, decline, counter, withdraw', () => {
  it('runs a haggle: counter, counter back, accept — the product is reserved for the buyer', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const first = await madeOffer(buyer.client, conversation.id, 70);
    const countered = await answer(seller.client, first.id, 'counter', { amount: 90 });
    expect(countered.statusCode).toBe(200);
    const counter = countered.json<Offer>();
    expect(counter).toMatchObject({
      amount: '90.00',
      status: 'open',
      proposedById: seller.user.id,
      counterOfId: first.id,
    });
    const buyerCounter = (await answer(buyer.client, counter.id, 'counter', { amount: 80 })).json<Offer>();
    expect(buyerCounter).toMatchObject({ amount: '80.00', proposedById: buyer.user.id });

    const accepted = await answer(seller.client, buyerCounter.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', amount: '80.00' });

    const messages = await messagesOf(buyer.client, conversation.id);
    expect(
      messages
        .filter((message) => message.type === 'offer')
        .map((message) => [message.event, message.offer?.status]),
    ).toEqual([
      ['made', 'countered'],
      ['countered', 'countered'],
      ['countered', 'accepted'],
      ['accepted', 'accepted'],
    ]);
    expect(await productOf(buyer.client, product.id)).toMatchObject({
      status: 'reserved',
      reservedForYou: true,
      reservedFor: null,
    });
    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'reserved',
      isAvailable: false,
      reservedForYou: false,
      reservedFor: { id: buyer.user.id, displayName: 'Beto H.' },
    });
    const stranger = await person(ctx, 'Dora');
    expect(await productOf(stranger.client, product.id)).toMatchObject({
      status: 'reserved',
      reservedFor: null,
      soldTo: null,
    });
    // The buyer it is reserved for may still offer.
    expect((await offer(buyer.client, conversation.id, 78)).statusCode).toBe(201);
  });

  it('lets nobody answer their own offer, and only the proposer withdraw', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 60);
    for (const kind of ['accept', 'decline']) {
      const own = await answer(buyer.client, made.id, kind);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: translate('es', 'api.cannotAnswerOwnOffer') });
    }
    expect((await answer(buyer.client, made.id, 'counter', { amount: 65 })).statusCode).toBe(403);
    const sellerWithdraws = await answer(seller.client, made.id, 'withdraw');
    expect(sellerWithdraws.statusCode).toBe(403);
    expect(sellerWithdraws.json()).toEqual({ message: translate('es', 'api.onlyProposerWithdraws') });
    const outsider = await person(ctx, 'Carla');
    for (const kind of ['accept', 'decline', 'withdraw'])
      expect((await answer(outsider.client, made.id, kind)).statusCode).toBe(404);
    expect((await answer(outsider.client, made.id, 'counter', { amount: 1 })).statusCode).toBe(404);
    expect((await answer(seller.client, 99_999_999, 'accept')).statusCode).toBe(404);
    expect((await answer(seller.client, made.id, 'counter', { amount: -1 })).statusCode).toBe(400);
    expect((await answer(seller.client, made.id, 'counter')).statusCode).toBe(400);

    expect((await answer(buyer.client, made.id, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' });
    const again = await answer(seller.client, made.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: translate('es', 'api.offerNotOpen') });
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, made.id));
    expect(row?.status).toBe('withdrawn');
  });

  it('lets the buyer decline a counter, not the seller answer their own; the buyer withdraws a new offer', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const first = await madeOffer(buyer.client, conversation.id, 60);
    const counter = (await answer(seller.client, first.id, 'counter', { amount: 90 })).json<Offer>();
    for (const kind of ['accept', 'decline']) {
      const own = await answer(seller.client, counter.id, kind);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: translate('es', 'api.cannotAnswerOwnOffer') });
    }
    expect((await answer(buyer.client, counter.id, 'withdraw')).statusCode).toBe(403);
    expect((await answer(buyer.client, counter.id, 'decline')).json()).toMatchObject({
      status: 'declined',
      proposedById: seller.user.id,
    });
    expect((await productOf(seller.client, product.id)).status).toBe('available');
    const next = await madeOffer(buyer.client, conversation.id, 70);
    expect((await answer(buyer.client, next.id, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' });
    expect((await messagesOf(seller.client, conversation.id)).at(-1)).toMatchObject({
      type: 'offer',
      event: 'withdrawn',
      offer: { id: next.id, status: 'withdrawn' },
    });
  });

  it('declines, and a new offer may follow', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 20);
    expect((await answer(seller.client, made.id, 'decline')).json()).toMatchObject({ status: 'declined' });
    expect((await productOf(buyer.client, product.id)).status).toBe('available');
    expect((await offer(buyer.client, conversation.id, 30)).statusCode).toBe(201);
  });

  it('lets exactly one of two racing accepts win', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 95);
    const secondTab = new TestClient(ctx.app);
    secondTab.cookie = seller.client.cookie;
    const results = await Promise.all([
      answer(seller.client, made.id, 'accept'),
      answer(secondTab, made.id, 'accept'),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const accepted = (await messagesOf(buyer.client, conversation.id)).filter(
      (message) => message.event === 'accepted',
    );
    expect(accepted).toHaveLength(1);
  });

  it('lets one of two buyers’ offers win when the seller accepts both at once; the other expires', async () => {
    const { seller, product, conversation, buyer } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    const otherConversation = await writeAbout(other, product);
    const first = await madeOffer(buyer.client, conversation.id, 90);
    const second = await madeOffer(other.client, otherConversation.id, 95);
    const results = await Promise.all([
      answer(seller.client, first.id, 'accept'),
      answer(seller.client, second.id, 'accept'),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.productId, product.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'expired']);
  });

  it('pushes offer_updated and the new message to both sides’ sockets', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const url = realtimeUrlOf(ctx.app);
    const sockets = await Promise.all(
      [seller, buyer].map((side) => openSocket(url, { cookie: side.client.cookie ?? '' })),
    );
    const made = await madeOffer(buyer.client, conversation.id, 50);
    for (const socket of sockets) {
      await socket.waitFor('new_message', (event) => event.message.offer?.id === made.id);
    }
    await answer(seller.client, made.id, 'decline');
    for (const socket of sockets) {
      const updated = await socket.waitFor('offer_updated', (event) => event.offer.id === made.id);
      expect(updated).toMatchObject({ conversationId: conversation.id, offer: { status: 'declined' } });
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});

describe('POST /api/products/:id/offers', () => {
  const offerOnListing = (client: TestClient, productId: number, amount: unknown, language = 'es') =>
    client.request({
      method: 'POST',
      url: `/api/products/${productId}/offers`,
      payload: { amount },
      headers: { 'accept-language': language },
    });
  const conversationsAbout = (productId: number) =>
    ctx.db.select().from(conversations).where(eq(conversations.productId, productId));

  it('opens the conversation and makes the offer in one step, as a card in the new chat', async () => {
    const seller = await person(ctx, 'Ana');
    const buyer = await person(ctx, 'Beto');
    const product = await listProduct(seller);
    const response = await offerOnListing(buyer.client, product.id, 80);
    expect(response.statusCode).toBe(201);
    const { conversationId, offer: made } = response.json<ListingOffer>();
    expect(made).toMatchObject({
      conversationId,
      productId: product.id,
      amount: '80.00',
      status: 'open',
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
    });
    const rows = (await seller.client.get('/api/conversations')).json<Conversation[]>();
    expect(rows.find((row) => row.id === conversationId)).toMatchObject({
      lastMessage: { type: 'offer', event: 'made', content: '80.00' },
    });
  });

  it('makes the offer in the conversation the buyer already has about the listing', async () => {
    const { buyer, product, conversation } = await dealParties(ctx);
    const response = await offerOnListing(buyer.client, product.id, 70);
    expect(response.statusCode).toBe(201);
    expect(response.json<ListingOffer>()).toMatchObject({
      conversationId: conversation.id,
      offer: { conversationId: conversation.id },
    });
    expect(await conversationsAbout(product.id)).toHaveLength(1);
    const again = await offerOnListing(buyer.client, product.id, 75);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Ya hay una oferta esperando respuesta en esta conversación' });
  });

  it('answers a retry with the same Idempotency-Key with the first answer, making one offer', async () => {
    const seller = await person(ctx, 'Ana');
    const buyer = await person(ctx, 'Beto');
    const product = await listProduct(seller);
    const key = randomUUID();
    const send = () =>
      buyer.client.request({
        method: 'POST',
        url: `/api/products/${product.id}/offers`,
        payload: { amount: 60 },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(await ctx.db.select().from(offers).where(eq(offers.productId, product.id))).toHaveLength(1);
  });

  it('refuses the seller’s own listing (403) and opens no chat', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const own = await offerOnListing(seller.client, product.id, 50);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Quien vende no puede ofertar por su propio producto' });
    expect(await conversationsAbout(product.id)).toHaveLength(0);
  });

  it('refuses a sold or reserved-for-someone-else listing as the chat does, opening no chat', async () => {
    const { seller, product } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    const late = await person(ctx, 'Dani');
    await writeAbout(other, product);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: other.user.id });
    const reserved = await offerOnListing(late.client, product.id, 90);
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toEqual({ message: 'Este producto está reservado para otra persona' });
    expect((await offerOnListing(other.client, product.id, 90)).statusCode).toBe(201);
    await patch(seller.client, `/api/products/${product.id}/sold`, {});
    const sold = await offerOnListing(late.client, product.id, 90, 'en');
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ message: "This listing has been sold: you can't make an offer" });
    expect(await conversationsAbout(product.id)).toHaveLength(2);
  });

  it('refuses an expired listing until its seller renews it, opening no chat', async () => {
    const { seller, product } = await dealParties(ctx);
    const late = await person(ctx, 'Dani');
    await ctx.db
      .update(products)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, product.id));
    const expired = await offerOnListing(late.client, product.id, 90, 'en');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: translate('en', 'api.offerProductExpired') });
    expect(await conversationsAbout(product.id)).toHaveLength(1);
    expect((await seller.client.post(`/api/products/${product.id}/renew`)).statusCode).toBe(200);
    expect((await offerOnListing(late.client, product.id, 90)).statusCode).toBe(201);
  });

  it('refuses bad amounts and ids (400), unknown listings (404), visitors (401) and hidden listings (410)', async () => {
    const seller = await person(ctx, 'Ana');
    const buyer = await person(ctx, 'Beto');
    const product = await listProduct(seller);
    for (const amount of [0, -5, 'abc', null, 100_000_000]) {
      const response = await offerOnListing(buyer.client, product.id, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().message).toMatch(/oferta|cuánto/i);
    }
    expect((await offerOnListing(buyer.client, Number.NaN, 50)).statusCode).toBe(400);
    expect((await offerOnListing(buyer.client, 99_999_999, 50)).statusCode).toBe(404);
    expect((await offerOnListing(new TestClient(ctx.app), product.id, 50)).statusCode).toBe(401);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, product.id));
    expect((await offerOnListing(buyer.client, product.id, 50)).statusCode).toBe(410);
    expect(await conversationsAbout(product.id)).toHaveLength(0);
  });

  it('refuses across a block, whichever side blocked (403), opening no chat', async () => {
    for (const blockerIsSeller of [true, false]) {
      const seller = await person(ctx, 'Ana');
      const buyer = await person(ctx, 'Beto');
      const product = await listProduct(seller);
      const [blocker, blocked] = blockerIsSeller ? [seller, buyer] : [buyer, seller];
      expect((await blocker.client.post(`/api/users/${blocked.user.id}/block`)).statusCode).toBe(200);
      const refused = await offerOnListing(buyer.client, product.id, 50);
      expect(refused.statusCode).toBe(403);
      expect(await conversationsAbout(product.id)).toHaveLength(0);
    }
  });
});
