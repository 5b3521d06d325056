import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/conversations.ts';
import type { Notification } from '#shared/notifications.ts';
import type { Product } from '#shared/products.ts';
import { products } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import {
  dealParties,
  deleteAccountOf,
  patch,
  person,
  productOf,
  writeAbout,
  type Person,
} from '#server/testing/deal-world.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { runFreshnessJobsAt } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const HOUR_MS = 60 * 60 * 1000;

const reserve = (client: TestClient, productId: number, body: object, language = 'es') =>
  patch(client, `/api/products/${productId}/reserve`, body, language);

const extend = (client: TestClient, productId: number | string, body: object, language = 'es') =>
  client.request({
    method: 'POST',
    url: `/api/products/${productId}/reserve/extend`,
    payload: body,
    headers: { 'accept-language': language },
  });

/** Hours from now until the product's reservation ends. */
const hoursLeft = (product: Product) => (Date.parse(product.reservedUntil ?? '') - Date.now()) / HOUR_MS;

const lastMessage = async (client: TestClient, conversationId: number) =>
  (await client.get(`/api/conversations/${conversationId}/messages`)).json<ChatMessage[]>().at(-1);

const lapseNotices = async (someone: Person) =>
  (await someone.client.get('/api/notifications?limit=50'))
    .json<Notification[]>()
    .filter((notification) => notification.type === 'reservation_lapsed');

/** A reservation for the buyer, made by the seller, for `hours` (the default when left out). */
async function reserved(hours?: number) {
  const world = await dealParties(ctx);
  const answer = await reserve(world.seller.client, world.product.id, {
    buyerId: world.buyer.user.id,
    hours,
  });
  expect(answer.statusCode).toBe(200);
  return { ...world, reserved: answer.json<Product>() };
}

describe('PATCH /api/products/:id/reserve with hours', () => {
  it('holds 48 hours by default, or the 24 or 72 the seller picks, shown on the product to everyone', async () => {
    const { reserved: byDefault, buyer, product } = await reserved();
    expect(byDefault).toMatchObject({ status: 'reserved', canExtendReservation: true });
    expect(hoursLeft(byDefault)).toBeCloseTo(48, 1);
    const asBuyer = await productOf(buyer.client, product.id);
    expect(asBuyer).toMatchObject({ reservedUntil: byDefault.reservedUntil, canExtendReservation: false });
    for (const hours of [24, 72]) expect(hoursLeft((await reserved(hours)).reserved)).toBeCloseTo(hours, 1);
  });

  it('refuses other hours with a message in the caller’s language, changing nothing', async () => {
    const { seller, buyer, product } = await dealParties(ctx);
    for (const hours of [12, 0, 49, '48', -24, 1000]) {
      const refused = await reserve(seller.client, product.id, { buyerId: buyer.user.id, hours }, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        translate('en', 'validation.reservationHoursInvalid'),
      );
    }
    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'available',
      reservedUntil: null,
    });
  });

  it('keeps the time when the same buyer is reserved for again', async () => {
    const { seller, buyer, product, reserved: first } = await reserved(24);
    const again = await reserve(seller.client, product.id, { buyerId: buyer.user.id, hours: 72 });
    expect(again.json<Product>().reservedUntil).toBe(first.reservedUntil);
  });

  it('clears the time when released', async () => {
    const { seller, product } = await reserved();
    const released = await reserve(seller.client, product.id, { buyerId: null });
    expect(released.json<Product>()).toMatchObject({
      status: 'available',
      reservedUntil: null,
      canExtendReservation: false,
    });
  });
});

describe('the reservation sweep', () => {
  it('leaves a reservation before its time and ends it after: available again, both sides told live', async () => {
    const { seller, buyer, product, conversation } = await reserved(24);
    const url = realtimeUrlOf(ctx.app);
    const sockets = await Promise.all(
      [seller, buyer].map((side) => openSocket(url, { cookie: side.client.cookie ?? '' })),
    );

    await runFreshnessJobsAt(ctx, new Date(Date.now() + 23 * HOUR_MS));
    expect((await productOf(seller.client, product.id)).status).toBe('reserved');
    expect(await lapseNotices(buyer)).toEqual([]);

    expect(
      (await runFreshnessJobsAt(ctx, new Date(Date.now() + 25 * HOUR_MS))).reservationsLapsed,
    ).toBeGreaterThan(0);
    expect(await productOf(seller.client, product.id)).toMatchObject({
      status: 'available',
      reservedFor: null,
      reservedUntil: null,
    });
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'reservation_lapsed',
    });
    for (const socket of sockets) {
      await socket.waitFor('new_message', (event) => event.message.event === 'reservation_lapsed');
      await socket.waitFor('notification', (event) => event.notification.type === 'reservation_lapsed');
    }
    await Promise.all(sockets.map((socket) => socket.close()));

    expect(await lapseNotices(seller)).toMatchObject([
      {
        params: { side: 'seller', actorName: 'Beto H.', productId: product.id },
        url: `/products/${product.id}`,
      },
    ]);
    expect(await lapseNotices(buyer)).toMatchObject([{ params: { side: 'buyer', actorName: 'Ana H.' } }]);

    // Swept once: a later run tells nobody again.
    await runFreshnessJobsAt(ctx, new Date(Date.now() + 26 * HOUR_MS));
    expect(await lapseNotices(buyer)).toHaveLength(1);
  });

  it('ends each reservation once when two instances sweep at the same moment', async () => {
    const { seller, buyer, product } = await reserved(24);
    const later = new Date(Date.now() + 25 * HOUR_MS);
    await Promise.all([runFreshnessJobsAt(ctx, later), runFreshnessJobsAt(ctx, later)]);
    expect((await productOf(seller.client, product.id)).status).toBe('available');
    expect(await lapseNotices(buyer)).toHaveLength(1);
    expect(await lapseNotices(seller)).toHaveLength(1);
  });

  it('gives a listing whose expiry passed while reserved three days to be renewed in', async () => {
    const { seller, product } = await reserved(24);
    await ctx.db
      .update(products)
      .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(products.id, product.id));
    expect((await productOf(seller.client, product.id)).status).toBe('reserved');
    await runFreshnessJobsAt(ctx, new Date(Date.now() + 25 * HOUR_MS));
    const after = await productOf(seller.client, product.id);
    expect(after.status).toBe('available');
    expect(Date.parse(after.expiresAt ?? '')).toBeGreaterThan(Date.now() + 71 * HOUR_MS);
  });
});

