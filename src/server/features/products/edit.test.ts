import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approximateLocation } from '#shared/geo.ts';
import type { Notification } from '#shared/notifications.ts';
import type { Product, ProductSummary } from '#shared/products.ts';
import { translate } from '#server/i18n.ts';
import { notifications, products } from '#server/db/schema.ts';
import { listProduct, patch, person, type Person } from '#server/testing/deal-world.ts';
import { browserKeys, startFakePushService, type FakePushService } from '#server/testing/push-service.ts';
import { TestClient } from '#server/testing/test-app.ts';
import {
  createTestContextWithUploads,
  favorite,
  uploadOnDisk,
  uploadPhoto,
} from '#server/testing/test-world.ts';
import { noticeTextIn } from '#server/features/notifications/notifier.ts';
import { useTestContextOpenedBy } from '#server/testing/use-test-context.ts';

let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService?.close());
const ctx = useTestContextOpenedBy(() =>
  createTestContextWithUploads(
    'edit',
    { PUSH_HOSTS: new URL(pushService.origin).host },
    { pushAgent: pushService.agent },
  ),
);

const edit = (client: TestClient, id: number, body: object, language = 'es') =>
  patch(client, `/api/products/${id}`, body, language);

describe('PATCH /api/products/:id', () => {
  it('changes only the fields sent, validated like a new listing', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const response = await edit(seller.client, product.id, {
      title: '  Refri Mabe 14 pies  ',
      condition: 'fair',
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<Product>();
    expect(edited).toMatchObject({
      title: 'Refri Mabe 14 pies',
      condition: 'fair',
      description: product.description,
      price: '100.00',
      previousPrice: null,
      meetupLocation: 'Metrocentro',
    });
    for (const body of [
      { title: '' },
      { price: -1 },
      { price: 'gratis' },
      { condition: 'roto' },
      { categoryId: 999_999 },
      { latitude: 13.7 },
      { meetupLatitude: 13.7 },
      { meetupLatitude: 200, meetupLongitude: -89 },
      { images: ['https://example.com/x.jpg'] },
      { description: 'x'.repeat(5001) },
    ]) {
      expect((await edit(seller.client, product.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await edit(seller.client, product.id, { title: '' })).json().message).toBe('Escribe un título');
    const [row] = await ctx.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.title).toBe('Refri Mabe 14 pies');
  });

  it('reorders, adds and removes photos, freeing the removed one', async () => {
    const seller = await person(ctx, 'Ana');
    const [first, second, third] = [
      await uploadPhoto(seller.client),
      await uploadPhoto(seller.client),
      await uploadPhoto(seller.client),
    ];
    const product = await listProduct(seller, { images: [first, second] });
    const edited = (await edit(seller.client, product.id, { images: [third, first] })).json<Product>();
    expect(edited.images).toEqual([third, first]);
    expect(uploadOnDisk(ctx.config.uploadDir, second ?? '')).toBe(false);
    expect(uploadOnDisk(ctx.config.uploadDir, first ?? '')).toBe(true);
    const six = Array.from({ length: 6 }, () => first);
    expect((await edit(seller.client, product.id, { images: six })).statusCode).toBe(400);
  });

  it('remembers a price drop for a week and forgets it when the price goes back up', async () => {
    const seller = await person(ctx, 'Ana');
    const buyer = await person(ctx, 'Beto');
    const product = await listProduct(seller, { price: 100 });
    await edit(seller.client, product.id, { price: 90 });
    expect((await edit(seller.client, product.id, { price: 80 })).json()).toMatchObject({
      price: '80.00',
      previousPrice: '100.00',
    });
    const card = (await buyer.client.get('/api/products'))
      .json<ProductSummary[]>()
      .find((each) => each.id === product.id);
    expect(card).toMatchObject({ price: '80.00', previousPrice: '100.00' });
    expect((await edit(seller.client, product.id, { price: 85 })).json()).toMatchObject({
      previousPrice: '100.00',
    });
    expect((await edit(seller.client, product.id, { price: 100 })).json()).toMatchObject({
      previousPrice: null,
    });

    await edit(seller.client, product.id, { price: 70 });
    await ctx.db
      .update(products)
      .set({ priceDroppedAt: sql`now() - interval '8 days'` })
      .where(eq(products.id, product.id));
    expect((await buyer.client.get(`/api/products/${product.id}`)).json()).toMatchObject({
      price: '70.00',
      previousPrice: null,
    });
  });

  it('keeps the listing’s place approximate when its point changes', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const point = { latitude: 13.70123, longitude: -89.22456 };
    const edited = (
      await edit(seller.client, product.id, { ...point, location: 'Colonia Escalón' })
    ).json<Product>();
    expect({ latitude: edited.latitude, longitude: edited.longitude }).toEqual(approximateLocation(point));
    expect(edited.location).toBe('Colonia Escalón');
  });

  it('refuses sold listings, others’ listings, unknown ids and no session', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const other = await person(ctx, 'Carla');
    expect((await edit(other.client, product.id, { title: 'Mío' })).statusCode).toBe(403);
    expect((await edit(seller.client, 99_999_999, { title: 'X' })).statusCode).toBe(404);
    expect((await edit(new TestClient(ctx.app), product.id, { title: 'X' })).statusCode).toBe(401);
    await patch(seller.client, `/api/products/${product.id}/sold`);
    const sold = await edit(seller.client, product.id, { title: 'Otra' }, 'en');
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ message: translate('en', 'api.soldProductNotEditable') });
    const [row] = await ctx.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.title).toBe('Refrigeradora Mabe');
  });

  it('is limited to 20 edits a minute per person: a burst of 30 is refused with 429 and Retry-After', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    const answers = [];
    for (let index = 0; index < 30; index += 1)
      answers.push(await edit(seller.client, product.id, { title: `Refrigeradora Mabe ${index}` }));
    expect(answers.slice(0, 20).map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const refused = answers.slice(20);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(10).fill(429));
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers['retry-after'])).toBeLessThanOrEqual(60);
    const [row] = await ctx.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.title).toBe('Refrigeradora Mabe 19');
    // Another seller's edits are counted apart.
    const other = await person(ctx, 'Beto');
    const theirs = await listProduct(other);
    expect((await edit(other.client, theirs.id, { title: 'Cocina de gas' })).statusCode).toBe(200);
  });
});

