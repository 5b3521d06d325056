import type { Conversation } from '#shared/conversations.ts';
import type { Handover, Offer } from '#shared/deals.ts';
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

/** The seller records the sale to the buyer by hand and the buyer confirms it: a confirmed sale both may review. */
export async function confirmedSale(seller: Person, buyer: Person, productId: number) {
  const sold = await patch(seller.client, `/api/products/${productId}/sold`, { buyerId: buyer.user.id });
  if (sold.statusCode !== 200) throw new Error(`sale failed: ${sold.statusCode} ${sold.body}`);
  const confirmed = await buyer.client.post(`/api/products/${productId}/confirm-purchase`);
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
}

/** The code the buyer's screen shows for the product reserved for them. */
export async function handoverCodeFor(buyer: Person, productId: number) {
  const shown = await buyer.client.get(`/api/products/${productId}/handover`);
  if (shown.statusCode !== 200) throw new Error(`no handover code: ${shown.statusCode} ${shown.body}`);
  return shown.json<Handover>().code;
}

export const enterHandoverCode = (seller: Person, productId: number, code: string, language = 'es') =>
  seller.client.request({
    method: 'POST',
    url: `/api/products/${productId}/handover`,
    payload: { code },
    headers: { 'accept-language': language },
  });

/** The seller reserves for the buyer and, at the meetup, enters the code the buyer shows: a handover. */
export async function handedOver(seller: Person, buyer: Person, productId: number) {
  await patch(seller.client, `/api/products/${productId}/reserve`, { buyerId: buyer.user.id });
  const entered = await enterHandoverCode(seller, productId, await handoverCodeFor(buyer, productId));
  if (entered.statusCode !== 200) throw new Error(`handover failed: ${entered.statusCode} ${entered.body}`);
  return entered.json<Product>();
}
