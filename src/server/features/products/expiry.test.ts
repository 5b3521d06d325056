import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/notifications.ts';
import type { MyListing, ProductSummary } from '#shared/products.ts';
import { LISTING_LIFETIME_DAYS, RENEW_AFTER_DAYS } from '#shared/products-constants.ts';
import { notificationPreferences, products, users } from '#server/db/schema.ts';
import { formatDateTime, translate } from '#server/i18n.ts';
import {
  listProduct,
  patch,
  person,
  productOf,
  writeAbout,
  type Person,
} from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { runFreshnessJobsAt } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Moves the listing back in time as if posted `days` ago (its expiry with it), as a clock `days` ahead would see it. */
const postedDaysAgo = (productId: number, days: number) =>
  ctx.db
    .update(products)
    .set({ createdAt: daysFromNow(-days), expiresAt: daysFromNow(LISTING_LIFETIME_DAYS - days) })
    .where(eq(products.id, productId));

const renew = (client: TestClient, id: number | string, language = 'es') =>
  client.request({
    method: 'POST',
    url: `/api/products/${id}/renew`,
    headers: { 'accept-language': language },
  });

const idsOf = (listings: readonly { id: number }[]) => listings.map((listing) => listing.id);
const listIds = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/products?${query}`);
  expect(response.statusCode).toBe(200);
  return idsOf(response.json<ProductSummary[]>());
};
const tabIds = async (client: TestClient, status: string) =>
  idsOf((await client.get(`/api/me/listings?status=${status}`)).json<MyListing[]>());

const AROUND = 'latitude=13.7055&longitude=-89.2405';

/** Where a reader finds listings: the newest feed, search, the map's nearest-first list within 5 miles. */
async function placesShowing(reader: TestClient, productId: number) {
  const places = {
    feed: await listIds(reader, 'sort=newest&limit=100'),
    search: idsOf((await reader.get('/api/products/search?q=tocadiscos&limit=100')).json<ProductSummary[]>()),
    map: await listIds(reader, `${AROUND}&maxDistance=5&limit=100`),
    nearest: await listIds(reader, `${AROUND}&sort=nearest&limit=100`),
  };
  return Object.entries(places)
    .filter(([, ids]) => ids.includes(productId))
    .map(([place]) => place);
}

const expiringNotices = async (someone: Person) =>
  (await someone.client.get('/api/notifications?limit=50'))
    .json<Notification[]>()
    .filter((notification) => notification.type === 'listing_expiring');

describe('a listing not renewed for 30 days', () => {
  it('leaves the feed, search and map, and reads expired to its owner and to others', async () => {
    const seller = await person(ctx, 'Ana');
    const reader = await person(ctx, 'Beto');
    const product = await listProduct(seller, { title: 'Tocadiscos Technics' });
    await postedDaysAgo(product.id, LISTING_LIFETIME_DAYS - 1);
    expect(await placesShowing(reader.client, product.id)).toEqual(['feed', 'search', 'map', 'nearest']);
    expect((await productOf(seller.client, product.id)).status).toBe('available');

    await postedDaysAgo(product.id, LISTING_LIFETIME_DAYS);
    expect(await placesShowing(reader.client, product.id)).toEqual([]);
    const asOwner = await productOf(seller.client, product.id);
    expect(asOwner).toMatchObject({ status: 'expired', isAvailable: true });
    expect(Date.parse(asOwner.expiresAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await productOf(reader.client, product.id)).toMatchObject({ status: 'expired', expiresAt: null });
    expect(await tabIds(seller.client, 'expired')).toContain(product.id);
    expect(await tabIds(seller.client, 'available')).not.toContain(product.id);
    const [inTab] = (await seller.client.get('/api/me/listings?status=expired')).json<MyListing[]>();
    expect(inTab?.status).toBe('expired');
  });

  it('never expires once sold, nor while reserved', async () => {
    const seller = await person(ctx, 'Ana');
    const buyer = await person(ctx, 'Beto');
    const sold = await listProduct(seller, { title: 'Tocadiscos vendido' });
    const reserved = await listProduct(seller, { title: 'Tocadiscos apartado' });
    await writeAbout(buyer, reserved);
    await patch(seller.client, `/api/products/${sold.id}/sold`, {});
    await patch(seller.client, `/api/products/${reserved.id}/reserve`, { buyerId: buyer.user.id });
    for (const { id } of [sold, reserved]) await postedDaysAgo(id, LISTING_LIFETIME_DAYS + 5);
    expect((await productOf(seller.client, sold.id)).status).toBe('sold');
    expect((await productOf(seller.client, reserved.id)).status).toBe('reserved');
    expect(await tabIds(seller.client, 'expired')).toEqual([]);
    expect(await tabIds(seller.client, 'reserved')).toEqual([reserved.id]);
    expect((await renew(seller.client, sold.id)).statusCode).toBe(409);
  });
});

describe('the expiry reminder', () => {
  /** A seller whose confirmed address takes notification mail (`mail`), or who never asked for mail. */
  async function sellerTaking(mail: boolean) {
    const seller = await person(ctx, 'Ana');
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, seller.user.id));
    if (mail)
      await ctx.db.insert(notificationPreferences).values({ userId: seller.user.id, digestEmail: true });
    return seller;
  }
  /** The reminder mails the seller got: those that link a listing (their address check links none). */
  const mailsTo = (seller: Person) =>
    ctx.mails.filter((mail) => mail.to === seller.user.email && mail.text.includes('/products/'));

  it('reminds the seller once, three days before, by notification and by mail when they take mail', async () => {
    const seller = await sellerTaking(true);
    const product = await listProduct(seller, { title: 'Tocadiscos viejo' });

    await runFreshnessJobsAt(ctx, daysFromNow(LISTING_LIFETIME_DAYS - 4));
    expect(await expiringNotices(seller)).toEqual([]);

    await runFreshnessJobsAt(ctx, daysFromNow(LISTING_LIFETIME_DAYS - 2.9));
    expect(await expiringNotices(seller)).toMatchObject([
      { params: { productTitle: 'Tocadiscos viejo', productId: product.id }, url: `/products/${product.id}` },
    ]);
    const [mail] = mailsTo(seller);
    expect(mail?.subject).toBe(translate('es', 'mail.expiringSubject', { title: 'Tocadiscos viejo' }));
    expect(mail?.text).toContain(`/products/${product.id}`);
    const [stored] = await ctx.db
      .select({ expiresAt: products.expiresAt })
      .from(products)
      .where(eq(products.id, product.id));
    expect(mail?.text).toContain(formatDateTime('es', stored?.expiresAt ?? new Date()));

    // Never twice for the same expiry, however often the job runs.
    await runFreshnessJobsAt(ctx, daysFromNow(LISTING_LIFETIME_DAYS - 2));
    await runFreshnessJobsAt(ctx, daysFromNow(LISTING_LIFETIME_DAYS - 1));
    expect(await expiringNotices(seller)).toHaveLength(1);
    expect(mailsTo(seller)).toHaveLength(1);
  });

  it('notifies without mail a seller who takes no mail, and reminds again after a renewal', async () => {
    const seller = await sellerTaking(false);
    const product = await listProduct(seller, { title: 'Tocadiscos sin correo' });
    await postedDaysAgo(product.id, LISTING_LIFETIME_DAYS - 2);
    await runFreshnessJobsAt(ctx, new Date());
    expect(await expiringNotices(seller)).toHaveLength(1);
    expect(mailsTo(seller)).toEqual([]);

    expect((await renew(seller.client, product.id)).statusCode).toBe(200);
    await runFreshnessJobsAt(ctx, new Date());
    expect(await expiringNotices(seller)).toHaveLength(1);
    await runFreshnessJobsAt(ctx, daysFromNow(LISTING_LIFETIME_DAYS - 2));
    expect(await expiringNotices(seller)).toHaveLength(2);
  });
});

describe('POST /api/products/:id/renew', () => {
  it('refuses a listing posted less than 7 days ago with the date it can be renewed, in es and en', async () => {
    const seller = await person(ctx, 'Ana');
    const product = await listProduct(seller);
    await postedDaysAgo(product.id, RENEW_AFTER_DAYS - 1);
    const [before] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    if (!before) throw new Error('no listing');
    const renewableAt = new Date(before.createdAt.getTime() + RENEW_AFTER_DAYS * DAY_MS);
    for (const language of ['es', 'en'] as const) {
      const refused = await renew(seller.client, product.id, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: translate(language, 'api.renewTooSoon', {
          renewableAt: formatDateTime(language, renewableAt),
        }),
        renewableAt: renewableAt.toISOString(),
      });
    }
    const [after] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toEqual(before);
    const [listed] = (await seller.client.get('/api/me/listings')).json<MyListing[]>();
    expect(listed?.renewableAt).toBe(renewableAt.toISOString());
  });

  it('refreshes a listing posted 7 days ago and moves it to the top of the newest order', async () => {
    const seller = await person(ctx, 'Ana');
    const older = await listProduct(seller, { title: 'Tocadiscos para renovar' });
    await postedDaysAgo(older.id, RENEW_AFTER_DAYS);
    const newer = await listProduct(seller, { title: 'Tocadiscos recién publicado' });
    const reader = new TestClient(ctx.app);
    const newest = () => listIds(reader, `sellerId=${seller.user.id}&sort=newest`);
    expect(await newest()).toEqual([newer.id, older.id]);

    const renewed = await renew(seller.client, older.id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<MyListing>()).toMatchObject({ id: older.id, status: 'available' });
    expect(Date.parse(renewed.json<MyListing>().expiresAt)).toBeGreaterThan(
      Date.now() + (LISTING_LIFETIME_DAYS - 1) * DAY_MS,
    );
    expect(await newest()).toEqual([older.id, newer.id]);
    expect(await tabIds(seller.client, 'available')).toEqual([older.id, newer.id]);
    // Renewed just now: the next renewal waits another 7 days.
    expect((await renew(seller.client, older.id)).statusCode).toBe(409);
  });

  it('brings an expired listing back whenever its seller asks, and refuses anyone else, changing nothing', async () => {
    const seller = await person(ctx, 'Ana');
    const outsider = await person(ctx, 'Carla');
    const product = await listProduct(seller, { title: 'Tocadiscos de vuelta' });
    await postedDaysAgo(product.id, LISTING_LIFETIME_DAYS + 10);
    const [before] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    const refusals: [TestClient, number, string][] = [
      [outsider.client, 403, translate('es', 'api.notYourProduct')],
      [new TestClient(ctx.app), 401, 'Unauthorized'],
    ];
    for (const [client, status, message] of refusals) {
      const refused = await renew(client, product.id);
      expect(refused.statusCode).toBe(status);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await ctx.db.select().from(products).where(eq(products.id, product.id)))[0]).toEqual(before);
    expect((await productOf(outsider.client, product.id)).status).toBe('expired');

    const renewed = await renew(seller.client, product.id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<MyListing>().status).toBe('available');
    expect((await productOf(outsider.client, product.id)).status).toBe('available');
  });
});
