import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import {
  duiCheckDigit,
  identityPhotoUrl,
  isValidDui,
  type IdentityCheck,
  type IdentityStatus,
} from '#shared/identity.ts';
import type { Notification } from '#shared/notifications.ts';
import { identityChecks, users } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import { noticeTextIn } from '#server/features/notifications/notifier.ts';
import { registerUser, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { registerAdmin, runFreshnessJobsAt, send } from '#server/testing/test-world.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';
import { duiHashOf, IDENTITY_PHOTOS_DELETED_AFTER_MS } from './service.ts';

const adminEmail = uniqueEmail('identity-admin');
const ctx = useTestContextWithUploads('identity', { ADMIN_EMAILS: adminEmail });
let admin: TestClient;
beforeAll(async () => {
  admin = (await registerAdmin(ctx, adminEmail)).client;
});

/** Valid DUIs under the check digit rule (weights 9…2, then (10 − sum mod 10) mod 10). */
const VALID_DUIS = ['00016297-5', '12345678-4', '04567891-1'];
let duiSeed = 20_000_000;
/** A valid DUI no other test uses. */
function freshDui() {
  duiSeed += 1;
  const digits = String(duiSeed).padStart(8, '0');
  return `${digits}-${duiCheckDigit(digits)}`;
}

/** A photo as a phone takes it: a JPEG with EXIF (camera and a GPS position) that must not survive. */
const photoWithExif = (red: number) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Ana' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();

type Part = { name: string; bytes: Buffer; filename?: string };

function multipart(parts: readonly Part[]) {
  const boundary = `----cerquita${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(({ name, bytes, filename }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : '') +
        '\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function photoParts() {
  return {
    front: { name: 'front', bytes: await photoWithExif(10), filename: 'front.jpg' },
    back: { name: 'back', bytes: await photoWithExif(20), filename: 'back.jpg' },
    selfie: { name: 'selfie', bytes: await photoWithExif(30), filename: 'selfie.jpg' },
  } satisfies Record<string, Part>;
}

async function threePhotos(): Promise<Part[]> {
  const { front, back, selfie } = await photoParts();
  return [front, back, selfie];
}

function submit(client: TestClient, parts: readonly Part[], language = 'es') {
  const { payload, contentType } = multipart(parts);
  return client.request({
    method: 'POST',
    url: '/api/user/identity',
    payload,
    headers: { 'content-type': contentType, 'accept-language': language },
  });
}

async function submitted(client: TestClient) {
  const response = await submit(client, await threePhotos());
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.db
    .select()
    .from(identityChecks)
    .orderBy(identityChecks.id)
    .where(eq(identityChecks.status, 'pending'))
    .then((rows) => rows.slice(-1));
  if (!row) throw new Error('no pending check stored');
  return row;
}

const identityDir = () => path.join(ctx.config.uploadDir, 'identity');
const storedPhotoNames = async () => (existsSync(identityDir()) ? readdir(identityDir()) : []);
const statusOf = async (client: TestClient) =>
  (await client.get('/api/user/identity')).json<IdentityStatus>();
const isVerified = async (userId: number) =>
  (await ctx.db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId)))[0]
    ?.isVerified;
const approve = (checkId: number, body: object, language = 'es') =>
  send(admin, 'POST', `/api/admin/identity-checks/${checkId}/approve`, body, language);
const reject = (checkId: number, body: object) =>
  send(admin, 'POST', `/api/admin/identity-checks/${checkId}/reject`, body);

describe('the DUI check digit', () => {
  it('accepts known valid numbers and refuses each with another last digit or another format', () => {
    for (const dui of VALID_DUIS) {
      expect(isValidDui(dui)).toBe(true);
      const last = Number(dui.slice(-1));
      expect(isValidDui(`${dui.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
    for (const text of ['000162975', '0016297-5', '00016297-55', '0001629a-5', ' 00016297-5x', '']) {
      expect(isValidDui(text)).toBe(false);
    }
  });
});

