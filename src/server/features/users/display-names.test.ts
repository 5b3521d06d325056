import { useTestContext } from '#server/testing/use-test-context.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/conversations.ts';
import type { Post } from '#shared/community.ts';
import type { Product } from '#shared/products.ts';
import { confirmedSale, listProduct, patch, writeAbout } from '#server/testing/deal-world.ts';
import { privateFieldsIn } from '#server/testing/private-fields.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';

/**
 * Every read one person makes of another names them "Ana M.": never their last name, email or phone (issue 27,
 * decision 0030). Ana sells, Beto buys and comments, Carla only looks and blocks.
 */

const ctx = useTestContext();
let ana: Awaited<ReturnType<typeof registerUser>>;
let beto: Awaited<ReturnType<typeof registerUser>>;
let carla: Awaited<ReturnType<typeof registerUser>>;
let reserved: Product;
let sold: Product;
let conversation: Conversation;
let post: Post;

const ANA = { firstName: 'Ana', lastName: 'Martínez' };
const BETO = { firstName: 'Beto', lastName: 'Quintanilla' };

async function json<T>(client: TestClient, url: string): Promise<T> {
  const response = await client.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function succeeds(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

beforeAll(async () => {
  ana = await registerUser(ctx.app, ANA);
  beto = await registerUser(ctx.app, BETO);
  carla = await registerUser(ctx.app, { firstName: 'Carla', lastName: 'Ábrego' });
  reserved = await listProduct(ana, { title: 'Refrigeradora Mabe' });
  sold = await listProduct(ana, { title: 'Bicicleta Trek' });
  conversation = await writeAbout(beto, reserved);
  await writeAbout(beto, sold);
  await succeeds(await patch(ana.client, `/api/products/${reserved.id}/reserve`, { buyerId: beto.user.id }));
  await confirmedSale(ana, beto, sold.id);
  await succeeds(
    await beto.client.post(`/api/products/${sold.id}/reviews`, { rating: 5, comment: 'Muy amable' }),
  );
  const posted = await ana.client.post('/api/community', {
    content: '¿Alguien vio un perro café por la colonia?',
  });
  await succeeds(posted);
  post = posted.json<Post>();
  await succeeds(await beto.client.post(`/api/community/${post.id}/comments`, { content: 'Yo lo vi' }));
  await succeeds(await carla.client.post(`/api/users/${beto.user.id}/block`));
});

describe('what others read of a person', () => {
  it("names the seller of a listing by display name, as the listing's reader sees it", async () => {
    const product = await json<Product>(carla.client, `/api/products/${reserved.id}`);
    expect(product.seller?.displayName).toBe('Ana M.');
    expect(privateFieldsIn(product, ANA.lastName)).toEqual([]);
  });

  it('names a public profile by display name', async () => {
    const profile = await json<object>(carla.client, `/api/users/${ana.user.id}`);
    expect(profile).toMatchObject({ id: ana.user.id, displayName: 'Ana M.' });
    expect(privateFieldsIn(profile, ANA.lastName)).toEqual([]);
  });

  it('names the reviewer of a review by display name', async () => {
    const reviews = await json<{ reviewer: object }[]>(carla.client, `/api/users/${ana.user.id}/reviews`);
    expect(reviews.map((review) => review.reviewer)).toEqual([
      { id: beto.user.id, displayName: 'Beto Q.', profileImageUrl: null },
    ]);
    expect(privateFieldsIn(reviews, BETO.lastName)).toEqual([]);
  });

  it('names the other side of a conversation by display name, in the list and in the chat', async () => {
    const list = await json<Conversation[]>(beto.client, '/api/conversations');
    expect(list.map((each) => each.otherUser?.displayName)).toEqual(['Ana M.', 'Ana M.']);
    expect(privateFieldsIn(list, ANA.lastName)).toEqual([]);
    const chat = await json<Conversation>(beto.client, `/api/conversations/${conversation.id}`);
    expect(chat.otherUser?.displayName).toBe('Ana M.');
    expect(privateFieldsIn(chat, ANA.lastName)).toEqual([]);
    const messages = await json<unknown>(ana.client, `/api/conversations/${conversation.id}/messages`);
    expect(privateFieldsIn(messages, BETO.lastName)).toEqual([]);
  });

  it('names the authors of community posts and comments by display name', async () => {
    const wall = await json<Post[]>(carla.client, '/api/community');
    expect(wall.find((each) => each.id === post.id)?.author.displayName).toBe('Ana M.');
    expect(privateFieldsIn(wall, ANA.lastName)).toEqual([]);
    const one = await json<Post>(carla.client, `/api/community/${post.id}`);
    expect(one.author.displayName).toBe('Ana M.');
    expect(privateFieldsIn(one, ANA.lastName)).toEqual([]);
    const comments = await json<{ author: { displayName: string } }[]>(
      ana.client,
      `/api/community/${post.id}/comments`,
    );
    expect(comments.map((comment) => comment.author.displayName)).toEqual(['Beto Q.']);
    expect(privateFieldsIn(comments, BETO.lastName)).toEqual([]);
  });

  it('names the possible buyers, whom a listing is reserved for and whom it was sold to, to its seller', async () => {
    const buyers = await json<unknown>(ana.client, `/api/products/${reserved.id}/buyers`);
    expect(buyers).toEqual([{ id: beto.user.id, displayName: 'Beto Q.', profileImageUrl: null }]);
    const reservedView = await json<Product>(ana.client, `/api/products/${reserved.id}`);
    expect(reservedView.reservedFor?.displayName).toBe('Beto Q.');
    const soldView = await json<Product>(ana.client, `/api/products/${sold.id}`);
    expect(soldView.soldTo?.displayName).toBe('Beto Q.');
    expect(privateFieldsIn([buyers, reservedView, soldView], BETO.lastName)).toEqual([]);
  });

  it('names the people one blocked by display name', async () => {
    const blocked = await json<object[]>(carla.client, '/api/blocks');
    expect(blocked).toEqual([
      { id: beto.user.id, displayName: 'Beto Q.', profileImageUrl: null, blockedAt: expect.any(String) },
    ]);
  });

  it('names the seller and the author of shared links by display name, to visitors', async () => {
    const visitor = new TestClient(ctx.app);
    const product = await json<object>(visitor, `/api/public/products/${reserved.id}`);
    expect(product).toMatchObject({ seller: { displayName: 'Ana M.' } });
    const shared = await json<object>(visitor, `/api/public/posts/${post.id}`);
    expect(shared).toMatchObject({ author: { displayName: 'Ana M.' } });
    expect(privateFieldsIn([product, shared], ANA.lastName)).toEqual([]);
  });

  it('names people by display name in the notifications they cause', async () => {
    await ctx.deps.notifier.idle();
    const notifications = await json<{ params: { actorName?: string } }[]>(ana.client, '/api/notifications');
    // His review and his comment; his messages are counted in Mensajes, not in the bell.
    expect(notifications.map((each) => each.params.actorName)).toEqual(['Beto Q.', 'Beto Q.']);
    expect(privateFieldsIn(notifications, BETO.lastName)).toEqual([]);
  });

  it('keeps the whole name and the email for the person themselves', async () => {
    const own = await json<object>(ana.client, '/api/user');
    expect(own).toMatchObject({ ...ANA, displayName: 'Ana M.', email: expect.any(String) });
    expect(privateFieldsIn(own, ANA.lastName)).toEqual(
      expect.arrayContaining(['$.lastName', '$.email', '$.phone']),
    );
  });
});
