import { readFileSync } from 'node:fs';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPreferences } from '#shared/notifications.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema.ts';
import {
  answer,
  confirmedSale,
  dealParties,
  listProduct,
  madeOffer,
  patch,
  person,
  type Person,
} from '#server/testing/deal-world.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { TestClient } from '#server/testing/test-app.ts';
import {
  favorite,
  registerAdmin,
  runNotificationJobsOf,
  send,
  settleAccount,
  verifyMailedAddress,
} from '#server/testing/test-world.ts';
import * as insert from '#server/testing/inserts.ts';
import { unsubscribeToken } from './digest.ts';
import { noticeTextIn, toNotification } from './notifier.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext({ ADMIN_EMAILS: 'admin.reach@example.com' });
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** The person's notifications once every notification under way was stored. */
async function centreOf(someone: Person, query = ''): Promise<Notification[]> {
  await ctx.deps.notifier.idle();
  const response = await someone.client.get(`/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Notification[]>();
}

async function unreadCountOf(someone: Person): Promise<number> {
  await ctx.deps.notifier.idle();
  return (await someone.client.get('/api/notifications/unread-count')).json<{ count: number }>().count;
}

const setPreferences = (someone: Person, body: object, language = 'es') =>
  someone.client.request({
    method: 'PUT',
    url: '/api/notifications/preferences',
    payload: body,
    headers: { 'accept-language': language },
  });

const QUIET_NONE = { quietStart: null, quietEnd: null, digestEmail: false };

async function messageTo(from: Person, to: Person, content: string) {
  const opened = await from.client.post('/api/conversations', { otherUserId: to.user.id });
  const conversationId = opened.json<{ id: number }>().id;
  const sent = await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(sent.statusCode).toBe(201);
  return conversationId;
}

async function commentOn(postId: number, from: Person, content: string) {
  const posted = await from.client.post(`/api/community/${postId}/comments`, { content });
  expect(posted.statusCode).toBe(201);
}

/** Every notification stored for the person, the bell's and the chat's, as the database holds them. */
async function storedFor(someone: Person) {
  await ctx.deps.notifier.idle();
  return ctx.db.select().from(notifications).where(eq(notifications.userId, someone.user.id));
}

/** What the bell shows a Spanish reader of a notification. */
const toldInSpanish = (notification: Notification) => ({
  type: notification.type,
  ...noticeTextIn('es', notification),
  url: notification.url,
});

describe('the notification centre', () => {
  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const url of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/preferences',
    ])
      expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.post('/api/notifications/read', { all: true })).statusCode).toBe(401);
  });

  it('lists newest first, pages, counts unread and marks read only the caller’s own', async () => {
    const [ana, beto, carla] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Carla'),
    ];
    const postId = await insert.post(ctx.db, ana.user.id);
    await commentOn(postId, beto, 'Hola, ¿sigue en pie?');
    await commentOn(postId, carla, 'Buenas tardes');
    const list = await centreOf(ana);
    expect(list.map((item) => item.params)).toEqual([
      { actorName: 'Carla H.', text: 'Buenas tardes' },
      { actorName: 'Beto H.', text: 'Hola, ¿sigue en pie?' },
    ]);
    expect(list[0]).toMatchObject({ type: 'comment', url: `/community?post=${postId}`, readAt: null });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['createdAt', 'id', 'params', 'readAt', 'type', 'url'].sort(),
    );
    expect((await centreOf(ana, '?limit=1&offset=1')).map((item) => item.params)).toEqual([list[1]?.params]);
    expect(await unreadCountOf(ana)).toBe(2);

    const [newest, oldest] = list;
    if (!newest || !oldest) throw new Error('two notifications expected');
    expect(await centreOf(beto)).toEqual([]);
    const outsider = await beto.client.post('/api/notifications/read', { ids: [newest.id, oldest.id] });
    expect(outsider.json()).toEqual({ updated: 0 });
    expect(await unreadCountOf(ana)).toBe(2);

    expect((await ana.client.post('/api/notifications/read', { ids: [oldest.id] })).json()).toEqual({
      updated: 1,
    });
    expect(await unreadCountOf(ana)).toBe(1);
    expect((await ana.client.post('/api/notifications/read', { all: true })).json()).toEqual({ updated: 1 });
    expect(await unreadCountOf(ana)).toBe(0);
    expect((await centreOf(ana)).every((item) => item.readAt !== null)).toBe(true);
  });

  it('refuses bad input with 400', async () => {
    const ana = await person(ctx, 'Ana');
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: Array(101).fill(1) }])
      expect((await ana.client.post('/api/notifications/read', body)).statusCode).toBe(400);
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=abc'])
      expect((await ana.client.get(`/api/notifications${query}`)).statusCode).toBe(400);
  });

  it('keeps a type and its values, written in the reader’s language when read: the same row in es and in en', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 13);
    const [stored] = (await storedFor(seller)).filter((row) => row.type === 'offer');
    const params = {
      event: 'made',
      actorName: 'Beto H.',
      amount: '13.00',
      productTitle: 'Refrigeradora Mabe',
      productId: product.id,
      offerId: made.id,
    };
    expect(stored).toMatchObject({ type: 'offer', params });
    const [told] = await centreOf(seller);
    if (!told) throw new Error('the offer was not told');
    expect(told).toMatchObject({ type: 'offer', params, url: `/chat/${conversation.id}#offer-${made.id}` });
    expect(noticeTextIn('es', told)).toEqual({
      title: 'Beto H. te ofrece $13.00 por “Refrigeradora Mabe”',
      body: 'Acéptala, haz una contraoferta o recházala',
    });
    expect(noticeTextIn('en', told)).toEqual({
      title: 'Beto H. offers you $13.00 for “Refrigeradora Mabe”',
      body: 'Accept it, make a counteroffer or decline it',
    });
    const inEnglish = await seller.client.get('/api/notifications', { 'accept-language': 'en' });
    expect(inEnglish.json<Notification[]>()).toEqual([told]);
  });

  it('leaves chat messages to the Mensajes tab: stored for pushes and the digest, neither listed nor counted by the bell, read with the chat', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    await madeOffer(buyer.client, conversation.id, 80);
    expect((await storedFor(seller)).map((row) => row.type).sort()).toEqual(['message', 'offer']);
    expect((await centreOf(seller)).map((item) => item.type)).toEqual(['offer']);
    expect(await unreadCountOf(seller)).toBe(1);
    const chatCount = await seller.client.get('/api/messages/unread-count');
    expect(chatCount.json()).toEqual({ count: 2 });

    expect((await seller.client.get(`/api/conversations/${conversation.id}/messages`)).statusCode).toBe(200);
    const [message] = (await storedFor(seller)).filter((row) => row.type === 'message');
    expect(message?.readAt).not.toBeNull();
    expect(await unreadCountOf(seller)).toBe(1);
  });

  it('tells a message only to a recipient with no visible socket, once per conversation until the chat is read, live over /ws', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const socket = await openSocket(realtimeUrlOf(ctx.app), { cookie: ana.client.cookie ?? '' });
    socket.send({ type: 'auth', userId: ana.user.id });
    await socket.waitFor('auth_success');
    await messageTo(beto, ana, 'Estoy viendo el chat');
    expect(await storedFor(ana)).toEqual([]);

    socket.send({ type: 'visibility', visible: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const conversationId = await messageTo(beto, ana, 'Ahora no estás');
    const live = await socket.waitFor('notification');
    expect(live.notification).toMatchObject({
      type: 'message',
      params: { actorName: 'Beto H.', text: 'Ahora no estás', photo: false },
      url: `/chat/${conversationId}`,
    });
    await messageTo(beto, ana, 'Otro mensaje');
    expect(await storedFor(ana)).toHaveLength(1);
    await ana.client.get(`/api/conversations/${conversationId}/messages`);
    await messageTo(beto, ana, 'Y otro más');
    expect(await storedFor(ana)).toHaveLength(2);
    await socket.close();
  });

  it('remembers the recipient’s language from sign-in and the language call', async () => {
    const ana = await person(ctx, 'Ana');
    const language = await ana.client.request({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'en' },
    });
    expect(language.json()).toEqual({ success: true });
    const languageOf = async () =>
      (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, ana.user.id)))[0]
        ?.language;
    expect(await languageOf()).toBe('en');

    const login = await new TestClient(ctx.app).post(
      '/api/login',
      { email: ana.user.email, password: ana.password },
      { 'accept-language': 'es-SV,es;q=0.9' },
    );
    expect(login.statusCode).toBe(200);
    expect(await languageOf()).toBe('es');
    const bad = await ana.client.request({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends nothing of a muted type', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const saved = await setPreferences(ana, { mutedTypes: ['message'], ...QUIET_NONE });
    expect(saved.statusCode).toBe(200);
    await messageTo(beto, ana, 'No deberías enterarte');
    expect(await storedFor(ana)).toEqual([]);
  });
});

