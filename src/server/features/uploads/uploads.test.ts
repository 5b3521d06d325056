import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import { isUploadUrl, mediumUrlOf, thumbnailUrlOf } from '#shared/upload-urls.ts';
import { uploadedImageSchema } from '#shared/uploads.ts';
import { translate } from '#server/i18n.ts';
import { uploads as uploadRecords } from '#server/db/schema.ts';
import { startS3TestServer } from '#server/testing/s3-server.ts';
import { createTestContext, registerUser, TestClient, type TestContext } from '#server/testing/test-app.ts';
import { createListing } from '#server/testing/test-world.ts';
import { useTestContextOpenedBy } from '#server/testing/use-test-context.ts';

/** Where a test context keeps its uploads, and how a test lists what is there. */
type TestStorage = {
  env: Record<string, string>;
  /** The stored file names (a local folder's hidden temporary files too). */
  names(): Promise<string[]>;
  /** Removes one stored file behind the app's back. */
  remove(name: string): Promise<void>;
  /** The local folder the app is given: with S3 it must stay empty. */
  localDir: string;
  remote: boolean;
  close(): Promise<void>;
};

async function localFolder(): Promise<TestStorage> {
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'cerquita-uploads-'));
  // Not there yet: the first upload creates it.
  const localDir = path.join(tempRoot, 'nested', 'uploads');
  return {
    env: { UPLOAD_DIR: localDir },
    names: async () => (existsSync(localDir) ? readdir(localDir) : []),
    remove: (name) => rm(path.join(localDir, name)),
    localDir,
    remote: false,
    close: () => rm(tempRoot, { recursive: true, force: true }),
  };
}

async function s3Bucket(): Promise<TestStorage> {
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'cerquita-uploads-'));
  const localDir = path.join(tempRoot, 'uploads');
  const server = await startS3TestServer();
  return {
    env: { ...server.env, UPLOAD_DIR: localDir },
    names: () => server.objectNames(),
    remove: (name) => server.deleteObject(name),
    localDir,
    remote: true,
    async close() {
      await server.close();
      await rm(tempRoot, { recursive: true, force: true });
    },
  };
}

const STORAGES = [
  { name: 'a local folder', start: localFolder },
  { name: 'an S3-compatible bucket', start: s3Bucket },
];

const HASH = 'a'.repeat(64);
const INVALID_ES = 'Elige un archivo de imagen';
const INVALID_EN = 'Choose an image file';

