import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/notifications.ts';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '#shared/saved-searches.ts';
import { translate } from '#server/i18n.ts';
import { savedSearches } from '#server/db/schema.ts';
import { noticeTextIn, type Notice } from '#server/features/notifications/notifier.ts';
import { listProduct, person, type Person } from '#server/testing/deal-world.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { runNotificationJobsOf, send, settleAccount } from '#server/testing/test-world.ts';
import { matchNewListing } from './matching.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
let categories: { id: number; name: string }[];
beforeAll(async () => {
  categories = (await new TestClient(ctx.app).get('/api/categories')).json();
});

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 };
/** Santa Ana, about 40 miles from San Salvador. */
const SANTA_ANA = { meetupLatitude: 13.9942, meetupLongitude: -89.5597 };

const categoryId = (name: string) => {
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
};

async function seller() {
  const someone = await person(ctx, 'Sara');
  await settleAccount(ctx.db, someone.user.id);
  return someone;
}

const save = (someone: Person, body: object, language = 'es') =>
  send(someone.client, 'POST', '/api/saved-searches', body, language);

async function saved(someone: Person, body: object): Promise<SavedSearch> {
  const response = await save(someone, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

async function matchesOf(someone: Person): Promise<Notification[]> {
  await ctx.deps.notifier.idle();
  const list = (await someone.client.get('/api/notifications')).json<Notification[]>();
  return list.filter((item) => item.type === 'saved_search');
}

describe('saved searches: the calls', () => {
  it('saves the search call’s parameters with a name, lists and deletes only the caller’s', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const created = await saved(ana, {
      name: '  Refri barata ',
      q: 'refri',
      categoryId: String(categoryId('Hogar')),
      latitude: '13.6929',
      longitude: -89.2182,
      maxDistance: 6,
      maxPrice: 150,
      limit: 10,
      unknown: 'dropped',
    });
    expect(created).toMatchObject({
      name: 'Refri barata',
      params: { q: 'refri', categoryId: categoryId('Hogar'), ...SAN_SALVADOR, maxDistance: 6, maxPrice: 150 },
    });
    expect(created.params).not.toHaveProperty('limit');
    expect(created.params).not.toHaveProperty('unknown');
    expect((await ana.client.get('/api/saved-searches')).json()).toEqual([created]);
    expect((await beto.client.get('/api/saved-searches')).json()).toEqual([]);

    expect((await send(beto.client, 'DELETE', `/api/saved-searches/${created.id}`)).statusCode).toBe(404);
    expect((await ana.client.get('/api/saved-searches')).json()).toHaveLength(1);
    expect((await send(ana.client, 'DELETE', `/api/saved-searches/${created.id}`)).statusCode).toBe(200);
    expect((await send(ana.client, 'DELETE', `/api/saved-searches/${created.id}`)).statusCode).toBe(404);
    expect((await send(ana.client, 'DELETE', '/api/saved-searches/abc')).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and anyone without a session with 401', async () => {
    const ana = await person(ctx, 'Ana');
    for (const body of [
      { q: 'silla' },
      { name: '   ', q: 'silla' },
      { name: 'x'.repeat(101) },
      { name: 'Silla', q: 'x'.repeat(101) },
      { name: 'Silla', latitude: 91 },
      { name: 'Silla', maxDistance: 0 },
      { name: 'Silla', minPrice: -1 },
      { name: 'Silla', categoryId: 'sillas' },
    ])
      expect((await save(ana, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await save(ana, { q: 'silla' })).json()).toMatchObject({
      errors: { name: 'Escribe un nombre para la búsqueda' },
    });
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/saved-searches')).statusCode).toBe(401);
    expect((await anonymous.post('/api/saved-searches', { name: 'x' })).statusCode).toBe(401);
  });

  it('turns only the caller’s alerts off and on (PATCH), refusing bad input and visitors', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const created = await saved(ana, { name: 'Mesas', q: 'mesa' });
    expect(created.alertsOn).toBe(true);
    const patch = (someone: Person | undefined, id: number | string, body: object) =>
      send(someone?.client ?? new TestClient(ctx.app), 'PATCH', `/api/saved-searches/${id}`, body);

    expect((await patch(undefined, created.id, { alertsOn: false })).statusCode).toBe(401);
    expect((await patch(beto, created.id, { alertsOn: false })).statusCode).toBe(404);
    expect((await patch(ana, created.id, { alertsOn: 'no' })).statusCode).toBe(400);
    expect((await patch(ana, created.id, {})).statusCode).toBe(400);
    expect((await patch(ana, 'abc', { alertsOn: false })).statusCode).toBe(400);
    expect((await ana.client.get('/api/saved-searches')).json()).toMatchObject([{ alertsOn: true }]);

    const off = await patch(ana, created.id, { alertsOn: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: created.id, alertsOn: false });
    await listProduct(await seller(), { title: 'Mesa de pino' });
    expect(await matchesOf(ana)).toEqual([]);

    expect((await patch(ana, created.id, { alertsOn: true })).json()).toMatchObject({ alertsOn: true });
    await listProduct(await seller(), { title: 'Mesa de cedro' });
    expect(await matchesOf(ana)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per person (409 past it)`, async () => {
    const ana = await person(ctx, 'Ana');
    const all = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 2 }, (_, index) => save(ana, { name: `Búsqueda ${index}` })),
    );
    expect(all.filter((response) => response.statusCode === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(all.filter((response) => response.statusCode === 409)[0]?.json()).toEqual({
      message: translate('es', 'api.savedSearchLimit'),
    });
    expect(((await ana.client.get('/api/saved-searches')).json() as unknown[]).length).toBe(
      SAVED_SEARCHES_MAX,
    );
    const beto = await person(ctx, 'Beto');
    expect((await save(beto, { name: 'Otra' })).statusCode).toBe(201);
  });
});

describe('saved searches: matching new listings', () => {
  it('matches words as search does (synonyms, plurals, accents, one typo), never the owner’s own listing', async () => {
    const [refri, bici, typo, other] = [
      await person(ctx, 'Rafa'),
      await person(ctx, 'Bea'),
      await person(ctx, 'Tito'),
      await person(ctx, 'Olga'),
    ];
    const fridge = await saved(refri, { name: 'Refri', q: 'refris' });
    await saved(bici, { name: 'Bici', q: 'bicicleta' });
    await saved(typo, { name: 'Typo', q: 'refrijeradora' });
    await saved(other, { name: 'Sillas', q: 'silla' });
    const sara = await seller();
    const listed = await listProduct(sara, { title: 'Refrigeradora Mabe', description: 'Enfría bien.' });

    const matched = await matchesOf(refri);
    expect(matched).toMatchObject([
      { params: { searchName: 'Refri', count: 1 }, url: `/products/${listed.id}` },
    ]);
    expect(matched.map((match) => noticeTextIn('es', match))).toEqual([
      { title: 'Novedades en “Refri”', body: 'Hay 1 producto nuevo para tu búsqueda guardada' },
    ]);
    expect(await matchesOf(typo)).toHaveLength(1);
    expect(await matchesOf(bici)).toEqual([]);
    expect(await matchesOf(other)).toEqual([]);

    await saved(sara, { name: 'Mis refris', q: 'refrigeradora' });
    await settleAccount(ctx.db, refri.user.id);
    await listProduct(refri, { title: 'Refrigeradora LG' });
    expect(await matchesOf(refri)).toHaveLength(1);
    expect(fridge.params).toEqual({ q: 'refris' });
  });

  it('looks up the words of every candidate saved search at once, typos still matching', async () => {
    const listed = await listProduct(await seller(), {
      title: 'Bicicleta de montaña',
      description: 'Rodada 26.',
    });
    await ctx.deps.notifier.idle();
    const [mia, leo] = [await person(ctx, 'Mia'), await person(ctx, 'Leo')];
    const matching = ['bicicleta', 'bicis', 'bisicleta', 'montaña', 'bici montana', 'bisicleta rodada'];
    const notMatching = ['refri', 'silla', 'selular', 'bisicleta roja'];
    for (const [index, q] of [...matching, ...notMatching].entries())
      await saved(index % 2 === 0 ? mia : leo, { name: q, q });

    const statements = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const told: Notice[] = [];
    await matchNewListing(ctx.db, { notify: (notices) => void told.push(...[notices].flat()) }, listed);
    const vocabularyLookups = statements.mock.results.filter(
      (result) => result.type === 'return' && result.value.sql.includes('"title_words"'),
    );
    statements.mockRestore();

    expect(vocabularyLookups).toHaveLength(1);
    const toldNames = told
      .filter((notice) => notice.userId === mia.user.id || notice.userId === leo.user.id)
      .map((notice) => (notice.type === 'saved_search' ? notice.params.searchName : undefined));
    expect(toldNames.toSorted()).toEqual(matching.toSorted());
  });

  it('matches category, price range and the radius around the saved point', async () => {
    const [hogar, cheap, near, far] = [
      await person(ctx, 'Hugo'),
      await person(ctx, 'Cata'),
      await person(ctx, 'Nora'),
      await person(ctx, 'Fede'),
    ];
    await saved(hogar, { name: 'Hogar', categoryId: categoryId('Hogar') });
    await saved(cheap, { name: 'Barato', minPrice: 10, maxPrice: 50 });
    await saved(near, { name: 'Cerca', ...SAN_SALVADOR, maxDistance: 6 });
    await saved(far, { name: 'Lejos', ...SAN_SALVADOR, maxDistance: 30 });
    const sara = await seller();

    await listProduct(sara, {
      title: 'Mesa de pino',
      categoryId: categoryId('Hogar'),
      price: 40,
      ...SANTA_ANA,
    });
    expect(await matchesOf(hogar)).toHaveLength(1);
    expect(await matchesOf(cheap)).toHaveLength(1);
    expect(await matchesOf(near)).toEqual([]);
    expect(await matchesOf(far)).toEqual([]);

    await listProduct(sara, {
      title: 'Zapatos de fútbol',
      categoryId: categoryId('Deportes'),
      price: 60,
      meetupLatitude: 13.7,
      meetupLongitude: -89.22,
    });
    expect(await matchesOf(hogar)).toHaveLength(1);
    expect(await matchesOf(near)).toHaveLength(1);
    expect(await matchesOf(far)).toHaveLength(1);
  });

  it('tells at most once an hour per saved search, then the count of what waited', async () => {
    const ana = await person(ctx, 'Ana');
    const search = await saved(ana, { name: 'Licuadoras', q: 'licuadora' });
    const sara = await seller();
    await listProduct(sara, { title: 'Licuadora Oster' });
    await listProduct(sara, { title: 'Licuadora Black+Decker' });
    await listProduct(sara, { title: 'Licuadora de vaso' });
    expect(await matchesOf(ana)).toHaveLength(1);
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.pendingMatches).toBe(2);

    const jobs = () => runNotificationJobsOf(ctx);
    await jobs();
    expect(await matchesOf(ana)).toHaveLength(1);

    await ctx.db
      .update(savedSearches)
      .set({ lastNotifiedAt: sql`now() - interval '61 minutes'` })
      .where(eq(savedSearches.id, search.id));
    await jobs();
    const [latest] = await matchesOf(ana);
    expect(latest).toMatchObject({ params: { count: 2 }, url: '/?q=licuadora' });
    expect(latest && noticeTextIn('es', latest).body).toBe(
      'Hay 2 productos nuevos para tu búsqueda guardada',
    );
    expect(await matchesOf(ana)).toHaveLength(2);
  });
});
