import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/conversations.ts';
import type { DealPerson, Offer } from '#shared/deals.ts';
import type { Notification } from '#shared/notifications.ts';
import type { ProductSummary } from '#shared/products.ts';
import { offers, products, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import {
  answer,
  chatOpenedBySeller,
  confirmedSale,
  dealParties,
  deleteAccountOf,
  madeOffer,
  patch,
  person,
  productOf,
  writeAbout,
  writeIn,
  type Person,
} from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { favorite } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const soldCountOf = async (userId: number) =>
  (await ctx.db.select({ count: users.soldItemsCount }).from(users).where(eq(users.id, userId)))[0]?.count;

const undo = (client: TestClient, productId: number, language = 'es') =>
  client.request({
    method: 'DELETE',
    url: `/api/products/${productId}/sold`,
    headers: { 'accept-language': language },
  });

const lastMessage = async (client: TestClient, conversationId: number) =>
  (await client.get(`/api/conversations/${conversationId}/messages`)).json<ChatMessage[]>().at(-1);

/** A listing a buyer wrote about, and a stranger who never did. */
async function listingAndStranger() {
  const { seller, product } = await dealParties(ctx);
  return { seller, product, stranger: await person(ctx, 'Dora') };
}

type Refusal = {
  refused: string;
  change: (world: Awaited<ReturnType<typeof listingAndStranger>>) => ReturnType<typeof patch>;
  status: number;
  message: string;
};

const INVALID_BUYER = translate('es', 'validation.invalidUserId');

/** Reserving and selling are refused alike: both go through the same checks of the seller and the buyer. */
function dealChangeRefusals(path: 'reserve' | 'sold'): Refusal[] {
  const change = (client: TestClient, productId: number, body?: object) =>
    patch(client, `/api/products/${productId}/${path}`, body);
  return [
    {
      refused: 'someone who never wrote',
      change: ({ seller, product, stranger }) =>
        change(seller.client, product.id, { buyerId: stranger.user.id }),
      status: 403,
      message: translate('es', 'api.buyerNeverWrote'),
    },
    {
      refused: 'the seller themself',
      change: ({ seller, product }) => change(seller.client, product.id, { buyerId: seller.user.id }),
      status: 400,
      message: translate('es', 'api.cannotDealWithYourself'),
    },
    {
      refused: 'someone else’s product',
      change: ({ product, stranger }) => change(stranger.client, product.id, { buyerId: stranger.user.id }),
      status: 403,
      message: translate('es', 'api.notYourProduct'),
    },
    {
      refused: 'a buyer id that is not a number',
      change: ({ seller, product }) => change(seller.client, product.id, { buyerId: 'x' }),
      status: 400,
      message: INVALID_BUYER,
    },
    {
      refused: 'a negative buyer id',
      change: ({ seller, product }) => change(seller.client, product.id, { buyerId: -1 }),
      status: 400,
      message: INVALID_BUYER,
    },
    {
      refused: 'an unknown product',
      change: ({ seller }) => change(seller.client, 99_999_999, { buyerId: null }),
      status: 404,
      message: translate('es', 'api.productNotFound'),
    },
    {
      refused: 'a caller without a session',
      change: ({ product }) => change(new TestClient(ctx.app), product.id, { buyerId: null }),
      status: 401,
      message: 'Unauthorized',
    },
  ];
}

/** A reservation names its buyer, or null to release it; a sale may name nobody (a sale outside Cerquita). */
const refusalOfBuyerId = (refused: string, body: object | undefined): Refusal => ({
  refused,
  change: ({ seller, product }) => patch(seller.client, `/api/products/${product.id}/reserve`, body),
  status: 400,
  message: INVALID_BUYER,
});

async function expectRefused({ change, status, message }: Refusal) {
  const world = await listingAndStranger();
  const refused = await change(world);
  expect(refused.statusCode).toBe(status);
  expect(refused.json<{ message: string }>().message).toBe(message);
  expect((await productOf(world.seller.client, world.product.id)).status).toBe('available');
}

describe('PATCH /api/products/:id/reserve', () => {
  it('reserves for a buyer who wrote, tells them in chat, and releases', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const reserved = await patch(seller.client, `/api/products/${product.id}/reserve`, {
      buyerId: buyer.user.id,
    });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json()).toMatchObject({
      status: 'reserved',
      isSold: false,
      isAvailable: false,
      reservedFor: { id: buyer.user.id },
    });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'reserved',
      senderId: seller.user.id,
    });
    const listed = (await buyer.client.get('/api/products')).json<ProductSummary[]>();
    expect(listed.find((each) => each.id === product.id)?.status).toBe('reserved');

    const released = await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: null });
    expect(released.json()).toMatchObject({ status: 'available', isAvailable: true, reservedFor: null });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'released',
    });
  });

  it('moves a reservation from one buyer to another, expiring the first one’s open offer', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    await writeAbout(other, product);
    const open = await madeOffer(buyer.client, conversation.id, 70);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, open.id)))[0]?.status).toBe('open');
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: other.user.id });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, open.id)))[0]?.status).toBe('expired');
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'released' });
    expect(await productOf(other.client, product.id)).toMatchObject({ reservedForYou: true });
    expect(await productOf(buyer.client, product.id)).toMatchObject({ reservedForYou: false });
  });

  it.each([
    ...dealChangeRefusals('reserve'),
    refusalOfBuyerId('no buyer', {}),
    refusalOfBuyerId('no body at all', undefined),
  ])('refuses $refused ($status), leaving the product available', expectRefused);
});

