import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { AuditEntry, ReportGroup } from '#shared/moderation.ts';
import type { ProductSummary } from '#shared/products.ts';
import type { Review } from '#shared/deals.ts';
import { translate } from '#server/i18n.ts';
import { reports, reviews, users } from '#server/db/schema.ts';
import {
  confirmedSale,
  dealParties,
  ratingOf,
  listProduct,
  person,
  writeAbout,
  type Person,
} from '#server/testing/deal-world.ts';
import { DEFAULT_PASSWORD, registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { registerAdmin, settleAccount } from '#server/testing/test-world.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const adminEmail = uniqueEmail('moderator');
/** Listed in ADMIN_EMAILS, but nobody confirmed the address: no admin rights. */
const unverifiedAdminEmail = uniqueEmail('unverified-moderator');
const ctx = useTestContextWithUploads('moderation', {
  ADMIN_EMAILS: `${adminEmail},${unverifiedAdminEmail}`,
});
let admin: Person;

beforeAll(async () => {
  admin = await registerAdmin(ctx, adminEmail);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const report = (
  client: TestClient,
  targetType: string,
  targetId: number,
  reason = 'scam',
  details?: string,
) => client.post('/api/reports', { targetType, targetId, reason, ...(details ? { details } : {}) });
const queue = async (status = 'open') =>
  (await admin.client.get(`/api/admin/reports?status=${status}&limit=100`)).json<ReportGroup[]>();
const groupOf = async (targetType: string, targetId: number, status = 'open') =>
  (await queue(status)).find((group) => group.targetType === targetType && group.targetId === targetId);
const resolve = (client: TestClient, reportId: number, body: object, language = 'es') =>
  client.post(`/api/admin/reports/${reportId}/resolve`, body, { 'accept-language': language });
const listingIds = async (client: TestClient, url = '/api/products?limit=100') =>
  (await client.get(url)).json<ProductSummary[]>().map((product) => product.id);
const audit = async () => (await admin.client.get('/api/admin/audit?limit=100')).json<AuditEntry[]>();

/** A listing reported once per reason, by established accounts: three of them hide it automatically. */
async function reportedListing(title: string, reasons: string[]) {
  const seller = await person(ctx, 'Beto');
  const listing = await listProduct(seller, { title });
  const reporters: Person[] = [];
  for (const [index, reason] of reasons.entries()) {
    const reporter = await person(ctx, 'Ana');
    await settleAccount(ctx.db, reporter.user.id);
    await report(reporter.client, 'product', listing.id, reason, `Detalle ${index}`);
    reporters.push(reporter);
  }
  const group = await groupOf('product', listing.id);
  if (!group) throw new Error('the listing is in the queue');
  return { seller, listing, reporters, group };
}

describe('who may moderate', () => {
  it('answers 401 without a session and 403 to anyone who is not an admin', async () => {
    const ana = await person(ctx, 'Ana');
    const anonymous = new TestClient(ctx.app);
    for (const url of ['/api/admin/reports', '/api/admin/audit']) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
      const refused = await ana.client.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: translate('es', 'api.adminOnly') });
    }
    expect((await resolve(anonymous, 1, { action: 'dismiss' })).statusCode).toBe(401);
    expect((await resolve(ana.client, 1, { action: 'dismiss' })).statusCode).toBe(403);
  });

  it('refuses an ADMIN_EMAILS address nobody verified, and a refused resolve changes nothing', async () => {
    const { listing, group } = await reportedListing('Cafetera', ['scam']);
    const unverified = await registerUser(ctx.app, { email: unverifiedAdminEmail });
    const outsider = await person(ctx, 'Ana');
    for (const url of ['/api/admin/reports', '/api/admin/audit'])
      expect((await unverified.client.get(url)).statusCode).toBe(403);
    for (const client of [unverified.client, outsider.client]) {
      for (const action of ['dismiss', 'hide', 'suspend'])
        expect((await resolve(client, group.reportId, { action })).statusCode).toBe(403);
    }
    expect(await groupOf('product', listing.id)).toMatchObject({ count: 1, hidden: false });
    expect(await listingIds(outsider.client)).toContain(listing.id);
    expect((await audit()).filter((entry) => entry.targetId === listing.id)).toEqual([]);
  });

  it('refuses bad input with 400 and an unknown report with 404', async () => {
    const { group } = await reportedListing('Licuadora', ['spam']);
    const badAction = await resolve(admin.client, group.reportId, { action: 'ban' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json<{ message: string }>().message).toBe(
      'Elige una acción: descartar, ocultar, suspender o restaurar',
    );
    const longNote = await resolve(admin.client, group.reportId, {
      action: 'dismiss',
      note: 'x'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect((await resolve(admin.client, Number.NaN, { action: 'dismiss' })).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/reports?status=closed')).statusCode).toBe(400);
    const unknown = await resolve(admin.client, 99_999_999, { action: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: translate('es', 'api.reportNotFound') });
  });
});

describe('GET /api/admin/reports', () => {
  it('groups reports by target, most reported first, with reasons, latest details and a preview', async () => {
    const few = await reportedListing('Televisor con pantalla rota', ['spam']);
    const many = await reportedListing('Moto sin papeles', ['scam', 'scam', 'prohibited']);
    const groups = await queue();
    const mine = groups.filter((group) => [few.listing.id, many.listing.id].includes(group.targetId));
    expect(mine.map((group) => group.targetId)).toEqual([many.listing.id, few.listing.id]);
    const [reported] = await ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.targetId, many.listing.id))
      .orderBy(reports.id)
      .limit(1);
    expect(mine[0]).toEqual({
      reportId: reported?.id,
      targetType: 'product',
      targetId: many.listing.id,
      count: 3,
      reasons: { scam: 2, prohibited: 1 },
      details: ['Detalle 2', 'Detalle 1', 'Detalle 0'],
      firstReportedAt: expect.any(String),
      lastReportedAt: expect.any(String),
      preview: { text: 'Moto sin papeles', ownerId: many.seller.user.id, ownerName: 'Beto Hernández' },
      hidden: true,
    });
    expect(mine[1]).toMatchObject({ count: 1, hidden: false, reasons: { spam: 1 } });
  });
});

describe('POST /api/admin/reports/:id/resolve', () => {
  it('hide: resolves every open report of the target and removes the listing for everyone', async () => {
    const { seller, listing, group } = await reportedListing('Perfume original', ['fake']);
    const viewer = await person(ctx, 'Carla');
    expect(await listingIds(viewer.client)).toContain(listing.id);
    expect((await viewer.client.post(`/api/products/${listing.id}/favorite`)).statusCode).toBe(200);
    const answer = await resolve(admin.client, group.reportId, { action: 'hide', note: 'Imitación' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ resolved: 1, action: 'hide' });
    expect(await listingIds(viewer.client)).not.toContain(listing.id);
    expect(await listingIds(viewer.client, '/api/products/search?q=perfume')).not.toContain(listing.id);
    const removed = await viewer.client.get(`/api/products/${listing.id}`);
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    expect((await admin.client.get(`/api/products/${listing.id}`)).statusCode).toBe(200);
    expect((await seller.client.get(`/api/products/${listing.id}`)).statusCode).toBe(200);
    expect((await viewer.client.get('/api/favorites')).json()).toEqual([]);
    expect(await groupOf('product', listing.id)).toBeUndefined();
    expect(await groupOf('product', listing.id, 'resolved')).toMatchObject({ count: 1, hidden: true });
    const again = await resolve(admin.client, group.reportId, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
  });

  it('hide: a post leaves the wall, its thread goes with it, and a message says its content was removed', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const reporter = await person(ctx, 'Carla');
    const sellersPost = (await seller.client.post('/api/community', { content: 'Rifa sospechosa' })).json<{
      id: number;
    }>();
    const reply = (
      await seller.client.post(`/api/community/${sellersPost.id}/comments`, { content: 'Compren ya' })
    ).json<{ id: number }>();
    const sent = (
      await seller.client.post(`/api/conversations/${conversation.id}/messages`, { content: 'Deposítame' })
    ).json<ChatMessage>();
    await report(reporter.client, 'post', sellersPost.id);
    await report(reporter.client, 'comment', reply.id);
    await report(buyer.client, 'message', sent.id);
    for (const [type, id, text] of [
      ['post', sellersPost.id, 'Rifa sospechosa'],
      ['comment', reply.id, 'Compren ya'],
      ['message', sent.id, 'Deposítame'],
    ] as const) {
      const group = await groupOf(type, id);
      if (!group) throw new Error(`${type} is in the queue`);
      expect(group).toMatchObject({ preview: { text, ownerId: seller.user.id }, hidden: false });
      expect(group.preview?.ownerName).toMatch(/^\S+ \S+$/);
      expect((await resolve(admin.client, group.reportId, { action: 'hide' })).statusCode).toBe(200);
    }
    const wall = (await buyer.client.get('/api/community?limit=50')).json<{ id: number }[]>();
    expect(wall.map((each) => each.id)).not.toContain(sellersPost.id);
    const thread = await seller.client.get(`/api/community/${sellersPost.id}/comments`);
    expect(thread.statusCode).toBe(410);
    expect(thread.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    const chat = (
      await seller.client.get(`/api/conversations/${conversation.id}/messages`, {
        'accept-language': 'en',
      })
    ).json<ChatMessage[]>();
    expect(chat.find((message) => message.id === sent.id)).toMatchObject({
      content: translate('en', 'api.contentRemoved'),
      metadata: null,
    });
    // The conversation list previews the last message still shown, never the removed one.
    const [listed] = (await seller.client.get('/api/conversations')).json<Conversation[]>();
    expect(listed?.lastMessage?.id).not.toBe(sent.id);
  });

  it('hide: a comment stays in its thread as a place without text, author or likes, for everyone', async () => {
    const author = await person(ctx, 'Diana');
    const troll = await person(ctx, 'Emilio');
    const reporter = await person(ctx, 'Fabiola');
    const post = (await author.client.post('/api/community', { content: '¿Quién vende jocotes?' })).json<{
      id: number;
    }>();
    const before = (
      await author.client.post(`/api/community/${post.id}/comments`, { content: 'Yo, en Soyapango' })
    ).json<{ id: number }>();
    const insult = (
      await troll.client.post(`/api/community/${post.id}/comments`, { content: 'Insulto grosero' })
    ).json<{ id: number }>();
    await author.client.post(`/api/comments/${insult.id}/like`);
    await report(reporter.client, 'comment', insult.id, 'offensive');
    const group = await groupOf('comment', insult.id);
    if (!group) throw new Error('the comment is in the queue');
    expect((await resolve(admin.client, group.reportId, { action: 'hide' })).statusCode).toBe(200);

    for (const viewer of [author, troll, admin]) {
      const response = await viewer.client.get(`/api/community/${post.id}/comments`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Insulto grosero');
      expect(response.body).not.toContain('Emilio');
      const thread = response.json<{ id: number }[]>();
      expect(thread.map((comment) => comment.id)).toEqual([before.id, insult.id]);
      expect(thread[1]).toEqual({
        id: insult.id,
        postId: post.id,
        removed: true,
        createdAt: expect.any(String),
      });
      expect(thread[0]).toMatchObject({ removed: false, content: 'Yo, en Soyapango' });
    }
    // The person who reported it stopped seeing it at once, and still does not.
    const reportersThread = (await reporter.client.get(`/api/community/${post.id}/comments`)).json<
      { id: number }[]
    >();
    expect(reportersThread.map((comment) => comment.id)).toEqual([before.id]);
  });

  it('hide: a post opened directly, in the app or by its public read, is "Contenido retirado" and nothing of it', async () => {
    const author = await person(ctx, 'Gilberto');
    const reader = await person(ctx, 'Hilda');
    const post = (
      await author.client.post('/api/community', { content: 'Rifa de un carro, boletos a $5 por Tigo Money' })
    ).json<{ id: number }>();
    const shown = await reader.client.get(`/api/community/${post.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: post.id,
      content: 'Rifa de un carro, boletos a $5 por Tigo Money',
    });

    await report(reader.client, 'post', post.id, 'scam');
    // The reporter no longer sees it; others still do until an admin acts.
    expect((await reader.client.get(`/api/community/${post.id}`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/community/${post.id}`)).statusCode).toBe(200);
    const group = await groupOf('post', post.id);
    if (!group) throw new Error('the post is in the queue');
    expect((await resolve(admin.client, group.reportId, { action: 'hide' })).statusCode).toBe(200);

    const visitor = new TestClient(ctx.app);
    for (const [client, url] of [
      [author.client, `/api/community/${post.id}`],
      [admin.client, `/api/community/${post.id}`],
      [visitor, `/api/public/posts/${post.id}`],
    ] as const) {
      const removed = await client.get(url);
      expect(removed.statusCode).toBe(410);
      expect(removed.json()).toEqual({ message: translate('es', 'api.contentRemoved') });
    }
    const inEnglish = await visitor.get(`/api/public/posts/${post.id}`, { 'accept-language': 'en' });
    expect(inEnglish.json()).toEqual({ message: translate('en', 'api.contentRemoved') });
  });

  it('GET /api/community/:id is open to visitors, needs a valid id, and answers 404 for an unknown post', async () => {
    const author = await person(ctx, 'Ivonne');
    const post = (await author.client.post('/api/community', { content: 'Se perdió un perrito' })).json<{
      id: number;
    }>();
    expect((await new TestClient(ctx.app).get(`/api/community/${post.id}`)).statusCode).toBe(200);
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await author.client.get(`/api/community/${id}`)).statusCode).toBe(400);
    }
    expect((await author.client.get('/api/community/2147483647')).statusCode).toBe(404);
    const blocker = await person(ctx, 'Jaime');
    await blocker.client.post(`/api/users/${author.user.id}/block`);
    expect((await blocker.client.get(`/api/community/${post.id}`)).statusCode).toBe(404);
  });

  it('hide is not for people (400); dismiss resolves and shows an automatically hidden listing again', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    await report(ana.client, 'user', beto.user.id, 'offensive');
    const personGroup = await groupOf('user', beto.user.id);
    if (!personGroup) throw new Error('the person is in the queue');
    const refused = await resolve(admin.client, personGroup.reportId, { action: 'hide' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: translate('es', 'api.hideNotForPeople'),
    });
    expect((await resolve(admin.client, personGroup.reportId, { action: 'dismiss' })).statusCode).toBe(200);

    const { listing, group } = await reportedListing('Bocina bluetooth', ['spam', 'spam', 'spam']);
    const viewer = await person(ctx, 'Carla');
    expect(group.hidden).toBe(true);
    expect(await listingIds(viewer.client)).not.toContain(listing.id);
    const dismissed = await resolve(admin.client, group.reportId, { action: 'dismiss', note: 'Es legítima' });
    expect(dismissed.json()).toEqual({ resolved: 3, action: 'dismiss' });
    expect(await listingIds(viewer.client)).toContain(listing.id);
  });

  it('suspend: ends the owner’s sessions at once, refuses their sign-in and hides their listings', async () => {
    const email = uniqueEmail('suspendido');
    const seller = await person(ctx, 'Beto');
    await ctx.db.update(users).set({ email }).where(eq(users.id, seller.user.id));
    const listing = await listProduct(seller, { title: 'Zapatos de marca' });
    const viewer = await person(ctx, 'Carla');
    await report(viewer.client, 'user', seller.user.id, 'scam', 'Cobra y no entrega');
    const group = await groupOf('user', seller.user.id);
    if (!group) throw new Error('the person is in the queue');
    expect(group.preview).toEqual({
      text: 'Beto Hernández',
      ownerId: seller.user.id,
      ownerName: 'Beto Hernández',
    });
    expect((await seller.client.get('/api/products')).statusCode).toBe(200);
    const socket = await openSocket(realtimeUrlOf(ctx.app), { cookie: seller.client.cookie ?? '' });

    expect((await resolve(admin.client, group.reportId, { action: 'suspend' })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    expect((await seller.client.get('/api/user')).statusCode).toBe(401);
    const login = await new TestClient(ctx.app).post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: translate('es', 'api.accountSuspended'),
    });
    const other = await person(ctx, 'Diana');
    expect(await listingIds(other.client)).not.toContain(listing.id);
    expect((await other.client.get(`/api/products/${listing.id}`)).statusCode).toBe(410);
    expect(await groupOf('user', seller.user.id, 'resolved')).toMatchObject({ hidden: true });
  });

  it('suspend: refuses a session that outlived the suspension, and an admin suspending themselves', async () => {
    const beto = await person(ctx, 'Beto');
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, beto.user.id));
    expect((await beto.client.get('/api/user')).statusCode).toBe(401);

    const ana = await person(ctx, 'Ana');
    await report(ana.client, 'user', admin.user.id, 'other');
    const group = await groupOf('user', admin.user.id);
    if (!group) throw new Error('the admin is in the queue');
    const refused = await resolve(admin.client, group.reportId, { action: 'suspend' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: translate('es', 'api.cannotSuspendYourself') });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists every action newest first, with the admin’s name and note; automatic ones without an admin', async () => {
    const { listing, group } = await reportedListing('Laptop gamer', ['scam', 'fake', 'scam']);
    await resolve(admin.client, group.reportId, { action: 'hide', note: 'Estafa confirmada' });
    const entries = (await audit()).filter((entry) => entry.targetId === listing.id);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        action: 'hide',
        targetType: 'product',
        targetId: listing.id,
        targetOwnerId: expect.any(Number),
        adminId: admin.user.id,
        adminName: 'María Hernández',
        note: 'Estafa confirmada',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ action: 'auto_hide', adminId: null, adminName: null, note: null }),
    ]);
    expect((await admin.client.get('/api/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/audit?limit=1')).json()).toHaveLength(1);
  });
});