describe('a notification stored before types kept values (migration 0022)', () => {
  const migration = readFileSync(
    new URL('../../db/migrations/0022_notifications_type_and_params.sql', import.meta.url),
    'utf8',
  );

  it('keeps its written text, shown as written in any language; an unread message’s is read, as its chat now reads it', async () => {
    let migrated: (typeof notifications.$inferSelect)[] = [];
    // The migration runs on a copy of the table as it was, in a schema of its own, and is rolled back.
    const applied = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`create schema before_0022`);
      await tx.execute(sql`set local search_path to before_0022`);
      await tx.execute(sql`create table notifications (
        id serial primary key, user_id integer not null, type varchar(20) not null,
        title varchar(200) not null, body varchar(500) not null, url varchar(500) not null,
        created_at timestamp with time zone default now() not null, read_at timestamp with time zone)`);
      await tx.execute(sql`insert into notifications (user_id, type, title, body, url)
        values (1, 'offer', 'Nueva oferta: $13.00', 'Te ofrecieron $13.00 por “Libros”', '/chat/3'),
               (1, 'message', 'Nuevo mensaje de Beto', 'Hola', '/chat/3')`);
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
      migrated = await tx.select().from(notifications).orderBy(notifications.id);
      tx.rollback();
    });
    await expect(applied).rejects.toBeInstanceOf(TransactionRollbackError);
    const [row, message] = migrated;
    if (!row) throw new Error('the row did not survive the migration');
    expect(message?.readAt).not.toBeNull();
    const shown = toNotification(row);
    expect(shown).toMatchObject({ type: 'offer', url: '/chat/3', readAt: null });
    const written = { title: 'Nueva oferta: $13.00', body: 'Te ofrecieron $13.00 por “Libros”' };
    expect(noticeTextIn('es', shown)).toEqual(written);
    expect(noticeTextIn('en', shown)).toEqual(written);
  });
});