describe('PATCH /api/products/:id/sold and undoing it', () => {
  it('records the sale to a buyer who wrote, unconfirmed until they confirm it, and counts it once', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    const otherConversation = await writeAbout(other, product);
    const otherOffer = await madeOffer(other.client, otherConversation.id, 60);
    const buyers = (await seller.client.get(`/api/products/${product.id}/buyers`)).json<DealPerson[]>();
    expect(buyers.map((each) => each.id)).toEqual([other.user.id, buyer.user.id]);
    expect(Object.keys(buyers[0] ?? {}).sort()).toEqual(['displayName', 'id', 'profileImageUrl']);

    const sold = await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      status: 'sold',
      isSold: true,
      isAvailable: false,
      soldTo: { id: buyer.user.id },
      confirmedVia: null,
      canReview: false,
    });
    expect(sold.json().undoSoldUntil).toEqual(expect.any(String));
    expect(await soldCountOf(seller.user.id)).toBe(1);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ type: 'deal', event: 'sold' });
    expect(await productOf(buyer.client, product.id)).toMatchObject({
      soldTo: { id: buyer.user.id },
      canConfirmPurchase: true,
      canReview: false,
      undoSoldUntil: null,
    });
    expect(await productOf(other.client, product.id)).toMatchObject({ soldTo: null, canReview: false });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, otherOffer.id)))[0]?.status).toBe(
      'expired',
    );
    const again = await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    expect(again.statusCode).toBe(409);
    expect(await soldCountOf(seller.user.id)).toBe(1);
    // Sold listings leave nearby browsing and search, but stay on the seller's own list.
    const browse = (await buyer.client.get('/api/products')).json<ProductSummary[]>();
    expect(browse.some((each) => each.id === product.id)).toBe(false);
    const own = (await seller.client.get(`/api/products?sellerId=${seller.user.id}&includeSold=true`)).json<
      ProductSummary[]
    >();
    expect(own.some((each) => each.id === product.id)).toBe(true);
  });

  it('records a sale outside Cerquita with no body', async () => {
    const { seller, product } = await dealParties(ctx);
    const sold = await patch(seller.client, `/api/products/${product.id}/sold`);
    expect(sold.json()).toMatchObject({ status: 'sold', soldTo: null, canReview: false });
  });

  it.each(dealChangeRefusals('sold'))(
    'refuses $refused ($status), leaving the product available',
    expectRefused,
  );

  it('shows whom the product may be sold to only to its seller', async () => {
    const { product, stranger } = await listingAndStranger();
    const buyers = await stranger.client.get(`/api/products/${product.id}/buyers`);
    expect(buyers.statusCode).toBe(403);
    expect(buyers.json()).toEqual({ message: translate('es', 'api.notYourProduct') });
  });

  it('tells the buyer it was reserved for when it sells to someone else, and again when that sale is undone', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    await writeAbout(other, product);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: other.user.id });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'released' });
    expect((await undo(seller.client, product.id)).statusCode).toBe(200);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'reserved' });
    expect(await productOf(buyer.client, product.id)).toMatchObject({ reservedForYou: true });

    await patch(seller.client, `/api/products/${product.id}/sold`);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'released' });
  });

  it('counts a sale once when it is recorded twice at once', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    const secondTab = new TestClient(ctx.app);
    secondTab.cookie = seller.client.cookie;
    const answers = await Promise.all(
      [seller.client, secondTab].map((client) =>
        patch(client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id }),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((response) => response.statusCode === 409)?.json()).toEqual({
      message: translate('es', 'api.productAlreadySold'),
    });
    expect(await soldCountOf(seller.user.id)).toBe(1);
  });

  it('undoes a sale within ten minutes, bringing the reservation back and the count down', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    expect((await undo(buyer.client, product.id)).statusCode).toBe(403);
    const undone = await undo(seller.client, product.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      status: 'reserved',
      isSold: false,
      soldTo: null,
      soldAt: null,
      reservedFor: { id: buyer.user.id },
    });
    expect(await soldCountOf(seller.user.id)).toBe(0);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'sale_undone' });
    const notSold = await undo(seller.client, product.id);
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json()).toEqual({ message: translate('es', 'api.productNotSold') });

    await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: buyer.user.id });
    expect(await soldCountOf(seller.user.id)).toBe(1);
    await ctx.db
      .update(products)
      .set({ soldAt: sql`now() - interval '11 minutes'` })
      .where(eq(products.id, product.id));
    const late = await undo(seller.client, product.id, 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: translate('en', 'api.undoSoldTooLate') });
    expect((await productOf(seller.client, product.id)).undoSoldUntil).toBeNull();
    expect(await soldCountOf(seller.user.id)).toBe(1);
  });

  it('refuses to undo a sale once the buyer confirmed it, keeping both counts', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    await confirmedSale(seller, buyer, product.id);
    expect((await productOf(seller.client, product.id)).undoSoldUntil).toBeNull();
    const refused = await undo(seller.client, product.id, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: translate('en', 'api.undoSoldConfirmed') });
    expect(await soldCountOf(seller.user.id)).toBe(1);
    expect((await productOf(seller.client, product.id)).confirmedVia).toBe('buyer');
  });
});

