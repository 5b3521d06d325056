import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/conversations.ts';
import type { SharedPlanLink } from '#shared/meetups.ts';
import { meetupPlans, meetups, meetupSpots, places } from '#server/db/schema.ts';
import { dealParties, deleteAccountOf, person, type Person } from '#server/testing/deal-world.ts';
import { openSocket, realtimeUrlOf } from '#server/testing/socket-client.ts';
import { TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
const messagesUrl = (conversationId: number) => `/api/conversations/${conversationId}/messages`;

/** A safe spot in the table, approved unless told. */
async function spot(status: 'approved' | 'suggested' = 'approved') {
  const [distrito] = await ctx.db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.type, 'distrito'))
    .limit(1);
  if (!distrito) throw new Error('no distrito loaded');
  const [row] = await ctx.db
    .insert(meetupSpots)
    .values({
      name: 'Puesto policial de prueba',
      kind: 'police',
      distritoId: distrito.id,
      latitude: 13.6989,
      longitude: -89.1914,
      status,
    })
    .returning({ id: meetupSpots.id });
  if (!row) throw new Error('no spot inserted');
  return row.id;
}

const proposal = (changes: Record<string, unknown> = {}) => ({
  type: 'meetup',
  meetup: {
    name: 'Metrocentro, entrada principal',
    lat: 13.7057,
    lng: -89.2129,
    at: inHours(30),
    ...changes,
  },
});

async function propose(from: Person, conversationId: number, changes: Record<string, unknown> = {}) {
  const response = await from.client.post(messagesUrl(conversationId), proposal(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}

const accept = (someone: Person, messageId: number) =>
  someone.client.post(`/api/meetups/${messageId}/accept`);

async function read(someone: Person, conversationId: number) {
  const response = await someone.client.get(messagesUrl(conversationId));
  expect(response.statusCode).toBe(200);
  return response.json<ChatMessage[]>();
}

const statusOf = async (messageId: number) =>
  (await ctx.db.select({ status: meetups.status }).from(meetups).where(eq(meetups.messageId, messageId)))[0]
    ?.status;

describe('POST /api/conversations/:id/messages with type meetup', () => {
  it('stores the proposal and reads it back with its status, in the list and the preview', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const spotId = await spot();
    const at = inHours(48);
    const sent = await propose(buyer, conversation.id, { spotId, name: ' Puesto policial ', at });
    expect(sent).toMatchObject({
      type: 'meetup',
      senderId: buyer.user.id,
      content: '📍 Puesto policial',
      meetup: { spotId, name: 'Puesto policial', lat: 13.7057, lng: -89.2129, at, status: 'proposed' },
    });
    const shown = (await read(seller, conversation.id)).find((message) => message.id === sent.id);
    expect(shown?.meetup).toEqual(sent.meetup);
    const [row] = (await seller.client.get('/api/conversations')).json<{ lastMessage: unknown }[]>();
    expect(row?.lastMessage).toMatchObject({ type: 'meetup', content: '📍 Puesto policial' });
  });

  it('replaces the open proposal, whichever side proposes next', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const first = await propose(buyer, conversation.id);
    const second = await propose(seller, conversation.id, { name: 'Plaza Futura' });
    const shown = await read(buyer, conversation.id);
    expect(shown.find((message) => message.id === first.id)?.meetup?.status).toBe('replaced');
    expect(shown.find((message) => message.id === second.id)?.meetup?.status).toBe('proposed');
    expect((await accept(seller, first.id)).statusCode).toBe(409);
  });

  it.each([
    ['a time in the past', { at: inHours(-1) }, 'validation.meetupTimeInPast', 'Elige una fecha y hora'],
    ['a time that is not a date', { at: 'mañana' }, 'validation.meetupTimeInvalid', 'Elige la fecha'],
    ['no name', { name: '   ' }, 'validation.meetupNameRequired', 'Escribe el nombre'],
    ['a name too long', { name: 'x'.repeat(121) }, 'validation.meetupNameTooLong', 'demasiado largo'],
    ['a point outside El Salvador', { lat: 40.4, lng: -3.7 }, 'validation.meetupPlaceOutside', 'El Salvador'],
    ['a latitude as text', { lat: 'norte' }, 'validation.meetupPlaceOutside', 'El Salvador'],
    ['a spot id that is not an id', { spotId: 'uno' }, 'validation.meetupSpotInvalid', 'punto seguro'],
  ])('refuses %s (400) and stores nothing', async (_label, changes, _key, text) => {
    const { buyer, conversation } = await dealParties(ctx);
    const response = await buyer.client.post(messagesUrl(conversation.id), proposal(changes));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(text);
    expect(await ctx.db.select().from(meetups).where(eq(meetups.conversationId, conversation.id))).toEqual(
      [],
    );
  });

  it('refuses a missing meetup and a spot that is unknown or only suggested (400)', async () => {
    const { buyer, conversation } = await dealParties(ctx);
    expect((await buyer.client.post(messagesUrl(conversation.id), { type: 'meetup' })).statusCode).toBe(400);
    for (const spotId of [await spot('suggested'), 2_000_000_000]) {
      const response = await buyer.client.post(messagesUrl(conversation.id), proposal({ spotId }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('punto seguro');
    }
  });

  it('answers 404 to an outsider and 401 to a visitor, storing nothing', async () => {
    const { conversation } = await dealParties(ctx);
    const outsider = await person(ctx, 'Olga');
    expect((await outsider.client.post(messagesUrl(conversation.id), proposal())).statusCode).toBe(404);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post(messagesUrl(conversation.id), proposal())).statusCode).toBe(401);
    expect(await ctx.db.select().from(meetups).where(eq(meetups.conversationId, conversation.id))).toEqual(
      [],
    );
  });

  it('refuses across a block (403)', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    expect((await seller.client.post(`/api/users/${buyer.user.id}/block`)).statusCode).toBe(200);
    expect((await buyer.client.post(messagesUrl(conversation.id), proposal())).statusCode).toBe(403);
  });
});