describe('POST /api/products/:id/reserve/extend', () => {
  it('adds the hours to the reservation once, tells the buyer, and refuses a second time in es and en', async () => {
    const { seller, buyer, product, conversation, reserved: first } = await reserved(24);
    const extended = await extend(seller.client, product.id, { hours: 72 });
    expect(extended.statusCode).toBe(200);
    expect(extended.json<Product>()).toMatchObject({ status: 'reserved', canExtendReservation: false });
    expect(
      Date.parse(extended.json<Product>().reservedUntil ?? '') - Date.parse(first.reservedUntil ?? ''),
    ).toBe(72 * HOUR_MS);
    expect(await lastMessage(buyer.client, conversation.id)).toMatchObject({
      type: 'deal',
      event: 'reservation_extended',
    });

    for (const language of ['es', 'en'] as const) {
      const again = await extend(seller.client, product.id, { hours: 24 }, language);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: translate(language, 'api.reservationAlreadyExtended') });
    }
    expect((await productOf(seller.client, product.id)).reservedUntil).toBe(
      extended.json<Product>().reservedUntil,
    );

    // The extension holds past the first end.
    await runFreshnessJobsAt(ctx, new Date(Date.now() + 25 * HOUR_MS));
    expect((await productOf(seller.client, product.id)).status).toBe('reserved');
  });

  it('extends by 48 hours when no hours are given, and a new reservation may be extended again', async () => {
    const { seller, buyer, product, reserved: first } = await reserved(24);
    const extended = (await extend(seller.client, product.id, {})).json<Product>();
    expect(Date.parse(extended.reservedUntil ?? '') - Date.parse(first.reservedUntil ?? '')).toBe(
      48 * HOUR_MS,
    );
    await reserve(seller.client, product.id, { buyerId: null });
    await reserve(seller.client, product.id, { buyerId: buyer.user.id });
    expect((await extend(seller.client, product.id, { hours: 24 })).statusCode).toBe(200);
  });

  it('refuses outsiders, the buyer, a product not reserved and bad input, changing nothing', async () => {
    const { seller, buyer, product, reserved: first } = await reserved(24);
    const outsider = await person(ctx, 'Dora');
    await writeAbout(outsider, product);
    const refusals: [TestClient, number | string, object, number, string][] = [
      [outsider.client, product.id, { hours: 24 }, 403, translate('es', 'api.notYourProduct')],
      [buyer.client, product.id, { hours: 24 }, 403, translate('es', 'api.notYourProduct')],
      [seller.client, product.id, { hours: 36 }, 400, translate('es', 'validation.reservationHoursInvalid')],
      [seller.client, 'abc', { hours: 24 }, 400, translate('es', 'validation.invalidProductId')],
      [seller.client, 99_999_999, { hours: 24 }, 404, translate('es', 'api.productNotFound')],
      [new TestClient(ctx.app), product.id, { hours: 24 }, 401, 'Unauthorized'],
    ];
    for (const [client, id, body, status, message] of refusals) {
      const refused = await extend(client, id, body);
      expect(refused.statusCode).toBe(status);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect(await productOf(seller.client, product.id)).toMatchObject({
      reservedUntil: first.reservedUntil,
      canExtendReservation: true,
    });

    const { seller: other, product: available } = await dealParties(ctx);
    const notReserved = await extend(other.client, available.id, { hours: 24 }, 'en');
    expect(notReserved.statusCode).toBe(409);
    expect(notReserved.json()).toEqual({ message: translate('en', 'api.productNotReserved') });
  });
});

it('an accepted offer reserves for the default 48 hours', async () => {
  const { seller, buyer, product, conversation } = await dealParties(ctx);
  const offer = await buyer.client.post(`/api/conversations/${conversation.id}/offers`, { amount: 90 });
  await seller.client.post(`/api/offers/${offer.json<{ id: number }>().id}/accept`);
  expect(hoursLeft(await productOf(seller.client, product.id))).toBeCloseTo(48, 1);
});

it('a reserved buyer who deletes their account leaves the product available with no time left', async () => {
  const { seller, buyer, product } = await reserved();
  await deleteAccountOf(buyer);
  expect(await productOf(seller.client, product.id)).toMatchObject({
    status: 'available',
    reservedUntil: null,
  });
});