describe('POST /api/user/identity', () => {
  it('stores a pending check with the photos re-encoded without metadata, outside the public uploads', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await submit(client, await threePhotos());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', reason: null, decidedAt: null });
    const [row] = await ctx.db.select().from(identityChecks).where(eq(identityChecks.userId, user.id));
    const names = [row?.frontImage, row?.backImage, row?.selfieImage];
    expect(names.every((name) => typeof name === 'string' && /^[0-9a-f]{48}\.jpg$/.test(name))).toBe(true);
    const stored = await storedPhotoNames();
    for (const name of names) {
      expect(stored).toContain(name);
      const metadata = await sharp(path.join(identityDir(), String(name))).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      // Not under /uploads: the public file route knows no such name.
      expect((await new TestClient(ctx.app).get(`/uploads/${String(name)}`)).statusCode).toBe(404);
      expect((await new TestClient(ctx.app).get(`/uploads/identity/${String(name)}`)).statusCode).toBe(404);
    }
    expect(await statusOf(client)).toMatchObject({ status: 'pending' });
  });

  it('allows one pending check per person (409), and another after a rejection', async () => {
    const { client } = await registerUser(ctx.app);
    const check = await submitted(client);
    const again = await submit(client, await threePhotos());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('es', 'api.identityCheckPending'));
    expect((await reject(check.id, { reason: 'La foto está borrosa' })).statusCode).toBe(200);
    expect((await submit(client, await threePhotos())).statusCode).toBe(201);
  });

  it.each([
    ['no photo at all', []],
    ['the selfie missing', ['front', 'back']],
    ['an empty part', ['front', 'back', 'empty']],
  ] as const)('refuses %s (400) and stores nothing', async (_label, fields) => {
    const { client, user } = await registerUser(ctx.app);
    const parts = await photoParts();
    const empty = { name: 'selfie', bytes: Buffer.alloc(0), filename: 'selfie.jpg' };
    const response = await submit(
      client,
      fields.map((field) => (field === 'empty' ? empty : parts[field])),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'api.identityPhotosMissing'));
    expect(await ctx.db.select().from(identityChecks).where(eq(identityChecks.userId, user.id))).toEqual([]);
  });

  it('refuses a part that is not an image (400), a text field in place of a file, and JSON', async () => {
    const { client, user } = await registerUser(ctx.app);
    const { front, back } = await photoParts();
    const notImage = await submit(client, [
      front,
      back,
      { name: 'selfie', bytes: Buffer.from('hola'), filename: 's.jpg' },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(translate('es', 'validation.imageInvalid'));
    const textField = await submit(client, [front, back, { name: 'selfie', bytes: Buffer.from('texto') }]);
    expect(textField.statusCode).toBe(400);
    const json = await client.post('/api/user/identity', { front: 'x', back: 'y', selfie: 'z' });
    expect(json.statusCode).toBe(400);
    expect(await ctx.db.select().from(identityChecks).where(eq(identityChecks.userId, user.id))).toEqual([]);
  });

  it('refuses a photo over the image limit (413) in the caller’s language', async () => {
    const { client } = await registerUser(ctx.app);
    const { front, back } = await photoParts();
    const huge = { name: 'selfie', bytes: Buffer.alloc(IMAGE_BYTES_MAX + 1, 1), filename: 's.jpg' };
    const response = await submit(client, [front, back, huge], 'en');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(translate('en', 'api.imageTooLarge', { megabytes: 5 }));
  });

  it('answers 401 to a visitor, for sending and for the status', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await submit(visitor, await threePhotos())).statusCode).toBe(401);
    expect((await visitor.get('/api/user/identity')).statusCode).toBe(401);
  });

  it('says `none` before any check', async () => {
    const { client } = await registerUser(ctx.app);
    expect(await statusOf(client)).toEqual({
      status: 'none',
      reason: null,
      submittedAt: null,
      decidedAt: null,
    });
  });
});