describe('reviews in moderation', () => {
  /** Sells one of the seller's listings to a new buyer, who reviews the seller. */
  async function reviewedBy(seller: Person, name: string, rating: number, comment?: string) {
    const buyer = await person(ctx, name);
    const listing = await listProduct(seller, { title: `Venta a ${name}` });
    await writeAbout(buyer, listing);
    await confirmedSale(seller, buyer, listing.id);
    const written = await buyer.client.post(`/api/products/${listing.id}/reviews`, { rating, comment });
    expect(written.statusCode).toBe(201);
    return { buyer, review: written.json<Review>() };
  }

  const reviewIdsOf = async (viewer: Person, userId: number) =>
    (await viewer.client.get(`/api/users/${userId}/reviews`)).json<Review[]>().map((each) => each.id);

  async function reportedReview(reporter: Person, reviewId: number) {
    expect((await report(reporter.client, 'review', reviewId, 'offensive')).statusCode).toBe(201);
    const group = await groupOf('review', reviewId);
    if (!group) throw new Error('the review is in the queue');
    return group;
  }

  it('hide: the review leaves the list and the rating; restore brings both back', async () => {
    const seller = await person(ctx, 'Sergio');
    await settleAccount(ctx.db, seller.user.id);
    const viewer = await person(ctx, 'Valeria');
    const abusive = await reviewedBy(seller, 'Beto', 1, 'Estafador, no pagó');
    const fair = await reviewedBy(seller, 'Carla', 5);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '3.00', reviewCount: 2 });

    const group = await reportedReview(seller, abusive.review.id);
    expect(group).toMatchObject({
      targetType: 'review',
      targetId: abusive.review.id,
      count: 1,
      preview: { text: '★ Estafador, no pagó', ownerId: abusive.buyer.user.id, ownerName: 'Beto Hernández' },
      hidden: false,
    });
    for (const outsider of [viewer, abusive.buyer]) {
      for (const action of ['hide', 'restore'])
        expect((await resolve(outsider.client, group.reportId, { action })).statusCode).toBe(403);
    }
    expect(await reviewIdsOf(viewer, seller.user.id)).toContain(abusive.review.id);

    expect((await resolve(admin.client, group.reportId, { action: 'hide' })).json()).toEqual({
      resolved: 1,
      action: 'hide',
    });
    expect(await reviewIdsOf(viewer, seller.user.id)).toEqual([fair.review.id]);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '5.00', reviewCount: 1 });
    expect((await viewer.client.get(`/api/users/${seller.user.id}`)).json()).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
    expect(await groupOf('review', abusive.review.id, 'resolved')).toMatchObject({ hidden: true });
    // Its author cannot report it back into view, nor can anyone report what is hidden.
    expect((await report(viewer.client, 'review', abusive.review.id)).statusCode).toBe(404);

    const restored = await resolve(admin.client, group.reportId, { action: 'restore', note: 'Era cierto' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ resolved: 0, action: 'restore' });
    expect(await reviewIdsOf(viewer, seller.user.id)).toEqual([fair.review.id, abusive.review.id]);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '3.00', reviewCount: 2 });
    const again = await resolve(admin.client, group.reportId, { action: 'restore' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: translate('en', 'api.nothingToRestore'),
    });
    const logged = (await audit()).filter(
      (entry) => entry.targetType === 'review' && entry.targetId === abusive.review.id,
    );
    expect(logged.map((entry) => [entry.action, entry.note])).toEqual([
      ['restore', 'Era cierto'],
      ['hide', null],
    ]);
  });

  it('suspend: the author’s reviews leave every list and rating until a restore lifts the suspension', async () => {
    const seller = await person(ctx, 'Sergio');
    const other = await person(ctx, 'Olga');
    await settleAccount(ctx.db, seller.user.id);
    await settleAccount(ctx.db, other.user.id);
    const viewer = await person(ctx, 'Valeria');
    const troll = await reviewedBy(seller, 'Beto', 1, 'Pésimo');
    await reviewedBy(seller, 'Carla', 3);
    // The same author also reviewed another seller.
    const secondSale = await listProduct(other, { title: 'Ventilador' });
    await writeAbout(troll.buyer, secondSale);
    await confirmedSale(other, troll.buyer, secondSale.id);
    await troll.buyer.client.post(`/api/products/${secondSale.id}/reviews`, { rating: 1 });
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '2.00', reviewCount: 2 });
    expect(await ratingOf(ctx, other.user.id)).toEqual({ rating: '1.00', reviewCount: 1 });

    const group = await reportedReview(seller, troll.review.id);
    expect((await resolve(admin.client, group.reportId, { action: 'suspend' })).statusCode).toBe(200);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '3.00', reviewCount: 1 });
    expect(await ratingOf(ctx, other.user.id)).toEqual({ rating: '0.00', reviewCount: 0 });
    expect(await reviewIdsOf(viewer, seller.user.id)).not.toContain(troll.review.id);
    expect(await reviewIdsOf(viewer, other.user.id)).toEqual([]);
    expect((await troll.buyer.client.get('/api/user')).statusCode).toBe(401);

    expect((await resolve(admin.client, group.reportId, { action: 'restore' })).statusCode).toBe(200);
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '2.00', reviewCount: 2 });
    expect(await ratingOf(ctx, other.user.id)).toEqual({ rating: '1.00', reviewCount: 1 });
    expect(await reviewIdsOf(viewer, seller.user.id)).toContain(troll.review.id);
    const [author] = await ctx.db.select().from(users).where(eq(users.id, troll.buyer.user.id));
    expect(author?.suspendedAt).toBeNull();
  });

  it('restore: a suspended person reported as such may sign in again; restore refuses what was never removed', async () => {
    const email = uniqueEmail('restaurada');
    const beto = await registerUser(ctx.app, { email, firstName: 'Beto' });
    const ana = await person(ctx, 'Ana');
    await report(ana.client, 'user', beto.user.id, 'scam');
    const group = await groupOf('user', beto.user.id);
    if (!group) throw new Error('the person is in the queue');
    const early = await resolve(admin.client, group.reportId, { action: 'restore' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: translate('es', 'api.nothingToRestore'),
    });
    expect(await groupOf('user', beto.user.id)).toMatchObject({ count: 1 });
    expect((await resolve(admin.client, group.reportId, { action: 'suspend' })).statusCode).toBe(200);
    const refused = await new TestClient(ctx.app).post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect((await resolve(admin.client, group.reportId, { action: 'restore' })).statusCode).toBe(200);
    const login = await new TestClient(ctx.app).post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('lets no one but an admin hide a review: the reviewed seller gets 403 and nothing changes', async () => {
    const seller = await person(ctx, 'Sergio');
    const { review } = await reviewedBy(seller, 'Beto', 2, 'Llegó tarde');
    const group = await reportedReview(seller, review.id);
    expect((await resolve(seller.client, group.reportId, { action: 'hide' })).statusCode).toBe(403);
    const [stored] = await ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored?.hiddenAt).toBeNull();
    expect(await ratingOf(ctx, seller.user.id)).toEqual({ rating: '2.00', reviewCount: 1 });
  });
});