describe('what favouriters hear of a listing’s price drops', () => {
  async function subscribe(someone: Person) {
    const endpoint = `${pushService.origin}/push/${someone.user.id}`;
    const keys = browserKeys();
    const response = await someone.client.post('/api/push/subscriptions', {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(response.statusCode, response.body).toBe(201);
    return () =>
      pushService.requests.filter((request) => `${pushService.origin}${request.path}` === endpoint);
  }

  async function priceDropsOf(someone: Person) {
    await ctx.deps.notifier.idle();
    const centre = (await someone.client.get('/api/notifications?limit=50')).json<Notification[]>();
    return centre.filter((notification) => notification.type === 'price_drop');
  }

  it('one notification and one push a day per listing: later drops rewrite it, unread again', async () => {
    const seller = await person(ctx, 'Ana');
    const fan = await person(ctx, 'Fanny');
    const product = await listProduct(seller, { price: 100 });
    const other = await listProduct(seller, { title: 'Cocina de gas', price: 60 });
    await favorite(fan.client, product.id);
    await favorite(fan.client, other.id);
    const pushes = await subscribe(fan);
    await edit(seller.client, product.id, { price: 90 });
    const [first] = await priceDropsOf(fan);
    expect(pushes()).toHaveLength(1);
    await fan.client.post('/api/notifications/read', {});
    await edit(seller.client, product.id, { price: 80 });
    await edit(seller.client, product.id, { price: 70 });
    const drops = await priceDropsOf(fan);
    expect(drops).toEqual([
      {
        id: first?.id,
        type: 'price_drop',
        params: { productTitle: 'Refrigeradora Mabe', price: '70.00', productId: product.id },
        url: `/products/${product.id}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(Date.parse(drops[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(first?.createdAt ?? ''));
    expect(pushes()).toHaveLength(1);

    // Another listing is its own notice; and a day after the last one, a drop notifies anew.
    await edit(seller.client, other.id, { price: 50 });
    expect(await priceDropsOf(fan)).toHaveLength(2);
    await ctx.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(notifications.url, `/products/${product.id}`));
    await edit(seller.client, product.id, { price: 60 });
    expect((await priceDropsOf(fan)).map((drop) => noticeTextIn('es', drop).body)).toEqual([
      '“Refrigeradora Mabe”, que tienes en favoritos, ahora cuesta $60.00',
      '“Cocina de gas”, que tienes en favoritos, ahora cuesta $50.00',
      '“Refrigeradora Mabe”, que tienes en favoritos, ahora cuesta $70.00',
    ]);
    expect(pushes()).toHaveLength(3);
  });

  it('a listing moderation hid tells its favouriters nothing, whatever its seller renames it or drops it to', async () => {
    const seller = await person(ctx, 'Ana');
    const fan = await person(ctx, 'Fanny');
    const product = await listProduct(seller, { price: 10 });
    await favorite(fan.client, product.id);
    const pushes = await subscribe(fan);
    await ctx.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, product.id));
    const title = 'GANA DINERO FACIL escribe a wa.me/50370000000';
    for (const price of [9, 10, 8, 10, 7])
      expect((await edit(seller.client, product.id, { title, price })).statusCode).toBe(200);
    expect(await priceDropsOf(fan)).toEqual([]);
    expect(pushes()).toEqual([]);
  });
});