describe('POST /api/meetups/:messageId/accept', () => {
  it('lets only the other side accept, once; pushes the new state to both sockets', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const url = realtimeUrlOf(ctx.app);
    const sockets = await Promise.all(
      [seller, buyer].map((side) => openSocket(url, { cookie: side.client.cookie ?? '' })),
    );
    const sent = await propose(buyer, conversation.id);
    const own = await accept(buyer, sent.id);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toContain('La otra persona');
    const accepted = await accept(seller, sent.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ChatMessage>().meetup?.status).toBe('accepted');
    for (const socket of sockets) {
      const event = await socket.waitFor('meetup_updated', (pushed) => pushed.messageId === sent.id);
      expect(event).toMatchObject({ conversationId: conversation.id, meetup: { status: 'accepted' } });
    }
    await Promise.all(sockets.map((socket) => socket.close()));
    expect((await accept(seller, sent.id)).statusCode).toBe(409);
  });

  it('a newly accepted meetup replaces the one accepted before', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const first = await propose(buyer, conversation.id);
    expect((await accept(seller, first.id)).statusCode).toBe(200);
    const second = await propose(seller, conversation.id, { name: 'Plaza Futura' });
    expect(await statusOf(first.id)).toBe('accepted');
    expect((await accept(buyer, second.id)).statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('replaced');
  });

  it('answers 404 to an outsider and for an unknown or non-meetup message, 401 to a visitor; nothing changes', async () => {
    const { buyer, conversation } = await dealParties(ctx);
    const sent = await propose(buyer, conversation.id);
    const outsider = await person(ctx, 'Olga');
    expect((await accept(outsider, sent.id)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).post(`/api/meetups/${sent.id}/accept`)).statusCode).toBe(401);
    const [first] = await read(buyer, conversation.id);
    expect((await accept(buyer, first?.id ?? 0)).statusCode).toBe(404);
    expect((await buyer.client.post('/api/meetups/abc/accept')).statusCode).toBe(400);
    expect(await statusOf(sent.id)).toBe('proposed');
  });

  it('refuses across a block (403) and a meetup whose time has passed (409)', async () => {
    const { seller, buyer, conversation } = await dealParties(ctx);
    const sent = await propose(buyer, conversation.id);
    await ctx.db
      .update(meetups)
      .set({ at: new Date(Date.now() - HOUR_MS) })
      .where(eq(meetups.messageId, sent.id));
    expect((await accept(seller, sent.id)).statusCode).toBe(409);
    const later = await propose(buyer, conversation.id);
    expect((await buyer.client.post(`/api/users/${seller.user.id}/block`)).statusCode).toBe(200);
    expect((await accept(seller, later.id)).statusCode).toBe(403);
    expect(await statusOf(later.id)).toBe('proposed');
  });
});

