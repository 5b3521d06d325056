import type { Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import type { Product } from '#shared/products.ts';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD, registerUser, type TestClient, type TestContext } from './test-app.ts';
import { listingInput } from './test-world.ts';

/** Test helpers for deals: people, a listing and the buyer's conversation about it, all through the API. */

export type Person = Awaited<ReturnType<typeof registerUser>>;

export const person = (ctx: TestContext, firstName = 'María') => registerUser(ctx.app, { firstName });

export async function listProduct(seller: Person, overrides: Record<string, unknown> = {}): Promise<Product> {
  const input = await listingInput(seller.client, {
    title: 'Refrigeradora Mabe',
    description: 'Dos puertas, enfría bien.',
    price: 100,
    ...overrides,
  });
  const response = await seller.client.post('/api/products', input);
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.statusCode} ${response.body}`);
  return response.json<Product>();
}

export async function writeIn(writer: Person, conversationId: number, content: string) {
  const sent = await writer.client.post(`/api/conversations/${conversationId}/messages`, { content });
  if (sent.statusCode !== 201) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
}

/** The buyer writes to the seller about the product: the conversation a deal happens in. */
export async function writeAbout(buyer: Person, product: Product, content = '¿Todavía está disponible?') {
  const opened = await buyer.client.post('/api/conversations', {
    otherUserId: product.sellerId,
    productId: product.id,
  });
  if (opened.statusCode >= 300) throw new Error(`open failed: ${opened.statusCode} ${opened.body}`);
  const conversation = opened.json<Conversation>();
  await writeIn(buyer, conversation.id, content);
  return conversation;
}

/**
 * A seller's listing and a chat about it that the seller opened with someone who has not written in it: not a buyer,
 * whom a sale, a reservation or a review may not name until they write.
 */
export async function chatOpenedBySeller(ctx: TestContext) {
  const seller = await person(ctx, 'Sergio');
  const contacted = await person(ctx, 'Vilma');
  const product = await listProduct(seller, { title: 'Licuadora vieja' });
  const opened = await seller.client.post('/api/conversations', {
    otherUserId: contacted.user.id,
    productId: product.id,
  });
  if (opened.statusCode !== 201) throw new Error(`open failed: ${opened.statusCode} ${opened.body}`);
  return { seller, contacted, product, conversation: opened.json<Conversation>() };
}

/** A seller with a listing and a buyer who wrote about it. */
export async function dealParties(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const seller = await person(ctx, 'Ana');
  const buyer = await person(ctx, 'Beto');
  const product = await listProduct(seller, overrides);
  const conversation = await writeAbout(buyer, product);
  return { seller, buyer, product, conversation };
}

export async function offer(client: TestClient, conversationId: number, amount: unknown) {
  return client.post(`/api/conversations/${conversationId}/offers`, { amount });
}

export async function madeOffer(client: TestClient, conversationId: number, amount: number): Promise<Offer> {
  const response = await offer(client, conversationId, amount);
  if (response.statusCode !== 201) throw new Error(`offer failed: ${response.statusCode} ${response.body}`);
  return response.json<Offer>();
}

export const answer = (client: TestClient, offerId: number, kind: string, body?: object) =>
  client.post(`/api/offers/${offerId}/${kind}`, body);

export const productOf = async (client: TestClient, id: number) =>
  (await client.get(`/api/products/${id}`)).json<Product>();

export function patch(client: TestClient, url: string, payload?: object, language = 'es') {
  return client.request({
    method: 'PATCH',
    url,
    headers: { 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

/** The person deletes their account, as the settings screen does. */
export async function deleteAccountOf(leaving: Person) {
  const response = await leaving.client.request({
    method: 'DELETE',
    url: '/api/user/account',
    payload: { confirmation: 'Eliminar', password: DEFAULT_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`deletion failed: ${response.statusCode} ${response.body}`);
}

/** A person's stored rating and review count, as their profile shows them. */
export async function ratingOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db
    .select({ rating: users.rating, reviewCount: users.reviewCount })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