describe('the admin queue and its photos', () => {
  it('lists waiting checks first; photos reach the admin only, never the owner, an outsider or a visitor', async () => {
    const owner = await registerUser(ctx.app, { firstName: 'Rosa', lastName: 'Martínez' });
    const check = await submitted(owner.client);
    const queue = await admin.get('/api/admin/identity-checks');
    expect(queue.statusCode).toBe(200);
    const checks = queue.json<IdentityCheck[]>();
    const firstDecided = checks.findIndex((each) => each.status !== 'pending');
    const lastPending = checks.findLastIndex((each) => each.status === 'pending');
    expect(firstDecided === -1 || lastPending < firstDecided).toBe(true);
    expect(checks.find((each) => each.id === check.id)).toMatchObject({
      status: 'pending',
      user: { id: owner.user.id, firstName: 'Rosa', lastName: 'Martínez' },
      photos: true,
    });

    for (const photo of ['front', 'back', 'selfie'] as const) {
      const url = identityPhotoUrl(check.id, photo);
      const seen = await admin.get(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/jpeg');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(seen.rawPayload).metadata()).format).toBe('jpeg');
      expect((await owner.client.get(url)).statusCode).toBe(403);
      expect((await (await registerUser(ctx.app)).client.get(url)).statusCode).toBe(403);
      expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(401);
    }
    expect((await owner.client.get('/api/admin/identity-checks')).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/identity-checks')).statusCode).toBe(401);
    expect((await admin.get(identityPhotoUrl(999_999, 'front'))).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/identity-checks/${check.id}/photos/passport`)).statusCode).toBe(400);
  });
});

describe('deciding a check', () => {
  it('approves with a valid DUI: verified, reviewer, time and only a keyed hash kept; told in the person’s language', async () => {
    const { client, user } = await registerUser(ctx.app);
    await send(client, 'PUT', '/api/user/language', { language: 'en' });
    const check = await submitted(client);
    const dui = freshDui();
    const response = await approve(check.id, { duiNumber: dui });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', reason: null });
    expect(await isVerified(user.id)).toBe(true);
    const [row] = await ctx.db.select().from(identityChecks).where(eq(identityChecks.id, check.id));
    expect(row?.reviewerId).not.toBeNull();
    expect(row?.decidedAt).toBeInstanceOf(Date);
    expect(row?.duiHash).toBe(duiHashOf(ctx.config.sessionSecret, dui));
    expect(JSON.stringify(row)).not.toContain(dui.slice(0, 8));
    expect(await statusOf(client)).toMatchObject({ status: 'approved' });

    await ctx.deps.notifier.idle();
    const [notice] = (await client.get('/api/notifications')).json<Notification[]>();
    expect(notice).toMatchObject({ type: 'identity_check', params: { outcome: 'approved', reason: null } });
    const texts = noticeTextIn('en', {
      type: 'identity_check',
      params: { outcome: 'approved', reason: null },
    });
    expect(texts.title).toBe('Your identity is verified');
    expect(
      noticeTextIn('es', { type: 'identity_check', params: { outcome: 'approved', reason: null } }).title,
    ).toBe('Verificamos tu identidad');
  });

  it('refuses a second account with the same DUI (409) and leaves it unverified and pending', async () => {
    const dui = freshDui();
    const first = await registerUser(ctx.app);
    expect((await approve((await submitted(first.client)).id, { duiNumber: dui })).statusCode).toBe(200);
    const second = await registerUser(ctx.app);
    const check = await submitted(second.client);
    const response = await approve(check.id, { duiNumber: dui });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(translate('es', 'api.duiTaken'));
    expect(await isVerified(second.user.id)).toBe(false);
    expect(await statusOf(second.client)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['no number', {}],
    ['a wrong check digit', { duiNumber: '00016297-4' }],
    ['no hyphen', { duiNumber: '000162975' }],
    ['letters', { duiNumber: 'abcdefgh-1' }],
    ['a number', { duiNumber: 162975 }],
  ])('refuses %s (400) and changes nothing', async (_label, body) => {
    const { client, user } = await registerUser(ctx.app);
    const check = await submitted(client);
    const response = await approve(check.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'validation.duiInvalid'));
    expect(await isVerified(user.id)).toBe(false);
  });

  it('rejects with a reason the person is told in Spanish; a reason is required; a decided check is 409', async () => {
    const { client, user } = await registerUser(ctx.app);
    const check = await submitted(client);
    expect((await reject(check.id, { reason: '  ' })).statusCode).toBe(400);
    const response = await reject(check.id, { reason: 'No se lee el número del DUI' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(client)).toMatchObject({
      status: 'rejected',
      reason: 'No se lee el número del DUI',
    });
    expect(await isVerified(user.id)).toBe(false);
    const again = await approve(check.id, { duiNumber: freshDui() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('es', 'api.identityCheckDecided'));

    await ctx.deps.notifier.idle();
    const [notice] = (await client.get('/api/notifications')).json<Notification[]>();
    expect(notice?.type).toBe('identity_check');
    expect(
      noticeTextIn('es', { type: 'identity_check', params: { outcome: 'rejected', reason: 'Borrosa' } }),
    ).toEqual({
      title: 'No pudimos verificar tu identidad',
      body: 'Motivo: Borrosa. Puedes enviar fotos nuevas desde Ajustes.',
    });
  });

  it('refuses decisions to non-admins (403) and visitors (401), changing nothing; unknown checks 404', async () => {
    const { client, user } = await registerUser(ctx.app);
    const check = await submitted(client);
    const body = { duiNumber: freshDui() };
    const url = `/api/admin/identity-checks/${check.id}/approve`;
    expect((await client.post(url, body)).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).post(url, body)).statusCode).toBe(401);
    expect(
      (await client.post(`/api/admin/identity-checks/${check.id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(await isVerified(user.id)).toBe(false);
    expect(await statusOf(client)).toMatchObject({ status: 'pending' });
    expect((await approve(999_999, body)).statusCode).toBe(404);
    expect((await reject(999_999, { reason: 'x' })).statusCode).toBe(404);
  });

  it('a verified person cannot send another check (409)', async () => {
    const { client } = await registerUser(ctx.app);
    await approve((await submitted(client)).id, { duiNumber: freshDui() });
    const response = await submit(client, await threePhotos());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(translate('es', 'api.identityAlreadyVerified'));
  });
});

describe('isVerified is earned only', () => {
  it('the profile update ignores isVerified', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await send(client, 'PATCH', '/api/user/profile', { firstName: 'Ana', isVerified: true });
    expect(response.statusCode).toBe(200);
    expect(await isVerified(user.id)).toBe(false);
  });
});

describe('photo deletion after the decision', () => {
  it('deletes the photos and clears their names once the decision is six days old, not before', async () => {
    const { client } = await registerUser(ctx.app);
    const check = await submitted(client);
    await reject(check.id, { reason: 'Borrosa' });
    const names = [check.frontImage, check.backImage, check.selfieImage];
    const soon = new Date(Date.now() + IDENTITY_PHOTOS_DELETED_AFTER_MS - 60_000);
    await runFreshnessJobsAt(ctx, soon);
    expect(await storedPhotoNames()).toEqual(expect.arrayContaining(names));

    const withinAWeek = new Date(Date.now() + IDENTITY_PHOTOS_DELETED_AFTER_MS + 60_000);
    expect((await runFreshnessJobsAt(ctx, withinAWeek)).identityChecksCleared).toBeGreaterThanOrEqual(1);
    const stored = await storedPhotoNames();
    for (const name of names) expect(stored).not.toContain(name);
    const [row] = await ctx.db.select().from(identityChecks).where(eq(identityChecks.id, check.id));
    expect(row).toMatchObject({ frontImage: null, backImage: null, selfieImage: null, status: 'rejected' });
    expect((await admin.get(identityPhotoUrl(check.id, 'front'))).statusCode).toBe(404);
    const listed = (await admin.get('/api/admin/identity-checks?limit=100')).json<IdentityCheck[]>();
    expect(listed.find((each) => each.id === check.id)?.photos).toBe(false);
  });

  it('keeps the photos of a check still waiting', async () => {
    const { client } = await registerUser(ctx.app);
    const check = await submitted(client);
    await runFreshnessJobsAt(ctx, new Date(Date.now() + 30 * IDENTITY_PHOTOS_DELETED_AFTER_MS));
    expect(await storedPhotoNames()).toContain(check.frontImage);
  });
});

describe('account deletion', () => {
  it('takes the checks, their photos and the DUI hash: the DUI may verify a new account', async () => {
    const dui = freshDui();
    const leaving = await registerUser(ctx.app);
    const check = await submitted(leaving.client);
    expect((await approve(check.id, { duiNumber: dui })).statusCode).toBe(200);
    const deleted = await send(leaving.client, 'DELETE', '/api/user/account', {
      confirmation: 'eliminar',
      password: leaving.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.db.select().from(identityChecks).where(eq(identityChecks.id, check.id))).toEqual([]);
    const stored = await storedPhotoNames();
    for (const name of [check.frontImage, check.backImage, check.selfieImage])
      expect(stored).not.toContain(name);

    const newcomer = await registerUser(ctx.app);
    expect((await approve((await submitted(newcomer.client)).id, { duiNumber: dui })).statusCode).toBe(200);
  });
});