describe('shared plans', () => {
  async function acceptedMeetup() {
    const parties = await dealParties(ctx, { title: 'Bicicleta de montaña' });
    const sent = await propose(parties.buyer, parties.conversation.id);
    expect((await accept(parties.seller, sent.id)).statusCode).toBe(200);
    return { ...parties, messageId: sent.id };
  }

  async function share(someone: Person, messageId: number) {
    const response = await someone.client.post(`/api/meetups/${messageId}/plan`);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SharedPlanLink>();
  }

  const open = (url: string) => new TestClient(ctx.app).get(new URL(url).pathname);

  it('makes a link that opens without an account, showing only the item, the other person, place, time and map', async () => {
    const { seller, buyer, messageId } = await acceptedMeetup();
    const link = await share(buyer, messageId);
    expect(link.url).toMatch(new RegExp(`^${ctx.config.appUrl}/plan/[A-Za-z0-9_-]{43}$`));
    const [meetup] = await ctx.db.select().from(meetups).where(eq(meetups.messageId, messageId));
    expect(link.expiresAt).toBe(new Date((meetup?.at.getTime() ?? 0) + 24 * HOUR_MS).toISOString());
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bicicleta de montaña');
    expect(page.body).toContain('Ana H.');
    expect(page.body).toContain(`/users/${seller.user.id}`);
    expect(page.body).toContain('Metrocentro, entrada principal');
    expect(page.body).toContain('https://www.google.com/maps/search/?api=1&amp;query=13.7057,-89.2129');
    expect(page.body).toContain('<svg role="img"');
    // Nothing else about either person: no surname, email or the sharer at all.
    expect(page.body).not.toContain('Hernández');
    expect(page.body).not.toContain('@example.com');
    expect(page.body).not.toContain('Beto');
    expect(page.body).not.toContain(`/users/${buyer.user.id}`);
    // The table holds only a hash: the link's token is nowhere in it.
    const token = new URL(link.url).pathname.split('/').pop() ?? '';
    const stored = await ctx.db.select().from(meetupPlans).where(eq(meetupPlans.meetupId, messageId));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('stops opening when revoked (404), once expired (410) and once the meetup is replaced (410)', async () => {
    const { seller, buyer, messageId, conversation } = await acceptedMeetup();
    const revoked = await share(buyer, messageId);
    const kept = await share(seller, messageId);
    expect(
      (await buyer.client.request({ method: 'DELETE', url: `/api/meetups/${messageId}/plan` })).statusCode,
    ).toBe(200);
    const gone = await open(revoked.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Este plan ya no se comparte');
    expect((await open(kept.url)).statusCode).toBe(200);
    await ctx.db
      .update(meetupPlans)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(meetupPlans.userId, seller.user.id));
    expect((await open(kept.url)).statusCode).toBe(410);
    const fresh = await share(seller, messageId);
    const next = await propose(seller, conversation.id);
    expect((await accept(buyer, next.id)).statusCode).toBe(200);
    expect((await open(fresh.url)).statusCode).toBe(404);
    expect((await open('http://x/plan/not-a-token')).statusCode).toBe(404);
  });

  it('refuses a plan of a meetup not accepted (409), an outsider (404) and a visitor (401)', async () => {
    const { buyer, conversation, messageId } = await acceptedMeetup();
    const open = await propose(buyer, conversation.id);
    expect((await buyer.client.post(`/api/meetups/${open.id}/plan`)).statusCode).toBe(409);
    const outsider = await person(ctx, 'Olga');
    expect((await outsider.client.post(`/api/meetups/${messageId}/plan`)).statusCode).toBe(404);
    expect(
      (await outsider.client.request({ method: 'DELETE', url: `/api/meetups/${messageId}/plan` })).statusCode,
    ).toBe(404);
    expect((await new TestClient(ctx.app).post(`/api/meetups/${messageId}/plan`)).statusCode).toBe(401);
    expect(await ctx.db.select().from(meetupPlans).where(eq(meetupPlans.meetupId, messageId))).toEqual([]);
  });

  it('stops opening once either person deleted their account', async () => {
    const { seller, buyer, messageId } = await acceptedMeetup();
    const fromBuyer = await share(buyer, messageId);
    const fromSeller = await share(seller, messageId);
    await deleteAccountOf(buyer);
    expect((await open(fromBuyer.url)).statusCode).toBe(404);
    expect((await open(fromSeller.url)).statusCode).toBe(410);
  });

  it('stops opening once its sharer deleted the conversation, for the other side still opening theirs', async () => {
    const { seller, buyer, messageId, conversation } = await acceptedMeetup();
    const fromBuyer = await share(buyer, messageId);
    const fromSeller = await share(seller, messageId);
    const hidden = await buyer.client.request({
      method: 'DELETE',
      url: `/api/conversations/${conversation.id}`,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await open(fromBuyer.url)).statusCode).toBe(404);
    expect((await open(fromSeller.url)).statusCode).toBe(200);
  });
});
