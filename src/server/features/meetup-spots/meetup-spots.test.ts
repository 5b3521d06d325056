import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMeetupSpot, MeetupSpot } from '#shared/meetup-spots.ts';
import { MEETUP_SPOT_PENDING_MAX } from '#shared/meetup-spots.ts';
import { meetupSpots } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import { deleteAccountOf, person, type Person } from '#server/testing/deal-world.ts';
import { TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { registerAdmin, rowCount, send } from '#server/testing/test-world.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

/** Safe meetup spots: anyone lists the approved ones nearest first; people suggest; admins keep the list. */

const SOYAPANGO = { lat: 13.7023, lng: -89.1522 };
const SANTA_TECLA = { lat: 13.6769, lng: -89.2797 };
/** Guatemala City: outside the country, no distrito near. */
const GUATEMALA = { lat: 14.6349, lng: -90.5069 };

const adminEmail = uniqueEmail('spots-admin');
const otherAdminEmail = uniqueEmail('spots-admin2');
const ctx = useTestContext({ ADMIN_EMAILS: `${adminEmail}, ${otherAdminEmail}` });

let visitor: TestClient;
let admin: Person;
let member: Person;

const list = async (query = '') => {
  const response = await visitor.get(`/api/meetup-spots${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<MeetupSpot[]>();
};
const queue = async (client: TestClient, status: string) =>
  (await client.get(`/api/admin/meetup-spots?status=${status}`)).json<AdminMeetupSpot[]>();
const suggest = (client: TestClient, body: object, language = 'es') =>
  send(client, 'POST', '/api/meetup-spots/suggestions', body, language);
const spotInput = (name: string, point = SANTA_TECLA) => ({ name, kind: 'mall', ...point });

beforeAll(async () => {
  visitor = new TestClient(ctx.app);
  admin = await registerAdmin(ctx, adminEmail);
  member = await person(ctx, 'Rosa');
});

describe('GET /api/meetup-spots', () => {
  it('answers a visitor the shipped spots by name, each with its place as product cards show it', async () => {
    const spots = await list();
    expect(spots.length).toBeGreaterThanOrEqual(10);
    const names = spots.map((spot) => spot.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(spots.find((spot) => spot.name === 'Plaza Mundo Soyapango')).toEqual({
      id: expect.any(Number),
      name: 'Plaza Mundo Soyapango',
      kind: 'mall',
      distritoId: expect.any(Number),
      placeName: 'Soyapango, San Salvador Este',
      lat: 13.7008,
      lng: -89.1648,
      hours: null,
      distanceKm: null,
    });
  });

  it('answers nearest first from the point, with the distance in km', async () => {
    const spots = await list(`?lat=${SOYAPANGO.lat}&lng=${SOYAPANGO.lng}`);
    expect(spots[0]).toMatchObject({ name: 'Plaza Mundo Soyapango', distanceKm: 1.4 });
    const distances = spots.map((spot) => spot.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const santaAna = await list('?lat=13.99&lng=-89.56&limit=1');
    expect(santaAna.map((spot) => spot.name)).toEqual(['Metrocentro Santa Ana']);
  });

  it('answers at most `limit` (20 unless given, 50 at most)', async () => {
    expect(await list('?limit=2')).toHaveLength(2);
    for (let index = 0; index < 12; index += 1)
      await send(admin.client, 'POST', '/api/admin/meetup-spots', spotInput(`Agencia ${index}`));
    expect(await list()).toHaveLength(20);
    expect((await list('?limit=50')).length).toBeGreaterThan(20);
  });

  it.each([
    ['?limit=0', 'validation.invalid'],
    ['?limit=51', 'validation.invalid'],
    ['?limit=abc', 'validation.invalid'],
    ['?lat=abc&lng=-89.1', 'validation.invalidLatitude'],
    ['?lat=13.7&lng=200', 'validation.invalidLongitude'],
    ['?lat=13.7', 'validation.invalidLongitude'],
    ['?lng=-89.1', 'validation.invalidLongitude'],
  ] as const)('refuses %s with a 400 and the message, in es and en', async (query, key) => {
    for (const language of ['es', 'en'] as const) {
      const response = await visitor.get(`/api/meetup-spots${query}`, { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(translate(language, key));
    }
  });
});

describe('/api/admin/meetup-spots', () => {
  const adminCalls = (id: number) =>
    [
      ['GET', '/api/admin/meetup-spots', undefined],
      ['POST', '/api/admin/meetup-spots', spotInput('Banco de prueba')],
      ['PATCH', `/api/admin/meetup-spots/${id}`, { name: 'Cambiado' }],
      ['DELETE', `/api/admin/meetup-spots/${id}`, undefined],
    ] as const;

  it('answers 401 to visitors and 403 to people who are not admins, changing nothing', async () => {
    const [shipped] = await list('?limit=1');
    const before = await rowCount(ctx.db, meetupSpots);
    for (const [method, url, body] of adminCalls(shipped?.id ?? 1)) {
      expect((await visitor.request({ method, url, ...(body ? { payload: body } : {}) })).statusCode).toBe(
        401,
      );
      const refused = await member.client.request({ method, url, ...(body ? { payload: body } : {}) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(translate('es', 'api.adminOnly'));
    }
    expect(await rowCount(ctx.db, meetupSpots)).toBe(before);
    expect((await list('?limit=50')).find((spot) => spot.id === shipped?.id)).toEqual(shipped);
  });

  it('lets an admin add an approved spot, its distrito the nearest unless chosen', async () => {
    const created = await send(admin.client, 'POST', '/api/admin/meetup-spots', {
      name: 'Delegación PNC de prueba',
      kind: 'police',
      ...SOYAPANGO,
      hours: '24 horas',
      sourceUrl: 'https://www.pnc.gob.sv/',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminMeetupSpot>()).toMatchObject({
      status: 'approved',
      placeName: 'Soyapango, San Salvador Este',
      hours: '24 horas',
      sourceUrl: 'https://www.pnc.gob.sv/',
      suggestedBy: null,
    });
    const nearest = await list(`?lat=${SOYAPANGO.lat}&lng=${SOYAPANGO.lng}&limit=1`);
    expect(nearest[0]).toMatchObject({ name: 'Delegación PNC de prueba', distanceKm: 0 });
  });

  it('lets an admin edit any field; a new point takes its distrito again', async () => {
    const { id } = (
      await send(admin.client, 'POST', '/api/admin/meetup-spots', spotInput('Banco Tecleño'))
    ).json<AdminMeetupSpot>();
    const edited = await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${id}`, {
      name: 'Banco Soyapaneco',
      kind: 'bank',
      hours: 'Lun–Vie 8:00–16:00',
      ...SOYAPANGO,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminMeetupSpot>()).toMatchObject({
      name: 'Banco Soyapaneco',
      kind: 'bank',
      hours: 'Lun–Vie 8:00–16:00',
      placeName: 'Soyapango, San Salvador Este',
    });
    const cleared = await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${id}`, { hours: '' });
    expect(cleared.json<AdminMeetupSpot>().hours).toBeNull();
  });

  it('lets an admin delete a spot, which nobody sees again', async () => {
    const { id } = (
      await send(admin.client, 'POST', '/api/admin/meetup-spots', spotInput('Efímero'))
    ).json<AdminMeetupSpot>();
    expect((await send(admin.client, 'DELETE', `/api/admin/meetup-spots/${id}`)).statusCode).toBe(200);
    expect((await list('?limit=50')).some((spot) => spot.id === id)).toBe(false);
    const again = await send(admin.client, 'DELETE', `/api/admin/meetup-spots/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(translate('es', 'api.meetupSpotNotFound'));
    const patched = await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${id}`, { name: 'x' });
    expect(patched.statusCode).toBe(404);
  });

  it.each([
    [{ ...spotInput('x'), name: ' ' }, 'validation.meetupSpotNameRequired'],
    [{ ...spotInput('x'), name: 'a'.repeat(121) }, 'validation.meetupSpotNameTooLong'],
    [{ ...spotInput('x'), kind: 'bar' }, 'validation.meetupSpotKindInvalid'],
    [{ ...spotInput('x'), lat: 'norte' }, 'validation.invalidLatitude'],
    [{ ...spotInput('x'), hours: 'h'.repeat(121) }, 'validation.meetupSpotHoursTooLong'],
    [{ ...spotInput('x'), sourceUrl: 'javascript:alert(1)' }, 'validation.meetupSpotSourceInvalid'],
    [{ ...spotInput('x'), distritoId: 1002 }, 'validation.placeInvalid'],
    [{ ...spotInput('x'), distritoId: 999_999 }, 'validation.placeInvalid'],
    [spotInput('x', GUATEMALA), 'validation.meetupSpotOutside'],
  ] as const)('refuses to create %j with a 400 and the message', async (body, key) => {
    const before = await rowCount(ctx.db, meetupSpots);
    for (const language of ['es', 'en'] as const) {
      const response = await send(admin.client, 'POST', '/api/admin/meetup-spots', body, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(translate(language, key));
    }
    expect(await rowCount(ctx.db, meetupSpots)).toBe(before);
  });

  it.each([
    ['0', {}, 'validation.meetupSpotInvalid'],
    ['abc', { name: 'x' }, 'validation.meetupSpotInvalid'],
    ['1', {}, 'validation.nothingToChange'],
    ['1', { status: 'maybe' }, 'validation.meetupSpotStatusInvalid'],
    ['1', { lat: 13.7 }, 'validation.invalidLongitude'],
  ] as const)('refuses PATCH %s %j with a 400 and the message', async (id, body, key) => {
    const response = await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', key));
  });

  it('refuses a status that is not one in the queue query', async () => {
    const response = await admin.client.get('/api/admin/meetup-spots?status=pending');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('es', 'validation.meetupSpotStatusInvalid'));
  });
});

describe('suggesting a spot', () => {
  it('takes a session (401 for a visitor)', async () => {
    const before = await rowCount(ctx.db, meetupSpots);
    expect((await suggest(visitor, spotInput('Anónimo'))).statusCode).toBe(401);
    expect(await rowCount(ctx.db, meetupSpots)).toBe(before);
  });

  it('waits in the admin queue, unseen, until an admin approves it; a rejected one stays unseen', async () => {
    const sent = await suggest(member.client, {
      ...spotInput('Súper de la esquina', SOYAPANGO),
      status: 'approved',
    });
    expect(sent.statusCode).toBe(201);
    const suggestion = sent.json<AdminMeetupSpot>();
    expect(suggestion).toMatchObject({
      status: 'suggested',
      suggestedBy: member.user.id,
      placeName: 'Soyapango, San Salvador Este',
      sourceUrl: null,
    });
    expect((await list('?limit=50')).some((spot) => spot.id === suggestion.id)).toBe(false);
    expect((await queue(admin.client, 'suggested')).map((spot) => spot.id)).toContain(suggestion.id);

    const approved = await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${suggestion.id}`, {
      status: 'approved',
    });
    expect(approved.json<AdminMeetupSpot>().status).toBe('approved');
    expect((await list('?limit=50')).some((spot) => spot.id === suggestion.id)).toBe(true);
    expect((await queue(admin.client, 'suggested')).some((spot) => spot.id === suggestion.id)).toBe(false);
    const [reviewed] = await ctx.db
      .select({ reviewedBy: meetupSpots.reviewedBy })
      .from(meetupSpots)
      .where(eq(meetupSpots.id, suggestion.id));
    expect(reviewed?.reviewedBy).toBe(admin.user.id);

    const other = (await suggest(member.client, spotInput('Otro lugar'))).json<AdminMeetupSpot>();
    await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${other.id}`, { status: 'rejected' });
    expect((await list('?limit=50')).some((spot) => spot.id === other.id)).toBe(false);
    expect((await queue(admin.client, 'rejected')).map((spot) => spot.id)).toContain(other.id);
  });

  it(`keeps at most ${MEETUP_SPOT_PENDING_MAX} of one person waiting (429 with the message), room again once reviewed`, async () => {
    const busy = await person(ctx, 'Tito');
    const sent = [];
    for (let index = 0; index < MEETUP_SPOT_PENDING_MAX; index += 1)
      sent.push((await suggest(busy.client, spotInput(`Lugar ${index}`))).json<AdminMeetupSpot>());
    for (const language of ['es', 'en'] as const) {
      const refused = await suggest(busy.client, spotInput('Uno más'), language);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        translate(language, 'api.meetupSpotsPendingLimit', { limit: MEETUP_SPOT_PENDING_MAX }),
      );
    }
    await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${sent[0]?.id}`, { status: 'rejected' });
    expect((await suggest(busy.client, spotInput('Uno más'))).statusCode).toBe(201);
  });

  it('throttles suggestions like other writes: 10 an hour, reviewed or not', async () => {
    const eager = await person(ctx, 'Chepe');
    for (let index = 0; index < 10; index += 1) {
      const sent = (await suggest(eager.client, spotInput(`Sitio ${index}`))).json<AdminMeetupSpot>();
      await send(admin.client, 'PATCH', `/api/admin/meetup-spots/${sent.id}`, { status: 'rejected' });
    }
    const refused = await suggest(eager.client, spotInput('Sitio de más'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it.each([
    [{ name: 'x', kind: 'mall' }, 'validation.invalidLatitude'],
    [{ ...spotInput('x'), kind: 'cantina' }, 'validation.meetupSpotKindInvalid'],
    [{ ...spotInput('x'), name: '' }, 'validation.meetupSpotNameRequired'],
    [spotInput('x', GUATEMALA), 'validation.meetupSpotOutside'],
  ] as const)('refuses %j with a 400 and the message', async (body, key) => {
    const response = await suggest(member.client, body, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(translate('en', key));
  });
});

describe('account deletion', () => {
  it('keeps the spots a leaving person suggested or reviewed, without their name on them', async () => {
    const leaving = await person(ctx, 'Marta');
    const reviewer = await registerAdmin(ctx, otherAdminEmail);
    const { id } = (await suggest(leaving.client, spotInput('Sugerido y aprobado'))).json<AdminMeetupSpot>();
    await send(reviewer.client, 'PATCH', `/api/admin/meetup-spots/${id}`, { status: 'approved' });
    await deleteAccountOf(leaving);
    await deleteAccountOf(reviewer);
    const [kept] = await ctx.db
      .select({ suggestedBy: meetupSpots.suggestedBy, reviewedBy: meetupSpots.reviewedBy })
      .from(meetupSpots)
      .where(eq(meetupSpots.id, id));
    expect(kept).toEqual({ suggestedBy: null, reviewedBy: null });
    expect((await list('?limit=50')).some((spot) => spot.id === id)).toBe(true);
  });
});