describe('whom a sale or a reservation may be recorded to', () => {
  it('refuses someone the seller opened a chat with who never wrote in it, and takes them once they write', async () => {
    const { seller, contacted: victim, product, conversation } = await chatOpenedBySeller(ctx);
    // Even a chat the seller filled with messages does not make the other person a buyer.
    await writeIn(seller, conversation.id, 'Te vendo la licuadora');

    for (const path of ['sold', 'reserve']) {
      const refused = await patch(
        seller.client,
        `/api/products/${product.id}/${path}`,
        { buyerId: victim.user.id },
        'en',
      );
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual({
        message: translate('en', 'api.buyerNeverWrote'),
      });
    }
    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'available',
      soldTo: null,
      reservedFor: null,
    });
    expect(await soldCountOf(seller.user.id)).toBe(0);
    const told = (await victim.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    expect(told.filter((message) => message.type === 'deal')).toEqual([]);
    expect((await seller.client.get(`/api/products/${product.id}/buyers`)).json()).toEqual([]);

    await writeIn(victim, conversation.id, 'Sí, me interesa');
    const sold = await patch(seller.client, `/api/products/${product.id}/sold`, { buyerId: victim.user.id });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 'sold', soldTo: { id: victim.user.id } });
  });

  it('refuses reserving for or selling to someone across a block, whichever side blocked, with the same words', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const walls = [
      { blocker: seller, blocked: buyer },
      { blocker: buyer, blocked: seller },
    ];
    const buyers = async () =>
      (await seller.client.get(`/api/products/${product.id}/buyers`))
        .json<DealPerson[]>()
        .map((each) => each.id);
    for (const { blocker, blocked } of walls) {
      await blocker.client.post(`/api/users/${blocked.user.id}/block`);
      expect(await buyers()).toEqual([]);
      for (const path of ['reserve', 'sold']) {
        const refused = await patch(seller.client, `/api/products/${product.id}/${path}`, {
          buyerId: buyer.user.id,
        });
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ message: translate('es', 'api.blockedEitherWay') });
      }
      await blocker.client.request({ method: 'DELETE', url: `/api/users/${blocked.user.id}/block` });
    }
    expect(await buyers()).toEqual([buyer.user.id]);
    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'available',
      reservedFor: null,
    });
    expect(await soldCountOf(seller.user.id)).toBe(0);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ type: 'text' });
  });

  it('releasing a reservation after a block posts no deal news across it', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'reserved' });
    await buyer.client.post(`/api/users/${seller.user.id}/block`);
    const released = await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: null });
    expect(released.json()).toMatchObject({ status: 'available', reservedFor: null });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({ event: 'reserved' });
  });
});

