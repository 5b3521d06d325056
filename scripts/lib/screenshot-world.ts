/**
 * The people and things `npm run screenshots` shows, made through the API the way the app makes them: the demo
 * seller Ana with her listings, a buyer who favourited one, asked about it and made an offer, and asked whether
 * another is still available (not answered yet), a community post with six photos, and an admin with a verified
 * address.
 */
import fs from 'node:fs';
import {
  request,
  type APIRequestContext,
  type APIResponse,
  type BrowserContextOptions,
} from 'playwright-core';
import sharp from 'sharp';
import { z } from 'zod';
import { currentUserSchema } from '#shared/auth.ts';
import { postSchema } from '#shared/community.ts';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { conversationSchema } from '#shared/conversations.ts';
import { productSchema, productSummarySchema } from '#shared/products.ts';
import { uploadedImageSchema } from '#shared/uploads.ts';
import { DEMO_PASSWORD, demoEmail } from '#server/seed/demo-content.ts';
import { photoSvg } from '#server/seed/photos.ts';
import { readMailbox } from '../../e2e/support/mail.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export type ScreenshotWorld = {
  seller: StorageState;
  buyer: StorageState;
  admin: StorageState;
  sellerId: number;
  /** The seller's listing the buyer asked about and made an offer on. */
  productId: number;
  conversationId: number;
  /** The buyer's "¿Sigue disponible?" about another of the seller's listings, unanswered. */
  questionConversationId: number;
  /** A third listing, reserved for the buyer: the buyer's handover code, the seller's confirm screen. */
  reservedProductId: number;
  /** The post with six photos. */
  postId: number;
};

const BUYER = { firstName: 'Valeria', lastName: 'Quintanilla', password: 'pupusas-de-queso-1' };
const ADMIN = { firstName: 'Rebeca', lastName: 'Orellana', password: 'pupusas-de-loroco-1' };
const POST_PHOTOS = 6;
/** The buyer offers this share of the asking price. */
const OFFER_SHARE = 0.85;
const MAIL_TIMEOUT_MS = 15_000;

async function succeeded(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return response;
}

/** The answer's body read with the contract's `schema`; fails on an error status. */
async function read<Schema extends z.ZodType>(
  response: APIResponse,
  what: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await (await succeeded(response, what)).json());
}

async function signIn(base: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: base });
  await succeeded(await context.post('/api/login', { data: { email, password } }), `sign in as ${email}`);
  return context;
}

