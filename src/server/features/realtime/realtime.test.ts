import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/conversations.ts';
import { CLIENT_FRAME_MAX_BYTES, CLOSE_TOO_MANY_SOCKETS } from '#shared/realtime-constants.ts';
import { translate } from '#server/i18n.ts';
import { MAX_SOCKETS_PER_USER } from '#server/plugins/realtime.ts';
import { createListing, storedPresenceOf } from '#server/testing/test-world.ts';
import { openSocket, realtimeUrlOf, type TestSocket } from '#server/testing/socket-client.ts';
import { createSecondApp, registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();
let url: string;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = realtimeUrlOf(ctx.app);
});

type Person = Awaited<ReturnType<typeof registerUser>>;

const person = (firstName = 'María') => registerUser(ctx.app, { firstName });

function connect(someone: Person, at = url, headers: Record<string, string> = {}) {
  return openSocket(at, { cookie: someone.client.cookie ?? '', ...headers });
}

async function converse(from: Person, to: Person) {
  const response = await from.client.post('/api/conversations', { otherUserId: to.user.id });
  return response.json<Conversation>();
}

async function send(from: Person, conversationId: number, content: string, client = from.client) {
  const response = await client.post(`/api/conversations/${conversationId}/messages`, { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

/** `from` wrote to `to`: from then on `to` is told `from`'s presence (showsPresence). */
async function writeTo(from: Person, to: Person) {
  const conversation = await converse(from, to);
  await send(from, conversation.id, 'Hola');
  return conversation;
}

const isOnline = async (userId: number) => (await storedPresenceOf(ctx.db, userId))?.isOnline;

/** Presence is recorded just after the socket event: poll for it, patiently on a busy machine. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 5000 });

describe('GET /ws: who may connect', () => {
  it('closes a socket without a session, or with a forged one, with 4401', async () => {
    const anonymous = await openSocket(url);
    expect((await anonymous.closed).code).toBe(4401);
    const forged = await openSocket(url, { cookie: 'cerquita.sid=invented.signature' });
    expect((await forged.closed).code).toBe(4401);
  });

  it('answers a plain GET without an upgrade with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: translate('es', 'api.notFound') });
  });

  it('closes a socket opened from another site’s page with 4403, and keeps one from our own', async () => {
    const ana = await person();
    const foreign = await connect(ana, url, { origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(4403);
    const own = await connect(ana, url, { origin: `http://${new URL(url).host}` });
    own.send({ type: 'ping' });
    await own.waitFor('pong');
    await own.close();
  });
});

describe('GET /ws: sockets per user', () => {
  it(`keeps ${MAX_SOCKETS_PER_USER} per user: one more closes the oldest (4409), the others stay open`, async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    const betoSocket = await connect(beto);
    const sockets: TestSocket[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) sockets.push(await connect(ana));
    const newest = await connect(ana);
    const [oldest, ...kept] = sockets;
    expect(await oldest?.closed).toEqual({ code: CLOSE_TOO_MANY_SOCKETS, reason: 'Too many sockets' });
    for (const socket of [...kept, newest, betoSocket]) {
      socket.send({ type: 'ping' });
      await socket.waitFor('pong');
      expect(socket.raw.readyState).toBe(socket.raw.OPEN);
    }
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    await Promise.all([...kept, newest, betoSocket].map((socket) => socket.close()));
    await eventually(() => isOnline(ana.user.id)).toBe(false);
  });
});

describe('GET /ws: frames', () => {
  it('answers auth for the session’s user, ping, and garbage without closing', async () => {
    const ana = await person();
    const socket = await connect(ana);
    socket.send({ type: 'auth', userId: ana.user.id });
    expect(await socket.waitFor('auth_success')).toEqual({ type: 'auth_success', userId: ana.user.id });
    socket.send({ type: 'auth', userId: String(ana.user.id) });
    socket.send({ type: 'ping' });
    await socket.waitFor('pong');
    for (const garbage of [
      'not json',
      '{"type":"shout"}',
      '[]',
      'null',
      '{"type":"visibility","visible":"yes"}',
    ]) {
      socket.send(garbage);
    }
    socket.raw.send(Buffer.from([1, 2, 3]), { binary: true });
    await eventually(() => socket.events.filter((event) => event.type === 'error').length).toBe(6);
    expect(socket.events.filter((event) => event.type === 'auth_success')).toHaveLength(2);
    expect(socket.raw.readyState).toBe(socket.raw.OPEN);
    await socket.close();
  });

  it('closes a socket that sends a frame over the size limit (1009) or floods frames (4429)', async () => {
    const ana = await person();
    const big = await connect(ana);
    big.send({ type: 'auth', userId: 'x'.repeat(CLIENT_FRAME_MAX_BYTES) });
    expect((await big.closed).code).toBe(1009);
    const flood = await connect(ana);
    for (let index = 0; index < 60; index += 1) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(4429);
  });
});

describe('GET /ws: events', () => {
  it('pushes new_message and unread_count to every socket of the recipient and new_message to the sender’s', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    const conversation = await converse(ana, beto);
    const betoPhone = await connect(beto);
    const betoLaptop = await connect(beto);
    const anaOtherTab = await connect(ana);

    const sent = await send(ana, conversation.id, 'Hola Beto');
    for (const socket of [betoPhone, betoLaptop, anaOtherTab]) {
      const event = await socket.waitFor('new_message', (event) => event.message.id === sent.id);
      expect(event).toMatchObject({
        conversationId: conversation.id,
        message: { content: 'Hola Beto', senderId: ana.user.id, type: 'text', isRead: false },
      });
    }
    for (const socket of [betoPhone, betoLaptop]) {
      await socket.waitFor('unread_count', (event) => event.count === 1);
    }
    expect(anaOtherTab.events.some((event) => event.type === 'unread_count')).toBe(false);

    // Reading on one device updates the badge on all of them.
    await beto.client.get(`/api/conversations/${conversation.id}/messages`);
    for (const socket of [betoPhone, betoLaptop]) {
      await socket.waitFor('unread_count', (event) => event.count === 0);
    }
    await Promise.all([betoPhone, betoLaptop, anaOtherTab].map((socket) => socket.close()));
  });

  it('gives the recipient’s sockets the warnings a message raised, and the sender’s none', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    const conversation = await converse(ana, beto);
    const betoPhone = await connect(beto);
    const anaOtherTab = await connect(ana);
    const sent = await send(ana, conversation.id, 'Deposíteme el anticipo y mañana se lo mando');
    const received = await betoPhone.waitFor('new_message', (event) => event.message.id === sent.id);
    expect(received.message.warnings).toEqual(['advance_payment', 'bank_transfer']);
    const echoed = await anaOtherTab.waitFor('new_message', (event) => event.message.id === sent.id);
    expect(echoed.message.warnings).toEqual([]);
    await Promise.all([betoPhone, anaOtherTab].map((socket) => socket.close()));
  });

  it('tells the sender’s sockets about a message they deleted', async () => {
    const [ana, beto] = [await person(), await person()];
    const conversation = await converse(ana, beto);
    const sent = await send(ana, conversation.id, 'Ups');
    const anaSocket = await connect(ana);
    const betoSocket = await connect(beto);
    await ana.client.request({ method: 'DELETE', url: `/api/messages/${sent.id}` });
    expect(await anaSocket.waitFor('message_deleted')).toEqual({
      type: 'message_deleted',
      conversationId: conversation.id,
      messageId: sent.id,
    });
    await sleep(100);
    expect(betoSocket.events.some((event) => event.type === 'message_deleted')).toBe(false);
    await Promise.all([anaSocket.close(), betoSocket.close()]);
  });

  it('never gives a socket another user’s events, whatever its auth frame says', async () => {
    const [victim, friend, mallory] = [await person('Víctor'), await person('Fina'), await person('Mallory')];
    const conversation = await converse(friend, victim);
    const victimSocket = await connect(victim);
    const spy = await connect(mallory);
    spy.send({ type: 'auth', userId: victim.user.id });
    expect(await spy.waitFor('auth_error')).toEqual({ type: 'auth_error' });

    const sent = await send(friend, conversation.id, 'Secreto');
    await victimSocket.waitFor('new_message', (event) => event.message.id === sent.id);
    await sleep(300);
    expect(spy.events).toEqual([{ type: 'auth_error' }]);
    await Promise.all([victimSocket.close(), spy.close()]);
  });
});

describe('presence', () => {
  it('is online while a socket is open and visible; the last disconnect sets lastOnline and tells partners', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    await writeTo(ana, beto);
    const betoSocket = await connect(beto);
    const first = await connect(ana);
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    await betoSocket.waitFor('presence', (event) => event.userId === ana.user.id && event.isOnline);
    const [row] = (await beto.client.get('/api/conversations')).json<Conversation[]>();
    expect(row?.otherUser).toMatchObject({ id: ana.user.id, isOnline: true });

    const second = await connect(ana);
    await first.close();
    await sleep(100);
    await eventually(() => isOnline(ana.user.id)).toBe(true);

    const before = Date.now();
    await second.close();
    await eventually(() => isOnline(ana.user.id)).toBe(false);
    const lastOnline = (await storedPresenceOf(ctx.db, ana.user.id))?.lastOnline?.getTime() ?? 0;
    expect(lastOnline).toBeGreaterThanOrEqual(before - 1000);
    expect(lastOnline).toBeLessThanOrEqual(Date.now() + 1000);
    const offline = await betoSocket.waitFor(
      'presence',
      (event) => event.userId === ana.user.id && !event.isOnline,
    );
    expect(Date.parse(offline.lastOnline ?? '')).toBe(lastOnline);
    await betoSocket.close();
  });

  it('follows page visibility', async () => {
    const [ana, beto] = [await person(), await person()];
    await writeTo(ana, beto);
    const betoSocket = await connect(beto);
    const anaSocket = await connect(ana);
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    anaSocket.send({ type: 'visibility', visible: false });
    await betoSocket.waitFor('presence', (event) => event.userId === ana.user.id && !event.isOnline);
    expect(await isOnline(ana.user.id)).toBe(false);
    anaSocket.send({ type: 'visibility', visible: true });
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    await Promise.all([anaSocket.close(), betoSocket.close()]);
    await eventually(() => isOnline(ana.user.id)).toBe(false);
  });

  it('drops a socket that stops answering pings, and one whose session ended', async () => {
    const ana = await person();
    const silent = await connect(ana);
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    silent.raw.pause();
    await ctx.deps.realtime.heartbeat();
    await ctx.deps.realtime.heartbeat();
    await eventually(() => isOnline(ana.user.id)).toBe(false);
    silent.raw.resume();
    await silent.closed;

    const current = await connect(ana);
    await ana.client.post('/api/logout', {});
    await ctx.deps.realtime.heartbeat();
    expect((await current.closed).code).toBe(4401);
  });
  it('closes an instance’s sockets when it shuts down and records the departures', async () => {
    const instance = await createSecondApp(ctx);
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const ana = await person();
    const socket = await connect(ana, realtimeUrlOf(instance.app));
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    await instance.close();
    expect((await socket.closed).code).toBe(1001);
    expect(await isOnline(ana.user.id)).toBe(false);
  });
});

/** A stranger's presence stays theirs: opening a chat with any user id must not make the opener a watcher. */
describe('presence of strangers', () => {
  const setStatus = async (someone: Person, isOnline: boolean) =>
    expect((await someone.client.post('/api/user/status', { isOnline })).statusCode).toBe(200);

  /** The other participant as every conversation call answers them to the viewer. */
  async function otherUserSeenBy(viewer: Person, conversationId: number) {
    const listed = (await viewer.client.get('/api/conversations')).json<Conversation[]>();
    const one = (await viewer.client.get(`/api/conversations/${conversationId}`)).json<Conversation>();
    const row = listed.find((conversation) => conversation.id === conversationId);
    expect(row?.otherUser).toEqual(one.otherUser);
    return one.otherUser;
  }

  const presenceOf = (socket: Awaited<ReturnType<typeof connect>>, userId: number) =>
    socket.events.filter((event) => event.type === 'presence' && event.userId === userId);

  it('opening a chat shows neither the status nor the changes of someone without listings who never wrote', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    await setStatus(beto, false);
    await setStatus(beto, true);
    const opened = await ana.client.post('/api/conversations', { otherUserId: beto.user.id });
    expect(opened.statusCode).toBe(201);
    const conversation = opened.json<Conversation>();
    const hidden = { id: beto.user.id, displayName: 'Beto H.', isOnline: false, lastOnline: null };
    expect(conversation.otherUser).toMatchObject(hidden);
    expect(await otherUserSeenBy(ana, conversation.id)).toMatchObject(hidden);

    const anaSocket = await connect(ana);
    await setStatus(beto, false);
    // Ana writing does not change it: Beto has not answered. Beto sees Ana's, though: she wrote to him.
    await send(ana, conversation.id, 'Hola, ¿vendés algo?');
    await setStatus(beto, true);
    await sleep(200);
    expect(presenceOf(anaSocket, beto.user.id)).toEqual([]);
    expect(await otherUserSeenBy(ana, conversation.id)).toMatchObject(hidden);
    await setStatus(ana, true);
    expect(await otherUserSeenBy(beto, conversation.id)).toMatchObject({ id: ana.user.id, isOnline: true });

    // Once Beto answers, Ana sees his status and its changes.
    await send(beto, conversation.id, 'Hola Ana');
    expect(await otherUserSeenBy(ana, conversation.id)).toMatchObject({ id: beto.user.id, isOnline: true });
    await setStatus(beto, false);
    const offline = await anaSocket.waitFor('presence', (event) => event.userId === beto.user.id);
    expect(offline.isOnline).toBe(false);
    expect((await otherUserSeenBy(ana, conversation.id))?.lastOnline).toBe(offline.lastOnline);
    await anaSocket.close();
  });

  it('a seller’s status and its changes show to whoever opens a chat with them', async () => {
    const [ana, seller] = [await person('Ana'), await person('Sonia')];
    await createListing(seller.client);
    await setStatus(seller, true);
    const opened = await ana.client.post('/api/conversations', { otherUserId: seller.user.id });
    const conversation = opened.json<Conversation>();
    expect(conversation.otherUser).toMatchObject({ id: seller.user.id, isOnline: true });
    const anaSocket = await connect(ana);
    await setStatus(seller, false);
    await anaSocket.waitFor('presence', (event) => event.userId === seller.user.id && !event.isOnline);
    expect((await otherUserSeenBy(ana, conversation.id))?.lastOnline).not.toBeNull();
    // The other way round Ana is a stranger: she has no listing and has not written.
    expect(await otherUserSeenBy(seller, conversation.id)).toMatchObject({
      isOnline: false,
      lastOnline: null,
    });
    await anaSocket.close();
  });
});

/** A block hides each side's presence from the other, whichever side blocked. */
describe('presence across a block', () => {
  const setStatus = async (someone: Person, isOnline: boolean) =>
    expect((await someone.client.post('/api/user/status', { isOnline })).statusCode).toBe(200);

  const otherUserIn = async (viewer: Person, conversationId: number) =>
    (await viewer.client.get('/api/conversations'))
      .json<Conversation[]>()
      .find((conversation) => conversation.id === conversationId)?.otherUser;

  it('shows neither side online or last seen, and sends neither live changes, while one blocked the other', async () => {
    const [ana, beto, carla] = [await person('Ana'), await person('Beto'), await person('Carla')];
    const pair = await writeTo(ana, beto);
    await send(beto, pair.id, 'Hola Ana');
    // Carla, whom nobody blocked, hears both: she shows when the wall holds back what would otherwise be sent.
    await writeTo(ana, carla);
    await writeTo(beto, carla);
    await setStatus(ana, true);
    await setStatus(beto, true);
    await setStatus(beto, false);
    expect(await otherUserIn(beto, pair.id)).toMatchObject({ id: ana.user.id, isOnline: true });
    expect((await otherUserIn(ana, pair.id))?.lastOnline).not.toBeNull();
    await setStatus(ana, false);

    const presenceOf = (socket: TestSocket, userId: number) =>
      socket.events.filter((event) => event.type === 'presence' && event.userId === userId);
    for (const [blocker, blocked] of [
      [ana, beto],
      [beto, ana],
    ] as const) {
      await blocker.client.post(`/api/users/${blocked.user.id}/block`);
      const carlaSocket = await connect(carla);
      const betoSocket = await connect(beto);
      await carlaSocket.waitFor('presence', (event) => event.userId === beto.user.id && event.isOnline);
      const anaSocket = await connect(ana);
      await carlaSocket.waitFor('presence', (event) => event.userId === ana.user.id && event.isOnline);
      const hidden = { isOnline: false, lastOnline: null };
      expect(await otherUserIn(beto, pair.id)).toMatchObject({ id: ana.user.id, ...hidden });
      expect(await otherUserIn(ana, pair.id)).toMatchObject({ id: beto.user.id, ...hidden });
      expect(
        (await ana.client.get(`/api/conversations/${pair.id}`)).json<Conversation>().otherUser,
      ).toMatchObject(hidden);
      await betoSocket.close();
      await carlaSocket.waitFor('presence', (event) => event.userId === beto.user.id && !event.isOnline);
      await sleep(100);
      expect(presenceOf(betoSocket, ana.user.id)).toEqual([]);
      expect(presenceOf(anaSocket, beto.user.id)).toEqual([]);
      expect(await otherUserIn(ana, pair.id)).toMatchObject(hidden);
      await Promise.all([anaSocket.close(), carlaSocket.close()]);
      await eventually(() => isOnline(ana.user.id)).toBe(false);
      await blocker.client.request({ method: 'DELETE', url: `/api/users/${blocked.user.id}/block` });
    }
    expect((await otherUserIn(beto, pair.id))?.lastOnline).not.toBeNull();
  });
});

describe('POST /api/user/status', () => {
  it('sets online and offline, also from the unload beacon sent as text/plain', async () => {
    const [ana, beto] = [await person(), await person()];
    await writeTo(ana, beto);
    const betoSocket = await connect(beto);

    const online = await ana.client.post('/api/user/status', { isOnline: true });
    expect(online.statusCode).toBe(200);
    expect(online.json()).toMatchObject({ isOnline: true });
    await betoSocket.waitFor('presence', (event) => event.userId === ana.user.id && event.isOnline);

    const beacon = await ana.client.request({
      method: 'POST',
      url: '/api/user/status',
      payload: JSON.stringify({ isOnline: false }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.statusCode).toBe(200);
    expect(beacon.json().isOnline).toBe(false);
    expect(Date.parse(beacon.json().lastOnline)).toBeGreaterThan(Date.now() - 5000);
    expect(await isOnline(ana.user.id)).toBe(false);
    await betoSocket.waitFor('presence', (event) => event.userId === ana.user.id && !event.isOnline);
    await betoSocket.close();
  });

  it('keeps a user online whose other page is still visible', async () => {
    const ana = await person();
    const socket = await connect(ana);
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    const response = await ana.client.post('/api/user/status', { isOnline: false });
    expect(response.json().isOnline).toBe(true);
    await socket.close();
    await eventually(() => isOnline(ana.user.id)).toBe(false);
  });

  it('throttles one user after 30 changes in a minute; others still report', async () => {
    const [ana, beto] = [await person(), await person()];
    for (let index = 0; index < 30; index += 1) {
      expect((await ana.client.post('/api/user/status', { isOnline: index % 2 === 0 })).statusCode).toBe(200);
    }
    const refused = await ana.client.post(
      '/api/user/status',
      { isOnline: true },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Wait 1 minute/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await isOnline(ana.user.id)).toBe(false);
    expect((await beto.client.post('/api/user/status', { isOnline: true })).statusCode).toBe(200);
    await beto.client.post('/api/user/status', { isOnline: false });
  });

  it.each([
    ['a missing flag', { payload: {} }],
    ['a text flag', { payload: { isOnline: 'yes' } }],
    ['text/plain that is not JSON', { payload: 'offline', headers: { 'content-type': 'text/plain' } }],
    ['a body over 1 KB', { payload: 'x'.repeat(2000), headers: { 'content-type': 'text/plain' } }],
  ])('refuses %s without a 5xx', async (_label, options) => {
    const ana = await person();
    const response = await ana.client.request({ method: 'POST', url: '/api/user/status', ...options });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

/** Two instances meet through Redis; their database is PostgreSQL (DATABASE_URL) or one shared embedded PGlite. */
const acrossInstances = Boolean(process.env.REDIS_URL);

describe.runIf(acrossInstances)('two instances on one database and one Redis (REDIS_URL)', () => {
  let second: { app: FastifyInstance; close: () => Promise<void> };
  let secondUrl: string;
  beforeAll(async () => {
    second = await createSecondApp(ctx);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = realtimeUrlOf(second.app);
  });
  afterAll(async () => {
    await second.close();
  });

  const throughSecond = (someone: Person) => {
    const client = new TestClient(second.app);
    client.cookie = someone.client.cookie;
    return client;
  };

  it('delivers a message posted on instance B to the recipient’s socket on instance A, in real time', async () => {
    const [ana, beto] = [await person('Ana'), await person('Beto')];
    const conversation = await converse(ana, beto);
    const betoOnA = await connect(beto);
    const anaOnA = await connect(ana);
    const sent = await send(ana, conversation.id, 'Desde la instancia B', throughSecond(ana));
    const event = await betoOnA.waitFor('new_message', (event) => event.message.id === sent.id, 3000);
    expect(event.message.content).toBe('Desde la instancia B');
    await betoOnA.waitFor('unread_count', (event) => event.count === 1);
    await anaOnA.waitFor('new_message', (event) => event.message.id === sent.id);
    await Promise.all([betoOnA.close(), anaOnA.close()]);
  });

  it('counts a user’s sockets on both instances for presence', async () => {
    const [ana, beto] = [await person(), await person()];
    await writeTo(ana, beto);
    const betoOnB = await connect(beto, secondUrl);
    const anaOnA = await connect(ana);
    const anaOnB = await connect(ana, secondUrl);
    await betoOnB.waitFor('presence', (event) => event.userId === ana.user.id && event.isOnline);
    await anaOnA.close();
    await sleep(150);
    await eventually(() => isOnline(ana.user.id)).toBe(true);
    const viaB = await throughSecond(ana).post('/api/user/status', { isOnline: false });
    expect(viaB.json().isOnline).toBe(true);
    await anaOnB.close();
    await betoOnB.waitFor('presence', (event) => event.userId === ana.user.id && !event.isOnline);
    expect(await isOnline(ana.user.id)).toBe(false);
    await betoOnB.close();
  });
});
