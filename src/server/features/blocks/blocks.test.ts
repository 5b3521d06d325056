import { describe, expect, it } from 'vitest';
import type { BlockedPerson } from '#shared/blocks.ts';
import type { ProductSummary } from '#shared/products.ts';
import { translate } from '#server/i18n.ts';
import { dealParties, listProduct, madeOffer, offer, person } from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const blockOf = (client: TestClient, userId: number) => client.post(`/api/users/${userId}/block`);
const unblockOf = (client: TestClient, userId: number) =>
  client.request({ method: 'DELETE', url: `/api/users/${userId}/block` });
const ids = (products: ProductSummary[]) => products.map((product) => product.id);

/** What every refusal across a block answers, whichever side blocked: it never tells who blocked whom. */
const WALL = { message: translate('es', 'api.blockedEitherWay') };

async function post(client: TestClient, content: string) {
  const response = await client.post('/api/community', { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

describe('POST/DELETE /api/users/:id/block and GET /api/blocks', () => {
  it('blocks and unblocks idempotently, listing the people blocked', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    expect((await blockOf(ana.client, beto.user.id)).json()).toEqual({ blocked: true });
    expect((await blockOf(ana.client, beto.user.id)).statusCode).toBe(200);
    const list = (await ana.client.get('/api/blocks')).json<BlockedPerson[]>();
    expect(list).toEqual([
      {
        id: beto.user.id,
        displayName: 'Beto H.',
        profileImageUrl: null,
        blockedAt: expect.any(String),
      },
    ]);
    expect((await beto.client.get('/api/blocks')).json()).toEqual([]);
    expect((await unblockOf(ana.client, beto.user.id)).json()).toEqual({ blocked: false });
    expect((await unblockOf(ana.client, beto.user.id)).statusCode).toBe(200);
    expect((await ana.client.get('/api/blocks')).json()).toEqual([]);
  });

  it('refuses oneself, unknown people, bad ids and no session', async () => {
    const ana = await person(ctx, 'Ana');
    const self = await blockOf(ana.client, ana.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: translate('es', 'api.cannotBlockYourself') });
    expect((await blockOf(ana.client, 99_999_999)).statusCode).toBe(404);
    expect((await blockOf(ana.client, Number.NaN)).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).post(`/api/users/${ana.user.id}/block`)).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).get('/api/blocks')).statusCode).toBe(401);
  });
});