describe('GET/PUT /api/notifications/preferences', () => {
  it('starts from the defaults, saves, and refuses bad input', async () => {
    const ana = await person(ctx, 'Ana');
    expect((await ana.client.get('/api/notifications/preferences')).json()).toEqual({
      mutedTypes: [],
      ...QUIET_NONE,
    });
    const wanted: NotificationPreferences = {
      mutedTypes: ['offer', 'comment'],
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      digestEmail: true,
    };
    expect(
      (await setPreferences(ana, { ...wanted, mutedTypes: ['offer', 'comment', 'offer'] })).json(),
    ).toEqual(wanted);
    expect((await ana.client.get('/api/notifications/preferences')).json()).toEqual(wanted);
    const beto = await person(ctx, 'Beto');
    expect((await beto.client.get('/api/notifications/preferences')).json()).toMatchObject({
      mutedTypes: [],
    });

    for (const body of [
      { ...wanted, mutedTypes: ['spam'] },
      { ...wanted, quietStart: 1440 },
      { ...wanted, quietStart: 60, quietEnd: null },
      { ...wanted, quietStart: -1 },
      { ...wanted, digestEmail: 'yes' },
      {},
    ])
      expect((await setPreferences(ana, body)).statusCode).toBe(400);
    const answer = await setPreferences(ana, { ...wanted, quietEnd: null }, 'en');
    expect(answer.json()).toMatchObject({ errors: { quietEnd: 'Choose a start time and an end time' } });
  });
});

