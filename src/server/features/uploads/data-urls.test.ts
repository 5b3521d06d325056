import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import { currentUserSchema } from '#shared/auth.ts';
import { postSchema } from '#shared/community.ts';
import { chatMessageSchema } from '#shared/conversations.ts';
import { productSchema } from '#shared/products.ts';
import { isUploadUrl, thumbnailUrlOf } from '#shared/upload-urls.ts';
import { uploads as uploadRecords } from '#server/db/schema.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';

import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const ctx = useTestContextWithUploads('data-urls');

const INVALID_IMAGE = 'Elige un archivo de imagen';
const TOO_LARGE = 'La foto pesa más de 5 MB. Prueba con otra más liviana.';

let colourSeed = 0;

/** A JPEG of a new colour carrying EXIF (camera make and GPS), as a phone's photo would. */
async function phonePhoto(): Promise<Buffer> {
  colourSeed += 1;
  const background = { r: (colourSeed * 53) % 256, g: (colourSeed * 17) % 256, b: (colourSeed * 101) % 256 };
  return sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'Cerquita Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 41/1 0/1' },
    })
    .toBuffer();
}

const dataUrlOf = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

type Registered = Awaited<ReturnType<typeof registerUser>>;

/** One call that takes an image: how to send it one, and where its answer carries the stored image's URL. */
type ImageCall = {
  name: string;
  created: number;
  send(sender: Registered, image: string): Promise<LightMyRequestResponse>;
  imageUrlOf(body: unknown): string | null | undefined;
};

async function categoryId(client: TestClient) {
  return (await client.get('/api/categories')).json<{ id: number }[]>()[0]?.id;
}

const CALLS: ImageCall[] = [
  {
    name: 'POST /api/products (images)',
    created: 201,
    send: async ({ client }, image) =>
      client.post('/api/products', {
        title: 'Licuadora Oster',
        description: 'Funciona perfecto, poco uso.',
        price: 25,
        categoryId: await categoryId(client),
        condition: 'good',
        location: 'San Salvador',
        meetupLocation: 'Metrocentro',
        meetupLatitude: 13.7055,
        meetupLongitude: -89.2115,
        images: [image],
      }),
    imageUrlOf: (body) => productSchema.parse(body).images[0],
  },
  {
    name: 'POST /api/user/profile-picture',
    created: 200,
    send: ({ client }, image) => client.post('/api/user/profile-picture', { profileImageUrl: image }),
    imageUrlOf: (body) => currentUserSchema.parse(body).profileImageUrl,
  },
  {
    name: 'POST /api/community (images)',
    created: 201,
    send: ({ client }, image) =>
      client.post('/api/community', { content: 'Feria el sábado', images: [image] }),
    imageUrlOf: (body) => postSchema.parse(body).images[0],
  },
  {
    name: 'POST /api/conversations/:id/messages (image)',
    created: 201,
    async send({ client }, image) {
      const partner = await registerUser(ctx.app);
      const opened = await client.post('/api/conversations', { otherUserId: partner.user.id });
      return client.post(`/api/conversations/${opened.json().id}/messages`, {
        type: 'image',
        metadata: { imageUrl: image },
      });
    },
    imageUrlOf: (body) => chatMessageSchema.parse(body).metadata?.imageUrl,
  },
];

async function storedBytes(url: string): Promise<Buffer> {
  const file = await ctx.deps.uploads.open(path.basename(url));
  if (!file) throw new Error(`${url} is not stored`);
  return buffer(file.stream);
}

describe.each(CALLS)('$name with the image as a data URL', (call) => {
  it('stores it through the upload pipeline and answers its upload URL', async () => {
    const sender = await registerUser(ctx.app);
    const response = await call.send(sender, dataUrlOf(await phonePhoto()));
    expect(response.statusCode).toBe(call.created);
    const url = call.imageUrlOf(response.json());
    if (!url || !isUploadUrl(url)) throw new Error(`not an upload URL: ${url}`);

    for (const file of [url, thumbnailUrlOf(url)]) {
      const bytes = await storedBytes(file);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('Cerquita Test Camera')).toBe(false);
    }
    const records = await ctx.db
      .select()
      .from(uploadRecords)
      .where(eq(uploadRecords.ownerId, sender.user.id));
    expect(records.map((record) => record.hash)).toEqual([path.basename(url, '.jpg')]);
  });

  it.each([
    ['bytes that are no image', dataUrlOf(Buffer.from('esto no es una imagen'), 'image/png')],
    ['text that is not base64', 'data:image/jpeg;base64,@@no base64@@'],
    ['an SVG', dataUrlOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')],
    ['a type that is no image', dataUrlOf(Buffer.from('hola'), 'text/plain')],
    ['no data at all', 'data:image/png;base64,'],
  ])('refuses %s with 400 and the invalid-image message, storing nothing', async (_label, image) => {
    const sender = await registerUser(ctx.app);
    const response = await call.send(sender, image);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: INVALID_IMAGE });
    expect(
      await ctx.db.select().from(uploadRecords).where(eq(uploadRecords.ownerId, sender.user.id)),
    ).toEqual([]);
  });

  it('refuses an image of more than 5 MB with 413 naming the limit, before decoding it', async () => {
    const sender = await registerUser(ctx.app);
    const response = await call.send(sender, dataUrlOf(Buffer.alloc(IMAGE_BYTES_MAX + 1, 0xff)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE });
  });
});

describe('who may send an image as a data URL', () => {
  it('answers 401 without a session, storing nothing', async () => {
    const before = await ctx.db.select().from(uploadRecords);
    const anonymous = new TestClient(ctx.app);
    const image = dataUrlOf(await phonePhoto());
    for (const response of [
      await anonymous.post('/api/user/profile-picture', { profileImageUrl: image }),
      await anonymous.post('/api/community', { content: 'Hola', images: [image] }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(uploadRecords)).toHaveLength(before.length);
  });

  it('stores no photo sent into a conversation the sender is not part of (404)', async () => {
    const [first, second, outsider] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const opened = await first.client.post('/api/conversations', { otherUserId: second.user.id });
    const response = await outsider.client.post(`/api/conversations/${opened.json().id}/messages`, {
      type: 'image',
      metadata: { imageUrl: dataUrlOf(await phonePhoto()) },
    });
    expect(response.statusCode).toBe(404);
    expect(
      await ctx.db.select().from(uploadRecords).where(eq(uploadRecords.ownerId, outsider.user.id)),
    ).toEqual([]);
  });
});
