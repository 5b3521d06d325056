import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { runFreshnessJobs, runNotificationJobs } from '#server/maintenance.ts';
import type { Mail } from '#server/plugins/mailer.ts';
import {
  createTestContext,
  registerUser,
  TestClient,
  type ClosableTestContext,
  type TestContext,
} from './test-app.ts';

/**
 * Test helpers shared across domains: contexts with uploads, verified and admin accounts, uploads and listings through
 * the API. Rows written directly into the database are in inserts.ts.
 */

/** A test context whose uploads go to a new temporary folder (`config.uploadDir`), removed when it closes. */
export async function createTestContextWithUploads(
  label: string,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestContext>[1] = {},
): Promise<ClosableTestContext> {
  const uploadDir = await mkdtemp(path.join(tmpdir(), `cerquita-${label}-`));
  const ctx = await createTestContext({ ...env, UPLOAD_DIR: uploadDir }, options);
  return {
    ...ctx,
    async close() {
      await ctx.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The token of the newest verification link mailed to `email`; undefined when none was. */
export function mailedVerificationToken(mails: readonly Mail[], email: string): string | undefined {
  const link = /\/verify-email\?token=([\w-]+)/;
  const mail = mails.findLast((each) => each.to === email && link.test(each.text));
  return mail && link.exec(mail.text)?.[1];
}

/** Opens the verification link mailed to `email`, as its owner would; admin rights need a verified address. */
export async function verifyMailedAddress(ctx: TestContext, email: string): Promise<void> {
  const token = mailedVerificationToken(ctx.mails, email);
  if (!token) throw new Error(`no verification mail to ${email}`);
  const response = await new TestClient(ctx.app).post('/api/verify-email', { token });
  if (response.statusCode !== 200)
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
}

/** Registers an ADMIN_EMAILS address and follows its mailed link: a signed-in admin, past the new-account limits. */
export async function registerAdmin(ctx: TestContext, email: string) {
  const registered = await registerUser(ctx.app, { email });
  await verifyMailedAddress(ctx, registered.user.email);
  await settleAccount(ctx.db, registered.user.id);
  return registered;
}

/** A user's presence as stored: whether others see them online, and since when they are not. */
export async function storedPresenceOf(db: Database, userId: number) {
  const [row] = await db
    .select({ isOnline: users.isOnline, lastOnline: users.lastOnline })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Takes an account past the new-account limits (plugins/throttle.ts): a day old with a verified email, as a seller
 * who lists many things in a test would be.
 */
export async function settleAccount(db: Database, userId: number) {
  await db
    .update(users)
    .set({ emailVerified: true, createdAt: sql`now() - interval '2 days'` })
    .where(eq(users.id, userId));
}

/** A call answered in `language` (the server speaks Spanish unless asked for English). */
export function send(
  client: TestClient,
  method: 'PATCH' | 'DELETE' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'es',
) {
  return client.request({
    method,
    url,
    headers: { 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

let colourSeed = 0;

/**
 * Uploads a picture and answers its address. Without `red`, of a colour never used before in this process, so every
 * call stores a new file; with it, the same picture each time, so a second upload finds the first.
 */
export async function uploadPhoto(client: TestClient, red?: number): Promise<string> {
  colourSeed += 1;
  const background =
    red === undefined
      ? { r: (colourSeed * 37) % 256, g: (colourSeed * 91) % 256, b: (colourSeed * 13) % 256 }
      : { r: red, g: 90, b: 40 };
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await client.request({
    method: 'POST',
    url: '/api/uploads',
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url;
}

/** Whether the upload's main file and thumbnail are both on disk (both or neither, once cleaned). */
export function uploadOnDisk(uploadDir: string, url: string): boolean {
  const main = existsSync(path.join(uploadDir, path.basename(url)));
  const thumbnail = existsSync(path.join(uploadDir, path.basename(thumbnailUrlOf(url))));
  if (main !== thumbnail) throw new Error(`${url}: main ${main}, thumbnail ${thumbnail}`);
  return main;
}

/** A listing's input as `POST /api/products` takes it, in the first category, with `overrides` on top. */
export async function listingInput(client: TestClient, overrides: Record<string, unknown> = {}) {
  const categories = (await client.get('/api/categories')).json<{ id: number }[]>();
  return {
    title: 'Licuadora Oster',
    description: 'Funciona perfecto, poco uso.',
    price: 25,
    categoryId: categories[0]?.id,
    condition: 'good',
    location: 'San Salvador',
    meetupLocation: 'Metrocentro',
    meetupLatitude: 13.7055,
    meetupLongitude: -89.2115,
    ...overrides,
  };
}

export async function createListing(client: TestClient, images: string[] = []): Promise<number> {
  const response = await client.post('/api/products', await listingInput(client, { images }));
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

export async function favorite(client: TestClient, productId: number) {
  const response = await client.post(`/api/products/${productId}/favorite`);
  if (response.json<{ favorited: boolean }>().favorited !== true) throw new Error('favourite failed');
}

export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

/** Runs the five-minute notification jobs (saved-search batches, daily digests) once, on the test's app. */
/** The freshness jobs (reservations ending, expiry reminders) as main.ts runs them, at `now`; settled. */
export async function runFreshnessJobsAt(ctx: TestContext, now: Date) {
  const done = await runFreshnessJobs(
    { ...ctx.deps, appUrl: ctx.config.appUrl, sessionSecret: ctx.config.sessionSecret },
    now,
  );
  await ctx.deps.notifier.idle();
  return done;
}

export function runNotificationJobsOf(ctx: TestContext) {
  return runNotificationJobs({
    db: ctx.db,
    notifier: ctx.deps.notifier,
    mailer: ctx.deps.mailer,
    appUrl: ctx.config.appUrl,
    sessionSecret: ctx.config.sessionSecret,
  });
}
