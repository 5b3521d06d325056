import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { ReportAnswer, ReportGroup } from '#shared/moderation.ts';
import type { Notification } from '#shared/notifications.ts';
import type { ProductSummary } from '#shared/products.ts';
import { translate } from '#server/i18n.ts';
import { moderationActions, products, reports, users } from '#server/db/schema.ts';
import { dealParties, listProduct, person, type Person } from '#server/testing/deal-world.ts';
import { registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { registerAdmin, settleAccount } from '#server/testing/test-world.ts';
import { noticeTextIn } from '#server/features/notifications/notifier.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const adminEmail = uniqueEmail('moderator');
/** Listed in ADMIN_EMAILS, but nobody confirmed the address: no admin rights, no admin notices. */
const unverifiedAdminEmail = uniqueEmail('unverified-moderator');
const ctx = useTestContext({ ADMIN_EMAILS: `${adminEmail},${unverifiedAdminEmail}` });
let admin: Person;
beforeAll(async () => {
  admin = await registerAdmin(ctx, adminEmail);
});

const report = (client: TestClient, body: object, language = 'es') =>
  client.post('/api/reports', body, { 'accept-language': language });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const listingIds = async (client: TestClient, url = '/api/products?limit=100') =>
  ids((await client.get(url)).json<ProductSummary[]>());

async function post(client: TestClient, content: string) {
  const response = await client.post('/api/community', { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

async function comment(client: TestClient, postId: number, content: string) {
  const response = await client.post(`/api/community/${postId}/comments`, { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

const reportsOn = (targetType: 'product' | 'user', targetId: number) =>
  ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));

describe('POST /api/reports', () => {
  it('stores one report per person and target, recording whose it is; a repeat answers 200 and changes nothing', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const listing = await listProduct(beto, { title: 'Celular muy barato' });
    const first = await report(ana.client, {
      targetType: 'product',
      targetId: listing.id,
      reason: 'scam',
      details: '  Pide pago por adelantado  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      targetType: 'product',
      targetId: listing.id,
      reason: 'scam',
      details: 'Pide pago por adelantado',
      status: 'open',
      createdAt: expect.any(String),
    });
    const again = await report(ana.client, { targetType: 'product', targetId: listing.id, reason: 'spam' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const stored = await reportsOn('product', listing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporterId: ana.user.id, targetOwnerId: beto.user.id, reason: 'scam' });
  });

  it('refuses oneself and one’s own things with a translated message', async () => {
    const ana = await person(ctx, 'Ana');
    const listing = await listProduct(ana);
    const anasPost = await post(ana.client, 'Vendo ropa de bebé');
    const self = await report(ana.client, { targetType: 'user', targetId: ana.user.id, reason: 'other' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: translate('es', 'api.cannotReportYourself') });
    const own = await report(
      ana.client,
      { targetType: 'product', targetId: listing.id, reason: 'spam' },
      'en',
    );
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: translate('en', 'api.cannotReportYourself') });
    expect(
      (await report(ana.client, { targetType: 'post', targetId: anasPost.id, reason: 'spam' })).statusCode,
    ).toBe(400);
    const anasComment = await comment(ana.client, anasPost.id, 'Tallas 0 a 12 meses');
    expect(
      (await report(ana.client, { targetType: 'comment', targetId: anasComment.id, reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    const { buyer, conversation } = await dealParties(ctx);
    const [buyersMessage] = (await buyer.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    expect(
      (await report(buyer.client, { targetType: 'message', targetId: buyersMessage?.id, reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, ana.user.id))).toEqual([]);
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, buyer.user.id))).toEqual([]);
  });

  it('answers 404 for unknown targets and for a message of someone else’s conversation', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const outsider = await person(ctx, 'Carla');
    const [message] = (await seller.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    if (!message) throw new Error('the buyer wrote a message');
    for (const targetType of ['product', 'user', 'post', 'comment', 'message', 'review']) {
      const unknown = await report(outsider.client, { targetType, targetId: 99_999_999, reason: 'spam' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: translate('es', 'api.reportTargetNotFound') });
    }
    const unseen = await report(outsider.client, {
      targetType: 'message',
      targetId: message.id,
      reason: 'spam',
    });
    expect(unseen.statusCode).toBe(404);
    const seen = await report(seller.client, {
      targetType: 'message',
      targetId: message.id,
      reason: 'offensive',
    });
    expect(seen.statusCode).toBe(201);
    const stored = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, message.id)));
    expect(stored).toMatchObject([{ reporterId: seller.user.id, targetOwnerId: buyer.user.id }]);
  });

  it('a message with a scam warning is reported from its card by the other participant only; the queue shows its text', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const outsider = await person(ctx, 'Carla');
    const content = 'ya te transferí, ahí te mando el comprobante xfa';
    const sent = await buyer.client.post(`/api/conversations/${conversation.id}/messages`, { content });
    const { id: messageId } = sent.json<ChatMessage>();
    const received = (await seller.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    const message = received.find((each) => each.id === messageId);
    if (!message) throw new Error('the seller reads the buyer’s message');
    expect(message.warnings).toEqual(['bank_transfer', 'payment_proof']);
    const fromCard = { targetType: 'message', targetId: message.id, reason: 'scam' };

    const refused = await report(outsider.client, fromCard);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: translate('es', 'api.reportTargetNotFound') });
    expect((await report(new TestClient(ctx.app), fromCard)).statusCode).toBe(401);
    const reportsOnMessage = () =>
      ctx.db
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, message.id)));
    expect(await reportsOnMessage()).toEqual([]);

    const first = await report(seller.client, fromCard);
    expect(first.statusCode).toBe(201);
    const again = await report(seller.client, { ...fromCard, reason: 'spam' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await reportsOnMessage()).toMatchObject([
      { reporterId: seller.user.id, targetOwnerId: buyer.user.id, reason: 'scam' },
    ]);

    const queue = (await admin.client.get('/api/admin/reports?status=open&limit=100')).json<ReportGroup[]>();
    expect(
      queue.find((group) => group.targetType === 'message' && group.targetId === message.id),
    ).toMatchObject({
      count: 1,
      reasons: { scam: 1 },
      preview: { text: content, ownerId: buyer.user.id },
    });
  });

  it('refuses bad input with 400 and its message, and needs a session', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const valid = { targetType: 'user', targetId: beto.user.id, reason: 'spam' };
    const cases: [object, string][] = [
      [{ ...valid, targetType: 'listing' }, 'Elige qué quieres reportar'],
      [{ ...valid, targetId: 'abc' }, 'Elige qué quieres reportar'],
      [{ ...valid, targetId: -1 }, 'Elige qué quieres reportar'],
      [{ ...valid, reason: 'boring' }, 'Elige el motivo del reporte'],
      [{ ...valid, details: 'x'.repeat(501) }, 'Los detalles pueden tener hasta 500 caracteres'],
    ];
    for (const [body, message] of cases) {
      const response = await report(ana.client, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await report(new TestClient(ctx.app), valid)).statusCode).toBe(401);
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, ana.user.id))).toEqual([]);
  });
});

