import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/conversations.ts';
import { translate } from '#server/i18n.ts';
import { conversations, products, users } from '#server/db/schema.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { settleAccount } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await new TestClient(ctx.app).get('/api/categories')).json()[0].id;
});

type Person = Awaited<ReturnType<typeof registerUser>>;

async function person(firstName = 'María') {
  return registerUser(ctx.app, { firstName });
}

async function createProduct(seller: Person, title = 'Bicicleta de montaña') {
  const response = await seller.client.post('/api/products', {
    title,
    description: 'Rin 26, poco uso.',
    price: 85.5,
    categoryId,
    condition: 'good',
    location: 'San Salvador',
    meetupLocation: 'Metrocentro',
    meetupLatitude: 13.7055,
    meetupLongitude: -89.2115,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; sellerId: number }>();
}

async function open(from: Person, to: Person, productId?: number) {
  const response = await from.client.post('/api/conversations', {
    otherUserId: to.user.id,
    ...(productId === undefined ? {} : { productId }),
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json<Conversation>();
}

async function send(from: Person, conversationId: number, content: string) {
  const response = await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

async function list(someone: Person) {
  const response = await someone.client.get('/api/conversations');
  expect(response.statusCode).toBe(200);
  return response.json<Conversation[]>();
}

async function unreadCount(someone: Person, path = '/api/messages/unread-count') {
  const response = await someone.client.get(path);
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

describe('POST /api/conversations', () => {
  it('opens a general conversation and answers it with the other user, never their email', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    const response = await ana.client.post('/api/conversations', { otherUserId: beto.user.id });
    expect(response.statusCode).toBe(201);
    const conversation = response.json<Conversation>();
    expect(conversation).toMatchObject({
      productId: null,
      product: null,
      role: null,
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
      otherUser: {
        id: beto.user.id,
        displayName: 'Beto H.',
        isOnline: false,
        lastOnline: null,
      },
    });
    expect(conversation.id).toEqual(expect.any(Number));
    expect(response.body).not.toContain(beto.user.email);
    expect(response.body).not.toMatch(/password|resetToken|"email"/);
  });

  it('answers the existing conversation when the same pair opens it again, from either side (200)', async () => {
    const [ana, beto] = [await person(), await person()];
    const first = await open(ana, beto);
    const again = await ana.client.post('/api/conversations', { otherUserId: beto.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    const fromOtherSide = await open(beto, ana);
    expect(fromOtherSide.id).toBe(first.id);
    expect(fromOtherSide.otherUser?.id).toBe(ana.user.id);
  });

  it('settles concurrent opens on one conversation', async () => {
    const [ana, beto] = [await person(), await person()];
    const product = await createProduct(beto);
    const answers = await Promise.all([
      ana.client.post('/api/conversations', { otherUserId: beto.user.id, productId: product.id }),
      beto.client.post('/api/conversations', { otherUserId: ana.user.id, productId: product.id }),
      ana.client.post('/api/conversations', { otherUserId: beto.user.id, productId: product.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await ctx.db.select().from(conversations).where(eq(conversations.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a general chat and each product chat of a pair apart, with the caller’s role', async () => {
    const [seller, buyer] = [await person('Sonia'), await person('Bruno')];
    const bike = await createProduct(seller, 'Bicicleta');
    const lamp = await createProduct(seller, 'Lámpara');
    const general = await open(buyer, seller);
    const aboutBike = await open(buyer, seller, bike.id);
    const aboutLamp = await open(seller, buyer, lamp.id);
    expect(new Set([general.id, aboutBike.id, aboutLamp.id]).size).toBe(3);
    expect(general.role).toBeNull();
    expect(aboutBike).toMatchObject({
      role: 'buyer',
      productId: bike.id,
      product: { id: bike.id, title: 'Bicicleta', price: '85.50', sellerId: seller.user.id, isSold: false },
    });
    expect(aboutLamp.role).toBe('seller');
    const sellerView = await seller.client.get(`/api/conversations/${aboutBike.id}`);
    expect(sellerView.json().role).toBe('seller');
  });

  it('keeps product chats apart from the general chat after their products are deleted', async () => {
    const [seller, buyer] = [await person('Sofía'), await person('Beto')];
    const bike = await createProduct(seller, 'Bicicleta');
    const lamp = await createProduct(seller, 'Lámpara');
    const general = await open(buyer, seller);
    const aboutBike = await open(buyer, seller, bike.id);
    const aboutLamp = await open(buyer, seller, lamp.id);
    for (const product of [bike, lamp]) {
      const deleted = await seller.client.request({ method: 'DELETE', url: `/api/products/${product.id}` });
      expect(deleted.statusCode).toBe(200);
    }
    const ids = (await list(buyer)).map((conversation: Conversation) => conversation.id);
    expect(ids).toEqual(expect.arrayContaining([general.id, aboutBike.id, aboutLamp.id]));
    expect((await open(buyer, seller)).id).toBe(general.id);
  });

  it.each([
    ['a missing user id', {}, 'otherUserId', 'No encontramos a esa persona'],
    ['a text user id', { otherUserId: 'abc' }, 'otherUserId', 'No encontramos a esa persona'],
    ['a negative user id', { otherUserId: -4 }, 'otherUserId', 'No encontramos a esa persona'],
    [
      'a fractional product id',
      { otherUserId: 1, productId: 1.5 },
      'productId',
      'No encontramos ese producto',
    ],
  ])('refuses %s (400 with its message)', async (_label, body, field, message) => {
    const { client } = await person();
    const response = await client.post('/api/conversations', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses a conversation with oneself (400), an unknown user or product (404) and someone else’s product (400)', async () => {
    const [ana, beto, carla] = [await person(), await person(), await person()];
    const self = await ana.client.post('/api/conversations', { otherUserId: ana.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(translate('es', 'api.cannotMessageYourself'));
    const english = await ana.client.post(
      '/api/conversations',
      { otherUserId: ana.user.id },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(translate('en', 'api.cannotMessageYourself'));
    const noUser = await ana.client.post('/api/conversations', { otherUserId: 2_000_000_000 });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe(translate('es', 'api.recipientNotFound'));
    const noProduct = await ana.client.post('/api/conversations', {
      otherUserId: beto.user.id,
      productId: 2_000_000_000,
    });
    expect(noProduct.statusCode).toBe(404);
    const carlasProduct = await createProduct(carla);
    const notTheirs = await ana.client.post('/api/conversations', {
      otherUserId: beto.user.id,
      productId: carlasProduct.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(translate('es', 'api.productNotInConversation'));
  });

  it('refuses new chats about a listing moderation removed (410), and shows it as removed to all but its seller', async () => {
    const [seller, buyer, newcomer] = [await person('Sara'), await person('Beto'), await person('Nora')];
    const product = await createProduct(seller, 'Perfume original');
    const conversation = await open(buyer, seller, product.id);
    await send(buyer, conversation.id, '¿Es original?');
    const hide = (hiddenAt: Date | null) =>
      ctx.db.update(products).set({ hiddenAt }).where(eq(products.id, product.id));
    const suspend = (suspendedAt: Date | null) =>
      ctx.db.update(users).set({ suspendedAt }).where(eq(users.id, seller.user.id));
    const about = { otherUserId: seller.user.id, productId: product.id };

    for (const [remove, restore] of [
      [() => hide(new Date()), () => hide(null)],
      [() => suspend(new Date()), () => suspend(null)],
    ] as const) {
      await remove();
      const refused = await newcomer.client.post('/api/conversations', about);
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
      const english = await buyer.client.post('/api/conversations', about, { 'accept-language': 'en' });
      expect(english.statusCode).toBe(410);
      expect(english.json()).toEqual({ message: translate('en', 'api.contentRemoved') });
      const removed = { removed: true, id: product.id, sellerId: seller.user.id };
      expect((await list(buyer)).find((each) => each.id === conversation.id)?.product).toEqual(removed);
      const one = await buyer.client.get(`/api/conversations/${conversation.id}`);
      expect(one.json<Conversation>().product).toEqual(removed);
      await restore();
    }
    expect((await list(newcomer)).filter((each) => each.productId === product.id)).toEqual([]);

    await hide(new Date());
    expect((await list(seller)).find((each) => each.id === conversation.id)?.product).toMatchObject({
      removed: false,
      title: 'Perfume original',
      price: '85.50',
    });
    await hide(null);
    expect((await list(buyer)).find((each) => each.id === conversation.id)?.product).toMatchObject({
      removed: false,
      title: 'Perfume original',
    });
    expect((await newcomer.client.post('/api/conversations', about)).statusCode).toBe(201);
  });

  it('throttles one user after 30 opens in an hour, creating nothing more; others still open', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    await settleAccount(ctx.db, ana.user.id);
    // Opening the same conversation again counts too.
    for (let index = 0; index < 30; index += 1) await open(ana, beto);
    const refused = await ana.client.post(
      '/api/conversations',
      { otherUserId: carla.user.id },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Wait \d+ minutes/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    const anaAndCarla = [ana.user.id, carla.user.id];
    const stored = await ctx.db
      .select()
      .from(conversations)
      .where(
        and(
          inArray(conversations.participant1Id, anaAndCarla),
          inArray(conversations.participant2Id, anaAndCarla),
        ),
      );
    expect(stored).toEqual([]);
    const opened = await carla.client.post('/api/conversations', { otherUserId: ana.user.id });
    expect(opened.statusCode).toBe(201);
  });
});

describe('GET /api/conversations', () => {
  it('lists the caller’s conversations, newest activity first, with the last message and unread count', async () => {
    const [me, ana, beto, outsider] = [
      await person(),
      await person('Ana'),
      await person('Beto'),
      await person(),
    ];
    const product = await createProduct(ana);
    const withAna = await open(me, ana, product.id);
    const withBeto = await open(beto, me);
    await open(ana, beto);
    await send(ana, withAna.id, 'Hola, ¿sigue disponible?');
    await send(ana, withAna.id, '¿Acepta 80?');
    await send(beto, withBeto.id, 'Buenas');

    const rows = await list(me);
    expect(rows.map((row) => row.id)).toEqual([withBeto.id, withAna.id]);
    const [first, second] = rows;
    expect(first).toMatchObject({
      otherUser: { id: beto.user.id, displayName: 'Beto H.' },
      lastMessage: { content: 'Buenas', type: 'text', senderId: beto.user.id },
      unreadCount: 1,
      role: null,
    });
    expect(second).toMatchObject({
      otherUser: { id: ana.user.id, displayName: 'Ana H.' },
      product: { id: product.id, thumbnailUrl: null },
      lastMessage: { content: '¿Acepta 80?' },
      unreadCount: 2,
      role: 'buyer',
    });
    expect(second?.lastMessageAt).toBe(second?.lastMessage?.createdAt);
    expect(await list(outsider)).toEqual([]);
    expect(JSON.stringify(rows)).not.toMatch(/"email"|@|password|resetToken/);
  });

  it('shows the product strip with the first photo’s thumbnail', async () => {
    const [seller, buyer] = [await person(), await person()];
    const product = await createProduct(seller);
    const photo = `/uploads/${'ab'.repeat(32)}.jpg`;
    // A photo is set directly: uploads are covered by their own tests.
    await ctx.db
      .update(products)
      .set({ images: [photo] })
      .where(eq(products.id, product.id));
    const conversation = await open(buyer, seller, product.id);
    expect(conversation.product).toMatchObject({ thumbnailUrl: `/uploads/${'ab'.repeat(32)}.thumb.jpg` });
  });

  it('shows a participant who deleted their account as null, never failing', async () => {
    const [me, gone] = [await person(), await person()];
    const conversation = await open(me, gone);
    await send(gone, conversation.id, 'Adiós');
    await ctx.db.delete(users).where(eq(users.id, gone.user.id));
    const [row] = await list(me);
    expect(row).toMatchObject({ id: conversation.id, otherUser: null, lastMessage: { senderId: null } });
    const reply = await me.client.post(`/api/conversations/${conversation.id}/messages`, {
      content: '¿Hola?',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(translate('es', 'api.recipientGone'));
  });

  it('needs a session (401) on every conversation call', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations/1'],
      ['DELETE', '/api/conversations/1'],
      ['GET', '/api/conversations/unread-count'],
      ['GET', '/api/messages/unread-count'],
      ['GET', '/api/conversations/1/messages'],
      ['POST', '/api/conversations/1/messages'],
      ['DELETE', '/api/messages/1'],
      ['POST', '/api/user/status'],
    ] as const) {
      const response = await anonymous.request({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Unauthorized');
    }
  });
});

describe('GET /api/conversations/:id', () => {
  it('answers a participant and 404 to anyone else or an unknown id; 400 for a malformed id', async () => {
    const [ana, beto, outsider] = [await person(), await person(), await person()];
    const conversation = await open(ana, beto);
    const mine = await beto.client.get(`/api/conversations/${conversation.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: conversation.id, otherUser: { id: ana.user.id } });
    const theirs = await outsider.client.get(`/api/conversations/${conversation.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(translate('es', 'api.conversationNotFound'));
    expect((await ana.client.get('/api/conversations/2000000000')).statusCode).toBe(404);
    const malformed = await ana.client.get('/api/conversations/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('No encontramos esa conversación');
    expect((await ana.client.get('/api/conversations/99999999999')).statusCode).toBe(400);
  });
});

describe('DELETE /api/conversations/:id', () => {
  it('hides it for the caller only, until a new message arrives in it', async () => {
    const [ana, beto] = [await person(), await person()];
    const conversation = await open(ana, beto);
    await send(beto, conversation.id, 'Primero');
    expect(await unreadCount(ana)).toBe(1);

    const hidden = await ana.client.request({
      method: 'DELETE',
      url: `/api/conversations/${conversation.id}`,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ success: true });
    expect(await list(ana)).toEqual([]);
    expect(await unreadCount(ana)).toBe(0);
    expect((await list(beto)).map((row) => row.id)).toEqual([conversation.id]);
    // Still readable by its participant, e.g. from a link.
    expect((await ana.client.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(200);

    await send(beto, conversation.id, 'Segundo');
    const [back] = await list(ana);
    expect(back).toMatchObject({ id: conversation.id, unreadCount: 1, lastMessage: { content: 'Segundo' } });
    expect(await unreadCount(ana)).toBe(1);
  });

  it('shows a hidden conversation again when the caller opens it again', async () => {
    const [ana, beto] = [await person(), await person()];
    const conversation = await open(ana, beto);
    await ana.client.request({ method: 'DELETE', url: `/api/conversations/${conversation.id}` });
    expect(await list(ana)).toEqual([]);
    expect((await open(ana, beto)).id).toBe(conversation.id);
    expect((await list(ana)).map((row) => row.id)).toEqual([conversation.id]);
  });

  it('answers 404 to an outsider and changes nothing', async () => {
    const [ana, beto, outsider] = [await person(), await person(), await person()];
    const conversation = await open(ana, beto);
    const response = await outsider.client.request({
      method: 'DELETE',
      url: `/api/conversations/${conversation.id}`,
    });
    expect(response.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row).toMatchObject({ hiddenFromParticipant1: false, hiddenFromParticipant2: false });
  });
});

describe('unread counts', () => {
  it('rise with incoming messages and fall when the conversation is read, on both paths', async () => {
    const [ana, beto, carla] = [await person(), await person(), await person()];
    const withBeto = await open(ana, beto);
    const withCarla = await open(carla, ana);
    await send(beto, withBeto.id, 'uno');
    await send(beto, withBeto.id, 'dos');
    await send(carla, withCarla.id, 'tres');
    await send(ana, withCarla.id, 'mi respuesta no cuenta para mí');
    expect(await unreadCount(ana)).toBe(3);
    expect(await unreadCount(ana, '/api/conversations/unread-count')).toBe(3);
    expect(await unreadCount(carla)).toBe(1);

    expect((await ana.client.get(`/api/conversations/${withBeto.id}/messages`)).statusCode).toBe(200);
    expect(await unreadCount(ana)).toBe(1);
    const rows = await list(ana);
    expect(rows.find((row) => row.id === withBeto.id)?.unreadCount).toBe(0);
    expect(rows.find((row) => row.id === withCarla.id)?.unreadCount).toBe(1);
    // Reading one's own side does not mark the other's messages.
    expect(await unreadCount(beto)).toBe(0);
  });
});