/** The link mailed to `email` whose path is `pathname`, from the capture folder. */
async function mailedLink(mailDir: string, email: string, pathname: string): Promise<string> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const mails = fs.existsSync(mailDir) ? await readMailbox(mailDir) : [];
    const link = mails
      .filter((mail) => mail.to.includes(email))
      .flatMap((mail) => mail.links)
      .find((candidate) => new URL(candidate).pathname === pathname);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${pathname} link mailed to ${email} within ${MAIL_TIMEOUT_MS} ms`);
}

/** Registers someone and follows the verification link mailed to them; answers their signed-in context. */
async function registerVerified(
  base: string,
  mailDir: string,
  person: { firstName: string; lastName: string; password: string },
  email: string,
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: base });
  const data = { ...person, email, confirmPassword: person.password };
  await succeeded(await context.post('/api/register', { data }), `register ${email}`);
  const token = new URL(await mailedLink(mailDir, email, '/verify-email')).searchParams.get('token');
  await succeeded(await context.post('/api/verify-email', { data: { token } }), `verify ${email}`);
  return context;
}

async function uploadPhoto(context: APIRequestContext, variant: number): Promise<string> {
  const caption = `Feria ${variant + 1}`;
  const jpeg = await sharp(Buffer.from(photoSvg('Hogar', caption, variant % 4)))
    .jpeg({ quality: 80 })
    .toBuffer();
  const response = await context.post('/api/uploads', {
    data: jpeg,
    headers: { 'content-type': 'image/jpeg' },
  });
  return (await read(response, 'upload a photo', uploadedImageSchema)).url;
}

/** The seller's listings for sale with photos: the first for the deal, the second for an unanswered question. */
async function sellerListings(
  seller: APIRequestContext,
  sellerId: number,
): Promise<[number, number, number]> {
  const listings = await read(
    await seller.get(`/api/products?sellerId=${sellerId}`),
    "list the seller's products",
    z.array(productSummarySchema),
  );
  const [first, second, third] = listings.filter(
    (listing) => !listing.isSold && listing.thumbnailUrl !== null,
  );
  if (!first || !second || !third)
    throw new Error('the demo seller has no three listings for sale with photos: is DEMO_DATA on?');
  return [first.id, second.id, third.id];
}

/** The buyer opens a conversation about the product with `question`; answers its id and its messages' path. */
async function ask(buyer: APIRequestContext, sellerId: number, productId: number, question: string) {
  const conversation = await read(
    await buyer.post('/api/conversations', { data: { otherUserId: sellerId, productId } }),
    'open a conversation',
    conversationSchema,
  );
  const messages = `/api/conversations/${conversation.id}/messages`;
  await succeeded(await buyer.post(messages, { data: { content: question } }), 'ask');
  return { conversationId: conversation.id, messages };
}

async function startDeal(
  buyer: APIRequestContext,
  seller: APIRequestContext,
  sellerId: number,
  productId: number,
) {
  const { conversationId, messages } = await ask(
    buyer,
    sellerId,
    productId,
    'Hola, ¿todavía está disponible?',
  );
  const reply = 'Sí, todavía lo tengo. ¿Cuándo lo querés ver?';
  await succeeded(await seller.post(messages, { data: { content: reply } }), 'reply');
  const product = await read(
    await buyer.get(`/api/products/${productId}`),
    'read the product',
    productSchema,
  );
  const amount = Math.max(1, Math.round(Number(product.price) * OFFER_SHARE));
  const offers = `/api/conversations/${conversationId}/offers`;
  await succeeded(await buyer.post(offers, { data: { amount } }), 'make an offer');
  return conversationId;
}

async function postWithPhotos(author: APIRequestContext): Promise<number> {
  const images: string[] = [];
  for (let variant = 0; variant < POST_PHOTOS; variant += 1) images.push(await uploadPhoto(author, variant));
  const content =
    'Fotos de la feria de emprendedores del sábado en el Centro Histórico. ¡Gracias a todos los que llegaron!';
  const post = await read(
    // Placed in San Salvador, so it is on the wall "Cerca de ti" of a reader there.
    await author.post('/api/community', {
      data: {
        content,
        images,
        type: 'event',
        latitude: DEFAULT_LOCATION.latitude,
        longitude: DEFAULT_LOCATION.longitude,
      },
    }),
    'post',
    postSchema,
  );
  return post.id;
}

/** Everything the screens show, on the app at `base` whose mail lands in `mailDir`; `adminEmail` is in ADMIN_EMAILS. */
export async function prepareScreenshotWorld(
  base: string,
  mailDir: string,
  adminEmail: string,
): Promise<ScreenshotWorld> {
  const seller = await signIn(base, demoEmail('ana'), DEMO_PASSWORD);
  const buyer = await registerVerified(base, mailDir, BUYER, 'valeria.quintanilla@cerquita.test');
  const admin = await registerVerified(base, mailDir, ADMIN, adminEmail);
  const sellerId = (await read(await seller.get('/api/user'), 'read the seller', currentUserSchema)).id;
  const [productId, askedProductId, reservedProductId] = await sellerListings(seller, sellerId);
  await succeeded(await buyer.post(`/api/products/${productId}/favorite`), 'favourite');
  const conversationId = await startDeal(buyer, seller, sellerId, productId);
  // Unanswered: the seller's chat offers the one-tap answers.
  const { conversationId: questionConversationId } = await ask(
    buyer,
    sellerId,
    askedProductId,
    '¿Sigue disponible?',
  );
  await ask(buyer, sellerId, reservedProductId, '¿Nos vemos mañana en Metrocentro?');
  const buyerId = (await read(await buyer.get('/api/user'), 'read the buyer', currentUserSchema)).id;
  const reserve = { data: { buyerId, hours: 48 } };
  await succeeded(await seller.patch(`/api/products/${reservedProductId}/reserve`, reserve), 'reserve');
  const postId = await postWithPhotos(buyer);
  const savedSearch = { name: 'bicicleta', q: 'bicicleta' };
  await succeeded(await buyer.post('/api/saved-searches', { data: savedSearch }), 'save a search');
  const world: ScreenshotWorld = {
    seller: await seller.storageState(),
    buyer: await buyer.storageState(),
    admin: await admin.storageState(),
    sellerId,
    productId,
    conversationId,
    questionConversationId,
    reservedProductId,
    postId,
  };
  await Promise.all([seller, buyer, admin].map((context) => context.dispose()));
  return world;
}
