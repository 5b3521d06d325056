import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approximateLocation } from '#shared/geo.ts';
import type { Product, ProductSummary } from '#shared/products.ts';
import { products } from '#server/db/schema.ts';
import { listProduct, patch, person } from '#server/testing/deal-world.ts';
import { TestClient, type TestContext } from '#server/testing/test-app.ts';
import { createTestContextWithUploads, uploadOnDisk, uploadPhoto } from '#server/testing/test-world.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContextWithUploads('edit');
});
afterAll(async () => {
  await ctx.close();
});

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
    expect(sold.json()).toEqual({ message: 'This listing has been sold: it can no longer be edited' });
    const [row] = await ctx.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.title).toBe('Refrigeradora Mabe');
  });
});
