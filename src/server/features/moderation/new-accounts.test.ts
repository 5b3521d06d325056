import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { listProduct, patch, person } from '#server/testing/deal-world.ts';
import { listingInput, settleAccount } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

describe('limits of new accounts', () => {
  it('lets a new, unverified account post three listings an hour, saying why the fourth waits and until when', async () => {
    const newcomer = await person(ctx, 'Ana');
    for (const title of ['Mesa', 'Silla', 'Lámpara']) await listProduct(newcomer, { title });
    const [category] = (await newcomer.client.get('/api/categories')).json<{ id: number }[]>();
    const refused = await newcomer.client.post('/api/products', {
      title: 'Sofá',
      description: 'Tres plazas, tela gris.',
      price: 120,
      categoryId: category?.id,
      condition: 'good',
      location: 'San Salvador',
      meetupLocation: 'Metrocentro',
      meetupLatitude: 13.7055,
      meetupLongitude: -89.2115,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Las cuentas nuevas \(de menos de un día o sin correo confirmado\) pueden publicar hasta 3 productos por hora\. Podrás publicar de nuevo en (1 minuto|\d+ minutos)\.$/,
    );
    const retryAfterSeconds = Number(refused.headers['retry-after']);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    const minutes = Number(/en (\d+) minuto/.exec(refused.json<{ message: string }>().message)?.[1]);
    expect(minutes).toBe(Math.ceil(retryAfterSeconds / 60));
    const inEnglish = await newcomer.client.post('/api/products', await listingInput(newcomer.client), {
      'accept-language': 'en',
    });
    expect(inEnglish.json<{ message: string }>().message).toMatch(
      /^New accounts \(less than a day old or with an unconfirmed email\) can post up to 3 listings an hour\. You can post again in (1 minute|\d+ minutes)\.$/,
    );
  });

  it('counts only listings created: a refused listing or an edit leaves the three of the hour', async () => {
    const newcomer = await person(ctx, 'Berta');
    const unknownCategory = await listingInput(newcomer.client, { categoryId: 999_999 });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await newcomer.client.post('/api/products', unknownCategory)).statusCode).toBe(400);
    const first = await listProduct(newcomer, { title: 'Mesa' });
    for (const price of [90, 80, 70, 60])
      expect((await patch(newcomer.client, `/api/products/${first.id}`, { price })).statusCode).toBe(200);
    for (const title of ['Silla', 'Lámpara']) await listProduct(newcomer, { title });
    await expect(listProduct(newcomer, { title: 'Sofá' })).rejects.toThrow(/listing failed: 429/);
  });

  it('lets a new account open five conversations an hour', async () => {
    const newcomer = await person(ctx, 'Beto');
    const sellers = await Promise.all(
      ['Carla', 'Diana', 'Eva', 'Fer', 'Gabi', 'Hugo'].map((name) => person(ctx, name)),
    );
    for (const seller of sellers.slice(0, 5))
      expect(
        (await newcomer.client.post('/api/conversations', { otherUserId: seller.user.id })).statusCode,
      ).toBe(201);
    const refused = await newcomer.client.post(
      '/api/conversations',
      { otherUserId: sellers[5]?.user.id },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Accounts less than a day old or with an unconfirmed email can open up to 5 conversations an hour\. Wait \d+ minutes? and try again\.$/,
    );
  });

  it('limits an account either younger than a day or unverified, not only one that is both', async () => {
    const verifiedToday = await person(ctx, 'Pedro');
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, verifiedToday.user.id));
    const unverifiedOld = await person(ctx, 'Queta');
    await ctx.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(users.id, unverifiedOld.user.id));
    for (const newcomer of [verifiedToday, unverifiedOld]) {
      for (const title of ['Mesa', 'Silla', 'Lámpara']) await listProduct(newcomer, { title });
      await expect(listProduct(newcomer, { title: 'Sofá' })).rejects.toThrow(/listing failed: 429/);
    }
  });

  it('does not limit a verified account older than a day beyond the rules for everyone', async () => {
    const settled = await person(ctx, 'Iris');
    await settleAccount(ctx.db, settled.user.id);
    for (const title of ['Mesa', 'Silla', 'Lámpara', 'Sofá', 'Cama']) await listProduct(settled, { title });
    const sellers = await Promise.all(
      ['Juan', 'Karla', 'Luis', 'Mario', 'Nora', 'Olga'].map((name) => person(ctx, name)),
    );
    for (const seller of sellers)
      expect(
        (await settled.client.post('/api/conversations', { otherUserId: seller.user.id })).statusCode,
      ).toBe(201);
  });
});