describe('producers', () => {
  it('offers: each event tells the other side', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const made = await madeOffer(buyer.client, conversation.id, 80);
    expect((await centreOf(seller)).map(toldInSpanish)).toEqual([
      {
        type: 'offer',
        title: 'Beto H. te ofrece $80.00 por “Refrigeradora Mabe”',
        body: 'Acéptala, haz una contraoferta o recházala',
        url: `/chat/${conversation.id}#offer-${made.id}`,
      },
    ]);
    await answer(seller.client, made.id, 'accept');
    expect((await centreOf(buyer)).map(toldInSpanish)).toContainEqual({
      type: 'offer',
      title: 'Ana H. aceptó tu oferta',
      body: 'Tu oferta de $80.00 por “Refrigeradora Mabe”',
      url: `/chat/${conversation.id}#offer-${made.id}`,
    });
  });

  it('favourites: a price drop, a reservation and a sale tell who favourited it, never the seller or the buyer', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    const fan = await person(ctx, 'Fanny');
    await favorite(fan.client, product.id);
    await favorite(buyer.client, product.id);
    expect((await patch(seller.client, `/api/products/${product.id}`, { price: 120 })).statusCode).toBe(200);
    expect(await centreOf(fan)).toEqual([]);
    await patch(seller.client, `/api/products/${product.id}`, { price: 90 });
    expect((await centreOf(fan)).map(toldInSpanish)[0]).toEqual({
      type: 'price_drop',
      title: 'Bajó de precio',
      body: '“Refrigeradora Mabe”, que tienes en favoritos, ahora cuesta $90.00',
      url: `/products/${product.id}`,
    });
    await patch(seller.client, `/api/products/${product.id}/reserve`, { buyerId: buyer.user.id });
    await confirmedSale(seller, buyer, product.id);
    expect((await centreOf(fan)).map((item) => item.type)).toEqual([
      'favorite_sold',
      'favorite_reserved',
      'price_drop',
    ]);
    expect((await centreOf(buyer)).map((item) => item.type)).not.toContain('favorite_sold');
    expect((await centreOf(seller)).map((item) => item.type)).not.toContain('favorite_sold');

    const review = await buyer.client.post(`/api/products/${product.id}/reviews`, { rating: 5 });
    expect(review.statusCode).toBe(201);
    expect((await centreOf(seller)).map(toldInSpanish)[0]).toMatchObject({
      type: 'review',
      body: 'Beto H. te dio 5 de 5 estrellas por “Refrigeradora Mabe”',
    });
  });

  it('a comment on my post tells me, my own comment does not', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const postId = await insert.post(ctx.db, ana.user.id);
    await ana.client.post(`/api/community/${postId}/comments`, { content: 'Gracias a todos' });
    await beto.client.post(`/api/community/${postId}/comments`, { content: '¡Qué buena idea!' });
    expect((await centreOf(ana)).map(toldInSpanish)).toEqual([
      {
        type: 'comment',
        title: 'Beto H. comentó tu publicación',
        body: '¡Qué buena idea!',
        url: `/community?post=${postId}`,
      },
    ]);
  });

  it('a listing hidden by moderation tells its seller', async () => {
    const admin = await registerAdmin(ctx, 'admin.reach@example.com');
    const seller = await person(ctx, 'Sara');
    await settleAccount(ctx.db, seller.user.id);
    const product = await listProduct(seller, { title: 'Perfume original' });
    const reporter = await person(ctx, 'Rita');
    await reporter.client.post('/api/reports', {
      targetType: 'product',
      targetId: product.id,
      reason: 'fake',
    });
    const [group] = (await admin.client.get('/api/admin/reports?status=open&limit=100'))
      .json<{ reportId: number; targetId: number }[]>()
      .filter((each) => each.targetId === product.id);
    if (!group) throw new Error('report not queued');
    await admin.client.post(`/api/admin/reports/${group.reportId}/resolve`, { action: 'hide' });
    expect((await centreOf(seller)).map(toldInSpanish)[0]).toMatchObject({
      type: 'listing_hidden',
      body: '“Perfume original” ya no se muestra porque no cumple las reglas de Cerquita',
    });
  });
});

describe('across a block', () => {
  it('stores, sends and mails nothing one side causes to the other, whichever side blocked', async () => {
    const [ana, beto, carla] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Carla'),
    ];
    await ana.client.post(`/api/users/${beto.user.id}/block`);
    await carla.client.post(`/api/users/${ana.user.id}/block`);
    const notice = (userId: number, actorId: number) => ({
      userId,
      actorId,
      type: 'comment' as const,
      params: { actorName: 'X', text: 'Te estoy vigilando' },
      url: '/community',
    });
    ctx.deps.notifier.notify([
      notice(ana.user.id, beto.user.id),
      notice(beto.user.id, ana.user.id),
      notice(ana.user.id, carla.user.id),
      notice(carla.user.id, ana.user.id),
      notice(beto.user.id, carla.user.id),
    ]);
    expect(await centreOf(ana)).toEqual([]);
    expect(await centreOf(carla)).toEqual([]);
    expect(await centreOf(beto)).toHaveLength(1);
  });

  it('a seller’s price drop and sale reach the favouriters who blocked them, or whom they blocked, no more', async () => {
    const seller = await person(ctx, 'Sergio');
    const product = await listProduct(seller, { title: 'Ropero' });
    const [blocker, blocked, fan] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Fanny'),
    ];
    for (const each of [blocker, blocked, fan]) await favorite(each.client, product.id);
    await blocker.client.post(`/api/users/${seller.user.id}/block`);
    await seller.client.post(`/api/users/${blocked.user.id}/block`);

    expect((await patch(seller.client, `/api/products/${product.id}`, { price: 60 })).statusCode).toBe(200);
    expect((await patch(seller.client, `/api/products/${product.id}/sold`)).statusCode).toBe(200);
    expect((await centreOf(fan)).map((item) => item.type)).toEqual(['favorite_sold', 'price_drop']);
    expect(await centreOf(blocker)).toEqual([]);
    expect(await centreOf(blocked)).toEqual([]);
  });
});