describe('a deal when one side deletes their account', () => {
  it('releases the leaving buyer’s reservation and expires their open offer; others may offer again', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const other = await person(ctx, 'Carla');
    const otherConversation = await writeAbout(other, product);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    const open = await madeOffer(buyer.client, conversation.id, 70);
    await deleteAccountOf(buyer);

    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'available',
      isAvailable: true,
      reservedFor: null,
    });
    expect((await ctx.db.select().from(offers).where(eq(offers.id, open.id)))[0]?.status).toBe('expired');
    expect((await madeOffer(other.client, otherConversation.id, 80)).status).toBe('open');
  });
});

describe('what favouriters hear of a listing moderation removed', () => {
  async function favouritersNews(someone: Person) {
    await ctx.deps.notifier.idle();
    return (await someone.client.get('/api/notifications?limit=50'))
      .json<Notification[]>()
      .filter((notification) => notification.type.startsWith('favorite_'));
  }

  it('a hidden listing reserved, released, sold and undone tells its favouriters nothing; the buyer still hears in chat', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const fan = await person(ctx, 'Fanny');
    await favorite(fan.client, product.id);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, product.id));
    const url = `/api/products/${product.id}`;
    for (let round = 0; round < 2; round += 1) {
      expect((await patch(seller.client, `${url}/reserve`, { buyerId: buyer.user.id })).statusCode).toBe(200);
      expect((await patch(seller.client, `${url}/reserve`, { buyerId: null })).statusCode).toBe(200);
      expect((await patch(seller.client, `${url}/sold`, { buyerId: buyer.user.id })).statusCode).toBe(200);
      expect((await undo(seller.client, product.id)).statusCode).toBe(200);
    }
    expect(await favouritersNews(fan)).toEqual([]);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'sale_undone',
    });
  });

  it('a suspended seller’s listing tells its favouriters nothing when a buyer accepts the seller’s counter-offer', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const fan = await person(ctx, 'Fanny');
    await favorite(fan.client, product.id);
    const offered = await madeOffer(buyer.client, conversation.id, 70);
    const countered = (await answer(seller.client, offered.id, 'counter', { amount: 90 })).json<Offer>();
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.user.id));
    await answer(buyer.client, countered.id, 'accept');
    expect(await favouritersNews(fan)).toEqual([]);
  });

  it('still tells favouriters of a listing moderation left alone', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    const fan = await person(ctx, 'Fanny');
    await favorite(fan.client, product.id);
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    expect((await favouritersNews(fan)).map((notification) => notification.type)).toEqual([
      'favorite_reserved',
    ]);
  });
});

describe('how often a seller may change a deal', () => {
  it('reserving, releasing, selling and undoing share a limit of 20 a minute: a burst of 30 is refused with 429', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    const url = `/api/products/${product.id}`;
    const answers = [];
    for (let round = 0; round < 15; round += 1) {
      answers.push(await patch(seller.client, `${url}/reserve`, { buyerId: buyer.user.id }));
      answers.push(await patch(seller.client, `${url}/reserve`, { buyerId: null }));
    }
    expect(answers.slice(0, 20).map((each) => each.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.slice(20).map((each) => each.statusCode)).toEqual(Array(10).fill(429));
    expect(Number(answers[20]?.headers['retry-after'])).toBeGreaterThan(0);
    const sold = await patch(seller.client, `${url}/sold`, { buyerId: buyer.user.id }, 'en');
    expect(sold.statusCode).toBe(429);
    expect(sold.json()).toEqual({ message: translate('en', 'api.tooManyRequests', { count: 1 }) });
    expect((await undo(seller.client, product.id)).statusCode).toBe(429);
    expect((await productOf(seller.client, product.id)).status).toBe('available');
    // Nobody else's limit was touched.
    const other = await dealParties(ctx);
    const theirs = `/api/products/${other.product.id}/reserve`;
    expect((await patch(other.seller.client, theirs, { buyerId: other.buyer.user.id })).statusCode).toBe(200);
  });
});