/** A picture with detail (so JPEG sizes are realistic) and a colour chosen per call, so each is a new upload. */
function picture(width: number, height: number, background = '#3a7d44') {
  const noise = Math.min(width, height, 400);
  return sharp({ create: { width, height, channels: 3, background } }).composite([
    {
      input: {
        create: {
          width: noise,
          height: noise,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      },
      left: 0,
      top: 0,
    },
  ]);
}

type Sharp = ReturnType<typeof sharp>;

let colourSeed = 0;
const freshColour = () => `#${(0x102030 + (colourSeed += 0x010305)).toString(16).padStart(6, '0')}`;

function upload(client: TestClient, payload: Buffer | string, contentType: string, language = 'es') {
  return client.request({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': contentType, 'accept-language': language },
  });
}

/** A stored file's bytes, read back through the app's storage, whichever it is. */
async function storedBytes(ctx: TestContext, url: string): Promise<Buffer> {
  const file = await ctx.deps.uploads.open(path.basename(url));
  if (!file) throw new Error(`${url} is not stored`);
  return buffer(file.stream);
}

describe.each(STORAGES)('uploads kept in $name', ({ start }) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await start();
  });
  afterAll(() => storage?.close());
  const ctx = useTestContextOpenedBy(() => createTestContext(storage.env));

  describe('POST /api/uploads', () => {
    it('stores a resized JPEG with medium and thumbnail copies, content-addressed, served with immutable caching', async () => {
      const { client } = await registerUser(ctx.app);
      const png = await picture(2000, 1500, freshColour()).png().toBuffer();
      const response = await upload(client, png, 'image/png');
      expect(response.statusCode).toBe(201);
      const body = uploadedImageSchema.parse(response.json());
      expect(body).toEqual({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.jpg$/),
        thumbnailUrl: body.url.replace(/\.jpg$/, '.thumb.jpg'),
        width: 1600,
        height: 1200,
      });
      expect(isUploadUrl(body.url)).toBe(true);
      expect(thumbnailUrlOf(body.url)).toBe(body.thumbnailUrl);

      const stored = await storedBytes(ctx, body.url);
      const main = await sharp(stored).metadata();
      expect(main).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
      const medium = await sharp(await storedBytes(ctx, mediumUrlOf(body.url))).metadata();
      expect(medium).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
      const thumb = await sharp(await storedBytes(ctx, body.thumbnailUrl)).metadata();
      expect(thumb).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
      expect(await ctx.deps.uploads.exists(body.url)).toBe(true);
      if (storage.remote) expect(existsSync(storage.localDir)).toBe(false);

      for (const url of [body.url, mediumUrlOf(body.url), body.thumbnailUrl]) {
        const served = await new TestClient(ctx.app).get(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['set-cookie']).toBeUndefined();
        expect(served.rawPayload.equals(await storedBytes(ctx, url))).toBe(true);
      }
      const revalidated = await new TestClient(ctx.app).get(body.url, {
        'if-none-match': String((await new TestClient(ctx.app).get(body.url)).headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('never enlarges a small image and accepts JPEG, WebP, GIF and AVIF', async () => {
      const { client } = await registerUser(ctx.app);
      const small = await upload(
        client,
        await picture(300, 200, freshColour()).png().toBuffer(),
        'image/png',
      );
      expect(small.statusCode).toBe(201);
      expect(small.json()).toMatchObject({ width: 300, height: 200 });
      for (const url of [mediumUrlOf(small.json().url), small.json().thumbnailUrl]) {
        const copy = await sharp(await storedBytes(ctx, url)).metadata();
        expect([copy.width, copy.height], url).toEqual([300, 200]);
      }

      const formats: [string, (image: Sharp) => Sharp][] = [
        ['image/jpeg', (image) => image.jpeg()],
        ['image/webp', (image) => image.webp()],
        ['image/gif', (image) => image.gif()],
        ['image/avif', (image) => image.avif()],
      ];
      for (const [type, encode] of formats) {
        const bytes = await encode(picture(64, 48, freshColour())).toBuffer();
        const response = await upload(client, bytes, `${type}`);
        expect(response.statusCode, type).toBe(201);
        expect(response.json()).toMatchObject({ width: 64, height: 48 });
      }
    });

    it('keeps the first frame of an animated GIF', async () => {
      const { client } = await registerUser(ctx.app);
      const frames = await Promise.all(
        ['#ff0000', '#0000ff'].map((background) =>
          sharp({ create: { width: 40, height: 30, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBe(2);
      const response = await upload(client, gif, 'image/gif');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ width: 40, height: 30 });
      const { data } = await sharp(await storedBytes(ctx, response.json().url))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[2]).toBeLessThan(60);
    });

    it('answers the same URL for the same image and stores it once, leaving no temporary files', async () => {
      const { client } = await registerUser(ctx.app);
      const jpeg = await picture(900, 600, freshColour()).jpeg().toBuffer();
      const first = await upload(client, jpeg, 'image/jpeg');
      const second = await upload(client, jpeg, 'image/jpeg');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      const names = await storage.names();
      const hash = first.json().url.replace('/uploads/', '').replace('.jpg', '');
      expect(names.filter((name) => name.startsWith(hash)).sort()).toEqual([
        `${hash}.jpg`,
        `${hash}.medium.jpg`,
        `${hash}.thumb.jpg`,
      ]);
      expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    });

    it('strips EXIF (GPS included) and applies the orientation it carried', async () => {
      const { client } = await registerUser(ctx.app);
      const jpeg = await picture(2000, 1500, freshColour())
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Make: 'Cerquita Test Camera' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 41/1 0/1' },
        })
        .toBuffer();
      const input = await sharp(jpeg).metadata();
      expect(input.exif).toBeDefined();
      expect(input.orientation).toBe(6);
      expect(jpeg.includes('Cerquita Test Camera')).toBe(true);

      const response = await upload(client, jpeg, 'image/jpeg');
      expect(response.statusCode).toBe(201);
      // Orientation 6 means "rotate 90°": the stored picture is portrait.
      expect(response.json()).toMatchObject({ width: 1200, height: 1600 });
      const { url: mainUrl, thumbnailUrl } = response.json();
      for (const url of [mainUrl, mediumUrlOf(mainUrl), thumbnailUrl]) {
        const stored = await storedBytes(ctx, url);
        const metadata = await sharp(stored).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(stored.includes('Cerquita Test Camera')).toBe(false);
        expect(stored.includes('Exif')).toBe(false);
      }
    });

    it('puts transparent areas on white', async () => {
      const { client } = await registerUser(ctx.app);
      const transparent = await sharp({
        create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const response = await upload(client, transparent, 'image/png');
      expect(response.statusCode).toBe(201);
      const { data } = await sharp(await storedBytes(ctx, response.json().url))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.min(...data)).toBeGreaterThan(245);
    });

    it('answers 401 Unauthorized without a session and stores nothing', async () => {
      const before = await storage.names();
      const png = await picture(100, 100, freshColour()).png().toBuffer();
      const response = await upload(new TestClient(ctx.app), png, 'image/png');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
      const after = await storage.names();
      expect(after).toEqual(before);
    });

    it.each([
      ['text/plain', 'hola'],
      ['application/json', '{"image":"data:image/png;base64,iVBORw0KGgo="}'],
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
      ['image/heic', 'ftypheic'],
      ['application/octet-stream', 'xxxx'],
    ])('refuses the content type %s with 400 and a translated message', async (type, body) => {
      const { client } = await registerUser(ctx.app);
      const es = await upload(client, body, type);
      expect(es.statusCode).toBe(400);
      expect(es.json()).toEqual({ message: INVALID_ES });
      const en = await upload(client, body, type, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({ message: INVALID_EN });
    });

    it('refuses a request without body or content type', async () => {
      const { client } = await registerUser(ctx.app);
      const response = await client.request({ method: 'POST', url: '/api/uploads' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: INVALID_ES });
    });

    it('refuses bytes that are not a whole, accepted image, whatever their label', async () => {
      const { client } = await registerUser(ctx.app);
      const jpeg = await picture(800, 600, freshColour()).jpeg().toBuffer();
      const tiff = await picture(50, 50, freshColour()).tiff().toBuffer();
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(IMAGE_BYTES_MAX);
      const cases: [string, Buffer | string, string][] = [
        ['text', 'esto no es una imagen', 'image/jpeg'],
        ['html', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'image/jpeg'],
        ['svg labelled png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/png'],
        ['truncated jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
        ['jpeg header only', jpeg.subarray(0, 200), 'image/jpeg'],
        ['tiff', tiff, 'image/png'],
        ['empty body', Buffer.alloc(0), 'image/jpeg'],
        ['48 megapixel bomb', bomb, 'image/png'],
      ];
      for (const [label, payload, type] of cases) {
        const response = await upload(client, payload, type);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ message: INVALID_ES });
      }
    });

    it('refuses more than 5 MB with 413 and a translated message', async () => {
      const { client } = await registerUser(ctx.app);
      const tooBig = Buffer.alloc(IMAGE_BYTES_MAX + 1, 0xff);
      const es = await upload(client, tooBig, 'image/jpeg');
      expect(es.statusCode).toBe(413);
      expect(es.json()).toEqual({ message: 'La foto pesa más de 5 MB. Prueba con otra más liviana.' });
      const en = await upload(client, tooBig, 'image/png', 'en');
      expect(en.statusCode).toBe(413);
      expect(en.json()).toEqual({ message: 'The photo is larger than 5 MB. Try a smaller one.' });
    });

    it('accepts an image of nearly 5 MB', async () => {
      const { client } = await registerUser(ctx.app);
      const raw = await sharp({
        create: {
          width: 1300,
          height: 1000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(raw.length).toBeGreaterThan(3 * 1024 * 1024);
      expect(raw.length).toBeLessThanOrEqual(IMAGE_BYTES_MAX);
      const response = await upload(client, raw, 'image/png');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ width: 1300, height: 1000 });
    });

    it('throttles one user after 60 uploads in 10 minutes', async () => {
      const { client } = await registerUser(ctx.app);
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect((await upload(client, 'no', 'image/jpeg')).statusCode).toBe(400);
      }
      const refused = await upload(client, 'no', 'image/jpeg');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Demasiados intentos/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not affected.
      const { client: other } = await registerUser(ctx.app);
      expect((await upload(other, 'no', 'image/jpeg')).statusCode).toBe(400);
    });
  });

  describe('GET /uploads/*', () => {
    it.each([
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/../../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/abc.jpg',
      '/uploads/',
      '/uploads',
      `/uploads/${HASH}.jpg`,
      `/uploads/${HASH}.thumb.jpg`,
      `/uploads/${HASH}.medium.jpg`,
      `/uploads/${HASH}.medium.thumb.jpg`,
      `/uploads/${HASH}.large.jpg`,
      `/uploads/${HASH.toUpperCase()}.jpg`,
      `/uploads/${HASH}.png`,
      `/uploads/${HASH}.jpg%00.png`,
      `/uploads/${HASH}.jpg/`,
      `/uploads/sub/${HASH}.jpg`,
      `/uploads/.${HASH}.jpg.0123456789abcdef.tmp`,
    ])('answers 404 JSON for %s', async (url) => {
      const response = await new TestClient(ctx.app).get(url);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: translate('es', 'api.notFound') });
    });

    it('serves chat photos for the browser only (private) and listing photos to shared caches too', async () => {
      const [seller, buyer] = [await registerUser(ctx.app), await registerUser(ctx.app)];
      const uploadedBy = async (client: TestClient) => {
        const png = await picture(64, 48, freshColour()).png().toBuffer();
        return uploadedImageSchema.parse((await upload(client, png, 'image/png')).json());
      };
      const productPhoto = await uploadedBy(seller.client);
      const chatPhoto = await uploadedBy(buyer.client);
      await createListing(seller.client, [productPhoto.url]);
      const opened = await buyer.client.post('/api/conversations', { otherUserId: seller.user.id });
      const sent = await buyer.client.post(`/api/conversations/${opened.json().id}/messages`, {
        type: 'image',
        metadata: { imageUrl: chatPhoto.url },
      });
      expect(sent.statusCode).toBe(201);

      const cachingOf = async (url: string, headers: Record<string, string> = {}) =>
        (await new TestClient(ctx.app).get(url, headers)).headers['cache-control'];
      for (const url of [productPhoto.url, mediumUrlOf(productPhoto.url), productPhoto.thumbnailUrl]) {
        expect(await cachingOf(url)).toBe('public, max-age=31536000, immutable');
      }
      for (const url of [chatPhoto.url, mediumUrlOf(chatPhoto.url), chatPhoto.thumbnailUrl]) {
        expect(await cachingOf(url)).toBe('private, max-age=31536000, immutable');
        expect(await cachingOf(url, { 'if-none-match': `"${url.replace('/uploads/', '')}"` })).toBe(
          'private, max-age=31536000, immutable',
        );
      }
      // A chat photo stored before medium copies existed gets its copy on request, private like the photo.
      const chatMedium = mediumUrlOf(chatPhoto.url);
      await storage.remove(path.basename(chatMedium));
      expect(await cachingOf(chatMedium)).toBe('private, max-age=31536000, immutable');
      expect(await storage.names()).toContain(path.basename(chatMedium));
    });

    it("makes an old upload's missing medium copy on its first requests, once, and keeps it", async () => {
      const { client } = await registerUser(ctx.app);
      const jpeg = await picture(1000, 750, freshColour()).jpeg().toBuffer();
      const { url } = uploadedImageSchema.parse((await upload(client, jpeg, 'image/jpeg')).json());
      const mediumUrl = mediumUrlOf(url);
      const mediumName = path.basename(mediumUrl);
      const madeAtUpload = await storedBytes(ctx, mediumUrl);
      await storage.remove(mediumName);
      expect(await storage.names()).not.toContain(mediumName);

      const served = await Promise.all(
        Array.from({ length: 4 }, () => new TestClient(ctx.app).get(mediumUrl)),
      );
      for (const response of served) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // The same bytes as the copy made at upload: a name never changes content.
        expect(response.rawPayload.equals(madeAtUpload)).toBe(true);
      }
      const names = await storage.names();
      expect(names.filter((name) => name === mediumName)).toHaveLength(1);
      expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
      expect((await storedBytes(ctx, mediumUrl)).equals(madeAtUpload)).toBe(true);
      expect(await sharp(madeAtUpload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    });

    it('answers a malformed URL with a 400, not a 5xx', async () => {
      // Fastify's router refuses it before any route or the app's error handler (FST_ERR_BAD_URL).
      const response = await new TestClient(ctx.app).get('/uploads/%ZZ');
      expect(response.statusCode).toBe(400);
    });

    it('serves HEAD without a body', async () => {
      const { client } = await registerUser(ctx.app);
      const { url } = (
        await upload(client, await picture(50, 50, freshColour()).png().toBuffer(), 'image/png')
      ).json();
      const head = await new TestClient(ctx.app).request({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/jpeg');
      expect(head.body).toBe('');
    });
  });

  it('tells whether an upload file exists', async () => {
    const { client } = await registerUser(ctx.app);
    const { url } = (
      await upload(client, await picture(40, 40, freshColour()).png().toBuffer(), 'image/png')
    ).json();
    expect(await ctx.deps.uploads.exists(url)).toBe(true);
    expect(await ctx.deps.uploads.exists(`/uploads/${HASH}.jpg`)).toBe(false);
    expect(await ctx.deps.uploads.exists(thumbnailUrlOf(url))).toBe(false);
    expect(await ctx.deps.uploads.exists('/uploads/../../package.json')).toBe(false);
  });

  describe('what nothing shows any more', () => {
    const uploadFresh = async (client: TestClient) =>
      uploadedImageSchema.parse((await upload(client, await freshPng(), 'image/png')).json()).url;
    const freshPng = () => picture(48, 36, freshColour()).png().toBuffer();
    const hashOf = (url: string) => path.basename(url, '.jpg');
    /** As if these pictures had been uploaded 25 hours ago. */
    const age = (urls: string[]) =>
      ctx.db
        .update(uploadRecords)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(uploadRecords.hash, urls.map(hashOf)));
    const recorded = async (url: string) =>
      (
        await ctx.db
          .select()
          .from(uploadRecords)
          .where(eq(uploadRecords.hash, hashOf(url)))
      ).length;
    /** Whether the picture is stored; its medium copy and thumbnail are there exactly when it is. */
    const allFiles = async (url: string) => {
      const names = new Set(await storage.names());
      const main = names.has(path.basename(url));
      expect(names.has(path.basename(mediumUrlOf(url))), url).toBe(main);
      expect(names.has(path.basename(thumbnailUrlOf(url))), url).toBe(main);
      return main;
    };

    it('sweeps pictures nothing showed a day after their upload, and keeps the used and the recent', async () => {
      const [seller, buyer] = [await registerUser(ctx.app), await registerUser(ctx.app)];
      const unused = await uploadFresh(seller.client);
      const listed = await uploadFresh(seller.client);
      const sentInChat = await uploadFresh(buyer.client);
      const recent = await uploadFresh(seller.client);
      const repeated = await freshPng();
      const sentAgain = uploadedImageSchema.parse(
        (await upload(seller.client, repeated, 'image/png')).json(),
      ).url;
      await createListing(seller.client, [listed]);
      const opened = await buyer.client.post('/api/conversations', { otherUserId: seller.user.id });
      await buyer.client.post(`/api/conversations/${opened.json().id}/messages`, {
        type: 'image',
        metadata: { imageUrl: sentInChat },
      });
      // A medium copy made on request, as for a picture stored before such copies, goes with its picture.
      await storage.remove(path.basename(mediumUrlOf(unused)));
      expect((await new TestClient(ctx.app).get(mediumUrlOf(unused))).statusCode).toBe(200);
      await age([unused, listed, sentInChat, sentAgain]);
      // The same picture uploaded again today gets a day of its own.
      const again = await upload(seller.client, repeated, 'image/png');
      expect(again.json().url).toBe(sentAgain);

      expect(await ctx.deps.uploads.sweep()).toBeGreaterThanOrEqual(1);
      expect(await allFiles(unused)).toBe(false);
      expect((await new TestClient(ctx.app).get(unused)).statusCode).toBe(404);
      expect((await new TestClient(ctx.app).get(mediumUrlOf(unused))).statusCode).toBe(404);
      for (const kept of [listed, sentInChat, recent, sentAgain])
        expect(await allFiles(kept), kept).toBe(true);
      // Settled pictures leave the table: whatever stops showing them frees them from now on.
      expect(await recorded(unused)).toBe(0);
      expect(await recorded(listed)).toBe(0);
      expect(await recorded(recent)).toBe(1);
      expect(await recorded(sentAgain)).toBe(1);
      expect(await ctx.deps.uploads.sweep()).toBe(0);
    });

    it('takes an account’s pictures with it, except those still shown in someone else’s chat', async () => {
      const [leaving, staying] = [await registerUser(ctx.app), await registerUser(ctx.app)];
      const neverUsed = await uploadFresh(leaving.client);
      const avatar = await uploadFresh(leaving.client);
      const listed = await uploadFresh(leaving.client);
      const sentInChat = await uploadFresh(leaving.client);
      await leaving.client.post('/api/user/profile-picture', { profileImageUrl: avatar });
      await createListing(leaving.client, [listed]);
      const opened = await leaving.client.post('/api/conversations', { otherUserId: staying.user.id });
      await leaving.client.post(`/api/conversations/${opened.json().id}/messages`, {
        type: 'image',
        metadata: { imageUrl: sentInChat },
      });

      const deleted = await leaving.client.request({
        method: 'DELETE',
        url: '/api/user/account',
        payload: { confirmation: 'eliminar', password: leaving.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const gone of [neverUsed, avatar, listed]) expect(await allFiles(gone), gone).toBe(false);
      expect(await allFiles(sentInChat)).toBe(true);
      const chat = await staying.client.get(`/api/conversations/${opened.json().id}/messages`);
      expect(chat.json()[0].metadata).toEqual({ imageUrl: sentInChat });
    });
  });
});

describe('upload URL helpers', () => {
  it('recognises only our own upload URLs', () => {
    expect(isUploadUrl(`/uploads/${HASH}.jpg`)).toBe(true);
    for (const url of [
      `/uploads/${HASH}.thumb.jpg`,
      `/uploads/${HASH}.medium.jpg`,
      `/uploads/${HASH.toUpperCase()}.jpg`,
      `/uploads/${HASH.slice(1)}.jpg`,
      `https://evil.example/uploads/${HASH}.jpg`,
      `/uploads/${HASH}.jpg?x=1`,
      `/uploads/../${HASH}.jpg`,
      'data:image/jpeg;base64,/9j/4AAQ',
      '',
    ]) {
      expect(isUploadUrl(url), url).toBe(false);
    }
  });

  it('maps an upload URL to its thumbnail and leaves anything else alone', () => {
    expect(thumbnailUrlOf(`/uploads/${HASH}.jpg`)).toBe(`/uploads/${HASH}.thumb.jpg`);
    expect(thumbnailUrlOf(`/uploads/${HASH}.thumb.jpg`)).toBe(`/uploads/${HASH}.thumb.jpg`);
    expect(thumbnailUrlOf('/avatars/1.svg')).toBe('/avatars/1.svg');
    expect(thumbnailUrlOf('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('maps an upload URL to its medium copy and leaves anything else alone', () => {
    expect(mediumUrlOf(`/uploads/${HASH}.jpg`)).toBe(`/uploads/${HASH}.medium.jpg`);
    expect(mediumUrlOf(`/uploads/${HASH}.medium.jpg`)).toBe(`/uploads/${HASH}.medium.jpg`);
    expect(mediumUrlOf(`/uploads/${HASH}.thumb.jpg`)).toBe(`/uploads/${HASH}.thumb.jpg`);
    expect(mediumUrlOf(`https://evil.example/uploads/${HASH}.jpg`)).toBe(
      `https://evil.example/uploads/${HASH}.jpg`,
    );
    expect(mediumUrlOf('/avatars/1.svg')).toBe('/avatars/1.svg');
    expect(mediumUrlOf('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