describe('what a report hides from the reporter at once', () => {
  it('a reported listing leaves the reporter’s listing and search, but nobody else’s', async () => {
    const ana = await person(ctx, 'Ana');
    const carla = await person(ctx, 'Carla');
    const beto = await person(ctx, 'Beto');
    const listing = await listProduct(beto, { title: 'Guitarra acústica reportada' });
    const other = await listProduct(beto, { title: 'Guitarra eléctrica' });
    await report(ana.client, { targetType: 'product', targetId: listing.id, reason: 'fake' });
    expect(await listingIds(ana.client)).not.toContain(listing.id);
    expect(await listingIds(ana.client)).toContain(other.id);
    expect(await listingIds(ana.client, '/api/products/search?q=guitarra')).toEqual([other.id]);
    expect(await listingIds(carla.client)).toContain(listing.id);
    expect(await listingIds(carla.client, '/api/products/search?q=guitarra')).toHaveLength(2);
  });

  it('a reported person’s listings, posts and comments leave the reporter’s lists, as if blocked', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const listing = await listProduct(beto, { title: 'Hamaca de colores' });
    const betosPost = await post(beto.client, 'Hamacas a buen precio');
    const anasPost = await post(ana.client, '¿Alguien vende hamacas?');
    await comment(beto.client, anasPost.id, 'Yo, escríbame');
    await report(ana.client, { targetType: 'user', targetId: beto.user.id, reason: 'spam' });
    expect(await listingIds(ana.client)).not.toContain(listing.id);
    expect(await listingIds(ana.client, '/api/products/search?q=hamaca')).toEqual([]);
    expect(ids((await ana.client.get('/api/community?limit=50')).json())).not.toContain(betosPost.id);
    expect((await ana.client.get(`/api/community/${anasPost.id}/comments`)).json()).toEqual([]);
    expect((await beto.client.get(`/api/community/${anasPost.id}/comments`)).json()).toHaveLength(1);
  });

  it('a reported post or comment leaves the reporter’s wall; a reported message their chat', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const sellersPost = await post(seller.client, 'Cambio bicicleta por refri');
    const buyersPost = await post(buyer.client, 'Busco bicicleta');
    const reply = await comment(seller.client, buyersPost.id, 'Tengo una');
    await report(buyer.client, { targetType: 'post', targetId: sellersPost.id, reason: 'spam' });
    await report(buyer.client, { targetType: 'comment', targetId: reply.id, reason: 'offensive' });
    expect(ids((await buyer.client.get('/api/community?limit=50')).json())).not.toContain(sellersPost.id);
    expect((await buyer.client.get(`/api/community/${buyersPost.id}/comments`)).json()).toEqual([]);

    const sent = await seller.client.post(`/api/conversations/${conversation.id}/messages`, {
      content: 'Págame por transferencia antes',
    });
    const message = sent.json<ChatMessage>();
    await report(buyer.client, { targetType: 'message', targetId: message.id, reason: 'scam' });
    const chat = (await buyer.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    expect(ids(chat)).not.toContain(message.id);
    expect(chat).toHaveLength(1);
    const sellersChat = (await seller.client.get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(ids(sellersChat)).toContain(message.id);
    const [listed] = (await buyer.client.get('/api/conversations')).json<Conversation[]>();
    expect(listed?.lastMessage?.id).toBe(chat[0]?.id);
  });
});

