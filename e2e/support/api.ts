import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.ts';
import { waitForMail } from './mail.ts';

/**
 * What journeys set up through the API rather than the screens: people and listings. `request` is a page's or a
 * context's (`page.request` shares the page's cookies), so what it signs in, the browser is signed in as too.
 */

/** Where the journeys stand: San Salvador's centre. */
export const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };

/** Far from San Salvador, where the browsing journeys count what is near: listings here never join them. */
export const SAN_MIGUEL = { latitude: 13.4833, longitude: -88.1833 };

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The part of an email address a first name gives: lower case, without accents ('Sofía' → 'sofia'). */
function mailbox(firstName: string): string {
  return firstName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Someone without an account yet, with an email and password nobody has used. */
export function newPerson(firstName: string, lastName = 'Rivas'): Person {
  const id = randomBytes(4).toString('hex');
  return {
    firstName,
    lastName,
    email: `${mailbox(firstName)}.${id}@cerquita.test`,
    password: `pupusa-${id}`,
  };
}

/** Registers `person`, which signs `request` in as them. */
export async function register(request: APIRequestContext, person: Person): Promise<{ id: number }> {
  const response = await request.post('/api/register', {
    data: { ...person, confirmPassword: person.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user }: { user: { id: number } } = await response.json();
  return user;
}

/** The verification link mailed to `email` at registration (or by a resend), in either language. */
export async function mailedVerificationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: /Confirma tu correo|Confirm your Cerquita email/ });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === '/verify-email');
  expect(link, `verification link in: ${mail.text}`).toBeDefined();
  return link ?? '';
}

/** Follows the verification link mailed to `email`, as its owner would (admin rights need a verified address). */
export async function verifyMailedAddress(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await mailedVerificationLink(email)).searchParams.get('token');
  const response = await request.post('/api/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The run's ADMIN_EMAILS account (`E2E_ADMIN_EMAIL`), signed in on `request`: registered and verified through the
 * mailed link on first use (admin rights need a verified address), signed in again afterwards.
 */
export async function signInAdmin(request: APIRequestContext): Promise<Person> {
  const email = process.env.E2E_ADMIN_EMAIL;
  if (!email) throw new Error('E2E_ADMIN_EMAIL is not set: run through playwright.config.ts');
  const admin: Person = { ...newPerson('Admin'), email, password: 'admin-e2e-pupusas' };
  const registered = await request.post('/api/register', {
    data: { ...admin, confirmPassword: admin.password },
  });
  if (registered.status() === 409) {
    const login = await request.post('/api/login', { data: { email, password: admin.password } });
    expect(login.status(), await login.text()).toBe(200);
    return admin;
  }
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyMailedAddress(request, email);
  return admin;
}

/** Registers a new person called `firstName` Rivas, which signs `request` in as them. */
export function signUp(request: APIRequestContext, firstName: string): Promise<{ id: number }> {
  return register(request, newPerson(firstName));
}

/** A PNG of one colour. */
export function solidPng(background: string, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Uploads a photo as the signed-in user; answers its URL. */
export async function uploadPhoto(request: APIRequestContext, png: Buffer): Promise<string> {
  const response = await request.post('/api/uploads', {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { url }: { url: string } = await response.json();
  return url;
}

/** The id of the category with this (Spanish) name. */
export async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const categories: { id: number; name: string }[] = await (await request.get('/api/categories')).json();
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

export interface NewProduct {
  title: string;
  categoryId: number;
  price?: number;
  description?: string;
  /** Where the product is, and its meetup point: San Salvador's centre unless given. */
  latitude?: number;
  longitude?: number;
  images?: string[];
}

/** Lists a product as the signed-in user, in good condition, to meet where it is; answers its id. */
export async function createProduct(request: APIRequestContext, product: NewProduct): Promise<number> {
  const latitude = product.latitude ?? SAN_SALVADOR.latitude;
  const longitude = product.longitude ?? SAN_SALVADOR.longitude;
  const response = await request.post('/api/products', {
    data: {
      title: product.title,
      description: product.description ?? 'En buen estado, se puede probar antes de comprar.',
      price: product.price ?? 40,
      categoryId: product.categoryId,
      condition: 'good',
      location: 'San Salvador',
      latitude,
      longitude,
      meetupLocation: 'Plaza Gerardo Barrios',
      meetupLatitude: latitude,
      meetupLongitude: longitude,
      images: product.images ?? [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created: { id: number } = await response.json();
  return created.id;
}

/** A listing a journey sets up: its category by (Spanish) name. */
export type Listing = Omit<NewProduct, 'categoryId' | 'images'> & { category: string };

/**
 * A new seller called `firstName`, signed in on `request`, who has listed these (with one photo of `photo`'s colour
 * when given); answers the seller's id and the listings' ids in order. A new account lists three an hour.
 */
export async function sellerWithListings(
  request: APIRequestContext,
  firstName: string,
  listings: readonly Listing[],
  { photo }: { photo?: string } = {},
): Promise<{ sellerId: number; productIds: number[] }> {
  const { id: sellerId } = await signUp(request, firstName);
  const images = photo ? [await uploadPhoto(request, await solidPng(photo))] : [];
  const productIds: number[] = [];
  for (const { category, ...listing } of listings)
    productIds.push(
      await createProduct(request, { ...listing, categoryId: await categoryId(request, category), images }),
    );
  return { sellerId, productIds };
}

/** `sellerWithListings` with one listing. */
export async function sellerWithListing(
  request: APIRequestContext,
  firstName: string,
  listing: Listing,
  options: { photo?: string } = {},
): Promise<{ sellerId: number; productId: number }> {
  const {
    sellerId,
    productIds: [productId],
  } = await sellerWithListings(request, firstName, [listing], options);
  if (productId === undefined) throw new Error('the listing was not created');
  return { sellerId, productId };
}