describe('daily digest', () => {
  const jobs = () => runNotificationJobsOf(ctx);
  const DIGEST_ON = { mutedTypes: [], quietStart: null, quietEnd: null, digestEmail: true };

  it('mails unread notifications to who asked, once a day, with a one-click unsubscribe', async () => {
    const [ana, beto, quiet] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Queta'),
    ];
    await verifyMailedAddress(ctx, ana.user.email);
    await setPreferences(ana, DIGEST_ON);
    await messageTo(beto, ana, 'Te escribo por la bici');
    await messageTo(beto, quiet, 'Hola');
    await ctx.deps.notifier.idle();
    const before = ctx.mails.length;
    await jobs();
    const mails = ctx.mails.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([ana.user.email]);
    const [mail] = mails;
    expect(mail?.subject).toBe('Tus novedades en Cerquita');
    expect(mail?.text).toContain('Nuevo mensaje de Beto H.');
    expect(mail?.text).toContain('http://cerquita.test/chat/');
    const unsubscribe = `http://cerquita.test/api/notifications/unsubscribe?token=${unsubscribeToken(ctx.config.sessionSecret, ana.user.id)}`;
    expect(mail?.text).toContain(unsubscribe);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await jobs();
    expect(ctx.mails.length).toBe(before + 1);

    const path = unsubscribe.replace('http://cerquita.test', '');
    const page = await new TestClient(ctx.app).get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sí, darme de baja');
    const [stillOn] = await ctx.db
      .select({ digestEmail: notificationPreferences.digestEmail })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ana.user.id));
    expect(stillOn?.digestEmail).toBe(true);
    expect((await new TestClient(ctx.app).post(path)).statusCode).toBe(200);
    expect((await ana.client.get('/api/notifications/preferences')).json()).toMatchObject({
      digestEmail: false,
    });

    const forged = `/api/notifications/unsubscribe?token=${ana.user.id}.${'A'.repeat(43)}`;
    expect((await new TestClient(ctx.app).post(forged)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(forged)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get('/api/notifications/unsubscribe')).statusCode).toBe(400);
  });

  it('writes each notification in the language the reader now uses', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    await verifyMailedAddress(ctx, ana.user.email);
    const postId = await insert.post(ctx.db, ana.user.id);
    await commentOn(postId, beto, 'Me apunto');
    await setPreferences(ana, DIGEST_ON, 'en');
    await jobs();
    const digest = ctx.mails.findLast((mail) => mail.to === ana.user.email);
    expect(digest?.text).toContain('Beto H. commented on your post\n  Me apunto');
  });

  it('goes to confirmed addresses only: one nobody confirmed gets none until its owner confirms it', async () => {
    const [unconfirmed, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    await setPreferences(unconfirmed, DIGEST_ON);
    await messageTo(beto, unconfirmed, 'Te escribo por la bici');
    await ctx.deps.notifier.idle();
    const mailedTo = () => ctx.mails.map((mail) => mail.to);
    const verificationMails = mailedTo().filter((to) => to === unconfirmed.user.email).length;
    await jobs();
    expect(mailedTo().filter((to) => to === unconfirmed.user.email)).toHaveLength(verificationMails);
    await verifyMailedAddress(ctx, unconfirmed.user.email);
    await jobs();
    const digest = ctx.mails.at(-1);
    expect(digest?.to).toBe(unconfirmed.user.email);
    expect(digest?.text).toContain('Nuevo mensaje de Beto H.');
  });
});

describe('notification rows', () => {
  it('go with the account', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    await messageTo(beto, ana, 'Hola');
    await ctx.deps.notifier.idle();
    const deleted = await send(ana.client, 'DELETE', '/api/user/account', {
      confirmation: 'ELIMINAR',
      password: ana.password,
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, ana.user.id));
    expect(rows).toEqual([]);
  });
});