describe('what a block changes', () => {
  it('hides the blocked person’s listings, posts and comments from the blocker only', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const carla = await person(ctx, 'Carla');
    const betosListing = await listProduct(beto, { title: 'Bicicleta bloqueada' });
    const betosPost = await post(beto.client, 'Se vende bicicleta, pregunten');
    const anasPost = await post(ana.client, 'Busco refri usada');
    await beto.client.post(`/api/community/${anasPost.id}/comments`, { content: 'Yo tengo una' });

    await blockOf(ana.client, beto.user.id);
    expect(ids((await ana.client.get('/api/products?limit=100')).json())).not.toContain(betosListing.id);
    expect(ids((await ana.client.get('/api/products/search?q=bicicleta')).json())).not.toContain(
      betosListing.id,
    );
    expect(ids((await ana.client.get(`/api/products?sellerId=${beto.user.id}`)).json())).toEqual([]);
    const anasWall = (await ana.client.get('/api/community?limit=50')).json<{ id: number }[]>();
    expect(anasWall.map((each) => each.id)).not.toContain(betosPost.id);
    expect((await ana.client.get(`/api/community/${anasPost.id}/comments`)).json()).toEqual([]);

    // Others, and the blocked person, see everything as before.
    expect(ids((await carla.client.get('/api/products?limit=100')).json())).toContain(betosListing.id);
    expect((await beto.client.get(`/api/community/${anasPost.id}/comments`)).json()).toHaveLength(1);
    const betosWall = (await beto.client.get('/api/community?limit=50')).json<{ id: number }[]>();
    expect(betosWall.map((each) => each.id)).toContain(anasPost.id);

    await unblockOf(ana.client, beto.user.id);
    expect(ids((await ana.client.get('/api/products/search?q=bicicleta')).json())).toContain(betosListing.id);
  });

  it('leaves the blocked person’s listings out of the nearby map, similar listings and favourites', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const carla = await person(ctx, 'Carla');
    const betosListing = await listProduct(beto, { title: 'Licuadora Oster' });
    const carlasListing = await listProduct(carla, { title: 'Licuadora Hamilton' });
    expect((await ana.client.post(`/api/products/${betosListing.id}/favorite`)).statusCode).toBe(200);
    const near = `latitude=${betosListing.meetupLatitude}&longitude=${betosListing.meetupLongitude}`;
    const map = `/api/products?${near}&maxDistance=3&limit=100`;
    const similar = `/api/products?${near}&maxDistance=3&categoryId=${carlasListing.categoryId}&excludeId=${carlasListing.id}&limit=100`;
    const favourites = async (client: TestClient) =>
      (await client.get('/api/favorites')).json<{ productId: number }[]>().map((each) => each.productId);
    expect(ids((await ana.client.get(map)).json())).toContain(betosListing.id);
    expect(ids((await ana.client.get(similar)).json())).toContain(betosListing.id);
    expect(await favourites(ana.client)).toEqual([betosListing.id]);

    await blockOf(ana.client, beto.user.id);
    expect(ids((await ana.client.get(map)).json())).not.toContain(betosListing.id);
    expect(ids((await ana.client.get(map)).json())).toContain(carlasListing.id);
    expect(ids((await ana.client.get(similar)).json())).not.toContain(betosListing.id);
    expect(await favourites(ana.client)).toEqual([]);
    expect(ids((await carla.client.get(similar)).json())).toContain(betosListing.id);
    expect(ids((await carla.client.get(map)).json())).toContain(betosListing.id);

    // The favourite stays: unblocking brings it back.
    await unblockOf(ana.client, beto.user.id);
    expect(await favourites(ana.client)).toEqual([betosListing.id]);
  });

  it('stops conversations both ways: opening, writing and offers, in the same words for both sides', async () => {
    const { seller, buyer, product, conversation } = await dealParties(ctx);
    const open = await madeOffer(buyer.client, conversation.id, 50);
    await blockOf(seller.client, buyer.user.id);

    const byBlocked = await buyer.client.post(`/api/conversations/${conversation.id}/messages`, {
      content: 'Hola?',
    });
    expect(byBlocked.statusCode).toBe(403);
    expect(byBlocked.json()).toEqual(WALL);
    const byBlocker = await seller.client.post(`/api/conversations/${conversation.id}/messages`, {
      content: 'Hola',
    });
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json()).toEqual(WALL);
    const reopen = await buyer.client.post('/api/conversations', {
      otherUserId: seller.user.id,
      productId: product.id,
    });
    expect(reopen.statusCode).toBe(403);
    expect((await buyer.client.post('/api/conversations', { otherUserId: seller.user.id })).statusCode).toBe(
      403,
    );
    const byBlockerNew = await seller.client.post('/api/conversations', { otherUserId: buyer.user.id });
    expect(byBlockerNew.statusCode).toBe(403);
    expect(byBlockerNew.json()).toEqual(WALL);
    const newOffer = await offer(buyer.client, conversation.id, 60);
    expect(newOffer.statusCode).toBe(403);
    expect(newOffer.json()).toEqual(WALL);
    const accepting = await seller.client.post(`/api/offers/${open.id}/accept`);
    expect(accepting.statusCode).toBe(403);
    expect(accepting.json()).toEqual(WALL);
    expect((await buyer.client.post(`/api/offers/${open.id}/withdraw`)).statusCode).toBe(403);
    // Reading what was said before stays possible.
    expect((await buyer.client.get(`/api/conversations/${conversation.id}/messages`)).statusCode).toBe(200);

    await unblockOf(seller.client, buyer.user.id);
    expect(
      (await buyer.client.post(`/api/conversations/${conversation.id}/messages`, { content: 'Hola' }))
        .statusCode,
    ).toBe(201);
  });

  it('stops comments and likes on each other’s posts and comments both ways, telling nobody', async () => {
    const ana = await person(ctx, 'Ana');
    const beto = await person(ctx, 'Beto');
    const anasPost = await post(ana.client, 'Vendo cama matrimonial');
    const betosPost = await post(beto.client, 'Busco cama');
    const anasComment = (
      await ana.client.post(`/api/community/${betosPost.id}/comments`, { content: 'Tengo una' })
    ).json<{ id: number }>();
    const betosComment = (
      await beto.client.post(`/api/community/${anasPost.id}/comments`, { content: '¿Cuánto?' })
    ).json<{ id: number }>();
    // A like given before the block can still be taken back.
    expect((await beto.client.post(`/api/community/${anasPost.id}/like`)).json()).toMatchObject({
      isLiked: true,
    });
    await ctx.deps.notifier.idle();
    const noticesBefore = async (someone: typeof ana) =>
      (await someone.client.get('/api/notifications')).json<unknown[]>().length;
    const told = { ana: await noticesBefore(ana), beto: await noticesBefore(beto) };

    for (const [blocker, blocked] of [
      [ana, beto],
      [beto, ana],
    ] as const) {
      await blockOf(blocker.client, blocked.user.id);
      const attempts = [
        beto.client.post(`/api/community/${anasPost.id}/comments`, { content: 'Contestame' }),
        ana.client.post(`/api/community/${betosPost.id}/comments`, { content: 'Hola' }),
        ana.client.post(`/api/community/${betosPost.id}/like`),
        ana.client.post(`/api/comments/${betosComment.id}/like`),
        beto.client.post(`/api/comments/${anasComment.id}/like`),
      ];
      for (const refused of await Promise.all(attempts)) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(WALL);
      }
      await unblockOf(blocker.client, blocked.user.id);
    }
    await blockOf(ana.client, beto.user.id);
    const unliked = await beto.client.post(`/api/community/${anasPost.id}/like`);
    expect(unliked.json()).toEqual({ isLiked: false, likeCount: 0 });
    expect((await beto.client.post(`/api/community/${anasPost.id}/like`)).statusCode).toBe(403);

    const posts = (await beto.client.get('/api/community?limit=50')).json<
      { id: number; commentCount: number; likeCount: number }[]
    >();
    expect(posts.find((each) => each.id === betosPost.id)).toMatchObject({ commentCount: 1, likeCount: 0 });
    await ctx.deps.notifier.idle();
    expect({ ana: await noticesBefore(ana), beto: await noticesBefore(beto) }).toEqual(told);
  });
});