describe('hiding a listing many people reported', () => {
  async function reportedBy(reporters: Person[], productId: number) {
    for (const reporter of reporters)
      await report(reporter.client, { targetType: 'product', targetId: productId, reason: 'scam' });
  }

  /** Accounts past the new-account limits: a day old with a verified email. */
  async function established(...names: string[]) {
    const people = await Promise.all(names.map((name) => person(ctx, name)));
    for (const each of people) await settleAccount(ctx.db, each.user.id);
    return people;
  }

  const statusOf = async (viewer: Person, productId: number) =>
    (await viewer.client.get(`/api/products/${productId}`)).statusCode;

  it('hides it from everyone at three different established reporters, logging the automatic action', async () => {
    const seller = await person(ctx, 'Beto');
    const viewer = await person(ctx, 'Diana');
    const listing = await listProduct(seller, { title: 'Consola nueva a mitad de precio' });
    const reporters = await established('Ana', 'Carla', 'Eva');
    await reportedBy(reporters.slice(0, 2), listing.id);
    expect(await listingIds(viewer.client)).toContain(listing.id);
    await reportedBy(reporters.slice(2), listing.id);
    expect(await listingIds(viewer.client)).not.toContain(listing.id);
    expect(await listingIds(viewer.client, '/api/products/search?q=consola')).not.toContain(listing.id);
    const detail = await viewer.client.get(`/api/products/${listing.id}`);
    expect(detail.statusCode).toBe(410);
    expect(detail.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    expect((await seller.client.get(`/api/products/${listing.id}`)).statusCode).toBe(200);
    const [product] = await ctx.db.select().from(products).where(eq(products.id, listing.id));
    expect(product?.hiddenAt).toBeInstanceOf(Date);
    const logged = await ctx.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetId, listing.id));
    expect(logged).toMatchObject([
      { adminId: null, action: 'auto_hide', targetType: 'product', targetOwnerId: seller.user.id },
    ]);
  });

  it('never counts reports from new accounts, which still reach the admin queue', async () => {
    const seller = await person(ctx, 'Beto');
    const viewer = await person(ctx, 'Diana');
    const listing = await listProduct(seller, { title: 'Bicicleta de montaña' });
    // Verified but an hour old; two days old but never verified; a minute old and unverified.
    const young = await person(ctx, 'Ana');
    await ctx.db
      .update(users)
      .set({ emailVerified: true, createdAt: sql`now() - interval '1 hour'` })
      .where(eq(users.id, young.user.id));
    const unverified = await person(ctx, 'Carla');
    await ctx.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(users.id, unverified.user.id));
    const throwaway = await person(ctx, 'Eva');
    await reportedBy([young, unverified, throwaway], listing.id);
    expect(await statusOf(viewer, listing.id)).toBe(200);
    expect(await listingIds(viewer.client)).toContain(listing.id);
    const [product] = await ctx.db.select().from(products).where(eq(products.id, listing.id));
    expect(product?.hiddenAt).toBeNull();
    const queue = (await admin.client.get('/api/admin/reports?limit=100')).json<ReportGroup[]>();
    expect(
      queue.find((group) => group.targetId === listing.id && group.targetType === 'product'),
    ).toMatchObject({ count: 3, hidden: false });
  });

  it('counts a reporter toward at most five automatic hides a day', async () => {
    const seller = await person(ctx, 'Beto');
    await settleAccount(ctx.db, seller.user.id);
    const viewer = await person(ctx, 'Diana');
    const [keen, second, third] = await established('Ana', 'Carla', 'Eva');
    if (!keen || !second || !third) throw new Error('three reporters');
    for (let index = 0; index < 5; index += 1) {
      const listing = await listProduct(seller, { title: `Celular clonado ${index}` });
      await reportedBy([keen, second, third], listing.id);
      expect(await statusOf(viewer, listing.id)).toBe(410);
    }
    // A sixth: the three have used up their day, and two newcomers to moderation are not enough without them.
    const sixth = await listProduct(seller, { title: 'Celular clonado 5' });
    const [fresh1, fresh2, fresh3] = await established('Fer', 'Gabi', 'Hugo');
    if (!fresh1 || !fresh2 || !fresh3) throw new Error('three more reporters');
    await reportedBy([keen, second, third, fresh1, fresh2], sixth.id);
    expect(await statusOf(viewer, sixth.id)).toBe(200);
    await reportedBy([fresh3], sixth.id);
    expect(await statusOf(viewer, sixth.id)).toBe(410);
    const counted = await ctx.db
      .select({ reporterId: reports.reporterId })
      .from(reports)
      .where(and(eq(reports.targetId, sixth.id), isNotNull(reports.countedInAutoHideAt)));
    expect(counted.map((row) => row.reporterId).sort()).toEqual(
      [fresh1.user.id, fresh2.user.id, fresh3.user.id].sort(),
    );

    // A day later, the keen reporter counts again.
    await ctx.db
      .update(reports)
      .set({ countedInAutoHideAt: sql`now() - interval '25 hours'` })
      .where(eq(reports.reporterId, keen.user.id));
    const seventh = await listProduct(seller, { title: 'Celular clonado 6' });
    await reportedBy([keen, fresh1, fresh2], seventh.id);
    expect(await statusOf(viewer, seventh.id)).toBe(410);
  });

  it('tells every verified admin, and nobody else, when a listing hides itself', async () => {
    const unverifiedAdmin = await registerUser(ctx.app, { email: unverifiedAdminEmail });
    const seller = await person(ctx, 'Beto');
    const listing = await listProduct(seller, { title: 'Perfume importado' });
    const reporters = await established('Ana', 'Carla', 'Eva');
    await reportedBy(reporters, listing.id);
    await ctx.deps.notifier.idle();
    const told = (await admin.client.get('/api/notifications?limit=50')).json<Notification[]>();
    const aboutListing = (notice: Notification) =>
      noticeTextIn('es', notice).body.includes('Perfume importado');
    expect(told.filter(aboutListing)).toEqual([
      expect.objectContaining({
        type: 'listing_hidden',
        params: { productTitle: 'Perfume importado', reportCount: 3 },
        url: '/admin',
        readAt: null,
      }),
    ]);
    expect(told.filter(aboutListing).map((notice) => noticeTextIn('es', notice))).toEqual([
      {
        title: 'Se ocultó un producto reportado',
        body: '“Perfume importado” tuvo 3 reportes y quedó oculto hasta que lo revises',
      },
    ]);
    for (const other of [unverifiedAdmin, ...reporters]) {
      const theirs = (await other.client.get('/api/notifications?limit=50')).json<Notification[]>();
      expect(theirs.filter(aboutListing)).toEqual([]);
    }
  });

  it('does not count one person’s repeated reports, and hides once when reports arrive together', async () => {
    const seller = await person(ctx, 'Beto');
    const viewer = await person(ctx, 'Diana');
    const single = await listProduct(seller, { title: 'Reloj reportado tres veces' });
    const [ana] = await established('Ana');
    if (!ana) throw new Error('a reporter');
    await reportedBy([ana, ana, ana], single.id);
    expect(await reportsOn('product', single.id)).toHaveLength(1);
    expect(await listingIds(viewer.client)).toContain(single.id);

    const together = await listProduct(seller, { title: 'Reloj reportado a la vez' });
    const reporters = await established('Fer', 'Gabi', 'Hugo', 'Iris');
    const answers = await Promise.all(
      reporters.map((each) =>
        report(each.client, { targetType: 'product', targetId: together.id, reason: 'fake' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((answer) => answer.json<ReportAnswer>().status)).toEqual([
      'open',
      'open',
      'open',
      'open',
    ]);
    const logged = await ctx.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetId, together.id));
    expect(logged.map((row) => row.action)).toEqual(['auto_hide']);
  });
});
