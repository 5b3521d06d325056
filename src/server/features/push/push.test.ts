import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportGroup } from '#shared/moderation.ts';
import { notifications, pushSubscriptions, sessions } from '#server/db/schema.ts';
import { sweepExpired } from '#server/maintenance.ts';
import { person, type Person } from '#server/testing/deal-world.ts';
import { browserKeys, startFakePushService, type FakePushService } from '#server/testing/push-service.ts';
import { createTestContext, DEFAULT_PASSWORD, TestClient, uniqueEmail } from '#server/testing/test-app.ts';
import { registerAdmin, send, settleAccount } from '#server/testing/test-world.ts';
import { minuteOfDayInElSalvador } from '#server/features/notifications/quiet-hours.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';
import { saveSubscription } from './service.ts';
import { vapidKeysFor } from './vapid.ts';
import { useTestContextOpenedBy } from '#server/testing/use-test-context.ts';
import { postVoiceNote, voiceFixture } from '#server/testing/voice-upload.ts';

let pushService: FakePushService;
const adminEmail = uniqueEmail('push-admin');
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService?.close());
const ctx = useTestContextOpenedBy(() => {
  // The test push service listens on a port of its own: its entry names it. push.example.test is never called.
  const pushHosts = `${new URL(pushService.origin).host},push.example.test`;
  return createTestContext(
    { PUSH_HOSTS: pushHosts, ADMIN_EMAILS: adminEmail },
    { pushAgent: pushService.agent },
  );
});

let endpointCount = 0;
const newEndpoint = () => `${pushService.origin}/push/${(endpointCount += 1)}`;

/** The browser of `client` posts its subscription (a new one unless given), as the settings switch does. */
async function subscribe(someone: Pick<Person, 'client'>, endpoint = newEndpoint(), keys = browserKeys()) {
  const response = await someone.client.post('/api/push/subscriptions', {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { endpoint, keys };
}

/** Beto writes to Ana, who has no socket open: a notification, and so a push. */
async function messageFrom(from: Person, to: Person, content: string) {
  const opened = await from.client.post('/api/conversations', { otherUserId: to.user.id });
  const conversationId = opened.json<{ id: number }>().id;
  await from.client.post(`/api/conversations/${conversationId}/messages`, { content });
  await ctx.deps.notifier.idle();
  return conversationId;
}

const pushesTo = (endpoint: string) =>
  pushService.requests.filter((request) => `${pushService.origin}${request.path}` === endpoint);

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8'));
}

/** Checks the VAPID `Authorization: vapid t=<JWT>, k=<public key>` header: signed by that key, for this audience. */
function assertVapid(header: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  const [token = '', key = ''] = [match?.[1], match?.[2]];
  expect(key).toBe(publicKey);
  const [head, payload, signature] = token.split('.');
  expect(decodeSegment(head)).toMatchObject({ alg: 'ES256' });
  const claims = decodeSegment(payload);
  expect(claims).toMatchObject({ aud: audience, sub: 'mailto:no-reply@cerquita.sv' });
  expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  expect(signed).toBe(true);
}

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key to a signed-in person, 401 otherwise', async () => {
    const ana = await person(ctx, 'Ana');
    const response = await ana.client.get('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(65);
    expect((await new TestClient(ctx.app).get('/api/push/public-key')).statusCode).toBe(401);
  });

  it('is generated once under DATA_DIR when VAPID_* are unset, then kept', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cerquita-vapid-'));
    const settings = { ...ctx.config.push, vapidKeys: undefined };
    const first = await vapidKeysFor({ dataDir, push: settings });
    expect(await vapidKeysFor({ dataDir, push: settings })).toEqual(first);
    const given = { publicKey: 'public', privateKey: 'private' };
    expect(await vapidKeysFor({ dataDir, push: { ...settings, vapidKeys: given } })).toEqual(given);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('accepts https endpoints of allowed push services only, and bad keys never', async () => {
    const ana = await person(ctx, 'Ana');
    const keys = browserKeys();
    const subscription = (endpoint: string, overrides: object = {}) => ({
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      ...overrides,
    });
    for (const body of [
      subscription('http://127.0.0.1/push/1'),
      subscription('https://evil.example.com/push/1'),
      subscription('https://user:pass@127.0.0.1/push/1'),
      subscription('not a url'),
      subscription(newEndpoint(), { keys: { p256dh: 'short', auth: keys.auth } }),
      subscription(newEndpoint(), { keys: { p256dh: keys.p256dh } }),
      { endpoint: newEndpoint() },
    ])
      expect((await ana.client.post('/api/push/subscriptions', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    const refused = await send(
      ana.client,
      'POST',
      '/api/push/subscriptions',
      subscription('https://evil.example.com/x'),
    );
    expect(refused.json()).toMatchObject({
      message: 'Este navegador no puede recibir avisos. Prueba con otro.',
    });
    expect(
      (await new TestClient(ctx.app).post('/api/push/subscriptions', subscription(newEndpoint()))).statusCode,
    ).toBe(401);
  });

  it('refuses an allowed host on a port other than 443, and takes it on 443', async () => {
    const ana = await person(ctx, 'Ana');
    const keys = { p256dh: browserKeys().p256dh, auth: browserKeys().auth };
    const onPort = (port: number) => ({ endpoint: `https://push.example.test:${port}/push/ana`, keys });
    const refused = await send(ana.client, 'POST', '/api/push/subscriptions', onPort(8443));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Este navegador no puede recibir avisos. Prueba con otro.',
    });
    expect((await ana.client.post('/api/push/subscriptions', onPort(443))).statusCode).toBe(201);
  });

  it('deletes the caller’s own subscription by endpoint; another’s is 404 and stays', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const { endpoint } = await subscribe(ana);
    expect((await send(beto.client, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(404);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await send(ana.client, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(200);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    expect((await send(ana.client, 'DELETE', '/api/push/subscriptions', {})).statusCode).toBe(400);
  });
});

describe('sending pushes', () => {
  it('sends an encrypted aes128gcm push with TTL and VAPID to each subscribed browser', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const { endpoint, keys } = await subscribe(ana);
    const conversationId = await messageFrom(beto, ana, '¿Me la deja en 40?');
    const [push] = pushesTo(endpoint);
    if (!push) throw new Error('no push arrived');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers['content-type']).toBe('application/octet-stream');
    const publicKey = (await ana.client.get('/api/push/public-key')).json<{ publicKey: string }>().publicKey;
    assertVapid(push.headers.authorization, publicKey, pushService.origin);
    expect(push.body.includes(Buffer.from('Beto'))).toBe(false);
    expect(JSON.parse(keys.decrypt(push.body))).toEqual({
      title: 'Nuevo mensaje de Beto H.',
      body: '¿Me la deja en 40?',
      url: `/chat/${conversationId}`,
    });
  });

  it('reads a voice note as “🎤 Nota de voz (0:02)”, its duration as the file says', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const { endpoint, keys } = await subscribe(ana);
    const opened = await beto.client.post('/api/conversations', { otherUserId: ana.user.id });
    const conversationId = opened.json<{ id: number }>().id;
    const sent = await postVoiceNote(beto.client, conversationId, voiceFixture('opus-2s.ogg'));
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.deps.notifier.idle();
    const [push] = pushesTo(endpoint);
    if (!push) throw new Error('no push arrived');
    expect(JSON.parse(keys.decrypt(push.body))).toMatchObject({
      title: 'Nuevo mensaje de Beto H.',
      body: '🎤 Nota de voz (0:02)',
    });
  });

  it('forgets a subscription the push service says is gone (404, 410), keeps it on other failures', async () => {
    const [ana, beto] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    const gone = await subscribe(ana);
    const missing = await subscribe(ana);
    const failing = await subscribe(ana);
    pushService.answer(new URL(gone.endpoint).pathname, 410);
    pushService.answer(new URL(missing.endpoint).pathname, 404);
    pushService.answer(new URL(failing.endpoint).pathname, 500);
    await messageFrom(beto, ana, 'Hola');
    const left = await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ana.user.id));
    expect(left.map((row) => row.endpoint)).toEqual([failing.endpoint]);
  });

  it('holds pushes back during quiet hours and for muted types, still storing what is not muted', async () => {
    const [ana, beto, carla] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Carla'),
    ];
    const { endpoint } = await subscribe(ana);
    const now = minuteOfDayInElSalvador(new Date());
    const quiet = { quietStart: (now + 1439) % 1440, quietEnd: (now + 2) % 1440 };
    const preferences = { mutedTypes: [], digestEmail: false, ...quiet };
    const saved = await send(ana.client, 'PUT', '/api/notifications/preferences', preferences);
    expect(saved.statusCode, saved.body).toBe(200);
    await messageFrom(beto, ana, 'De noche');
    expect(pushesTo(endpoint)).toEqual([]);
    const stored = await ctx.db.select().from(notifications).where(eq(notifications.userId, ana.user.id));
    expect(stored).toHaveLength(1);

    await send(ana.client, 'PUT', '/api/notifications/preferences', {
      ...preferences,
      quietStart: null,
      quietEnd: null,
      mutedTypes: ['message'],
    });
    await messageFrom(carla, ana, 'Silenciado');
    expect(pushesTo(endpoint)).toEqual([]);
  });
});

/** Signs the person in on `browser` (a new one unless given): the browser's previous session, if any, ends. */
async function signIn(someone: Person, browser = new TestClient(ctx.app), password = someone.password) {
  const response = await browser.post('/api/login', { email: someone.user.email, password });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

const deleteSubscription = (client: TestClient, endpoint: string) =>
  send(client, 'DELETE', '/api/push/subscriptions', { endpoint });

/** After the session that subscribed ended: nothing is pushed there, and the subscription is gone for good. */
async function expectForgotten(someone: Person, endpoint: string) {
  await messageFrom(await person(ctx, 'Carla'), someone, 'Hola, ¿sigue ahí?');
  expect(pushesTo(endpoint)).toEqual([]);
  const signedInAgain = await signIn(someone);
  expect((await deleteSubscription(signedInAgain, endpoint)).statusCode).toBe(404);
}

describe('a subscription belongs to the session that made it', () => {
  it('goes when that session signs out', async () => {
    const ana = await person(ctx, 'Ana');
    const { endpoint } = await subscribe(ana);
    expect((await ana.client.post('/api/logout')).statusCode).toBe(200);
    await expectForgotten(ana, endpoint);
  });

  it('goes when the session expires: nothing is pushed from then on, and the hourly sweep deletes it', async () => {
    const ana = await person(ctx, 'Ana');
    const { endpoint } = await subscribe(ana);
    await ctx.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, ana.user.id));
    await messageFrom(await person(ctx, 'Beto'), ana, 'Sesión vencida');
    expect(pushesTo(endpoint)).toEqual([]);
    await sweepExpired(ctx.db, ctx.deps.uploads);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    await expectForgotten(ana, endpoint);
  });

  it('goes with the other sessions a password change ends; the changing session keeps its own', async () => {
    const ana = await person(ctx, 'Ana');
    const phone = await signIn(ana);
    const kept = await subscribe(ana);
    const ended = await subscribe({ client: phone });
    const changed = await send(ana.client, 'PATCH', '/api/user/password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await messageFrom(await person(ctx, 'Beto'), ana, 'Después del cambio');
    expect(pushesTo(ended.endpoint)).toEqual([]);
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
    expect((await deleteSubscription(ana.client, ended.endpoint)).statusCode).toBe(404);
    expect((await deleteSubscription(ana.client, kept.endpoint)).statusCode).toBe(200);
  });

  it('goes when a password reset ends every session', async () => {
    const ana = await person(ctx, 'Ana');
    const { endpoint } = await subscribe(ana);
    await new TestClient(ctx.app).post('/api/forgot-password', { email: ana.user.email });
    await expect.poll(() => ctx.mails.some((mail) => mail.to === ana.user.email)).toBe(true);
    const mail = ctx.mails.findLast((entry) => entry.to === ana.user.email);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await new TestClient(ctx.app).post('/api/reset-password', {
      token,
      password: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectForgotten({ ...ana, password: 'nueva-clave' }, endpoint);
  });

  it('goes when a moderator suspends the account', async () => {
    const admin = await registerAdmin(ctx, adminEmail);
    const [ana, reporter] = [await person(ctx, 'Ana'), await person(ctx, 'Beto')];
    await settleAccount(ctx.db, reporter.user.id);
    const { endpoint } = await subscribe(ana);
    const reported = await reporter.client.post('/api/reports', {
      targetType: 'user',
      targetId: ana.user.id,
      reason: 'scam',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const groups = (await admin.client.get('/api/admin/reports?limit=100')).json<ReportGroup[]>();
    const group = groups.find((entry) => entry.targetType === 'user' && entry.targetId === ana.user.id);
    const resolved = await admin.client.post(`/api/admin/reports/${group?.reportId}/resolve`, {
      action: 'suspend',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await messageFrom(await person(ctx, 'Carla'), ana, 'Estás suspendida');
    expect(pushesTo(endpoint)).toEqual([]);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it('is posted again by the browser after a new sign-in: pushes then reach whoever signed in, only them', async () => {
    const [ana, beto, carla] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Carla'),
    ];
    const { endpoint, keys } = await subscribe(ana);
    expect((await ana.client.post('/api/logout')).statusCode).toBe(200);
    const phone = await signIn(beto, ana.client);
    await subscribe({ client: phone }, endpoint, keys);
    await messageFrom(carla, ana, 'Para Ana');
    expect(pushesTo(endpoint)).toEqual([]);
    await messageFrom(carla, beto, 'Para Beto');
    const [push] = pushesTo(endpoint);
    if (!push) throw new Error('no push arrived');
    expect(JSON.parse(keys.decrypt(push.body))).toMatchObject({
      title: 'Nuevo mensaje de Carla H.',
      body: 'Para Beto',
    });
  });

  it('is refused with 401, and not kept, when its session ended while the request was under way', async () => {
    const ana = await person(ctx, 'Ana');
    expect((await ana.client.get('/api/user')).statusCode).toBe(200);
    // Ended without telling this instance's session cache, as another instance would before its news arrives.
    await ctx.db.delete(sessions).where(eq(sessions.userId, ana.user.id));
    const keys = browserKeys();
    const endpoint = newEndpoint();
    const late = await ana.client.post('/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(late.statusCode, late.body).toBe(401);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it('is what GET /api/push/subscriptions lists: the calling session’s own endpoints, none of another’s', async () => {
    const ana = await person(ctx, 'Ana');
    const phone = await signIn(ana);
    const { endpoint } = await subscribe(ana);
    expect((await ana.client.get('/api/push/subscriptions')).json()).toEqual({ endpoints: [endpoint] });
    expect((await phone.get('/api/push/subscriptions')).json()).toEqual({ endpoints: [] });
    expect((await new TestClient(ctx.app).get('/api/push/subscriptions')).statusCode).toBe(401);
  });
});

describe('an endpoint posted by another person', () => {
  it('moves to them, who alone gets pushes; the move is logged with both people and never the endpoint', async () => {
    const [ana, beto, carla] = [
      await person(ctx, 'Ana'),
      await person(ctx, 'Beto'),
      await person(ctx, 'Carla'),
    ];
    const { endpoint, keys } = await subscribe(ana);
    await subscribe(beto, endpoint, keys);
    await messageFrom(carla, ana, 'Para Ana');
    expect(pushesTo(endpoint)).toEqual([]);
    await messageFrom(carla, beto, 'Para Beto');
    expect(pushesTo(endpoint)).toHaveLength(1);

    const warn = vi.fn();
    const [anaSession] = await ctx.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.userId, ana.user.id));
    const deps = { db: ctx.db, config: ctx.config, log: { warn, error: vi.fn() } };
    const anaSubscribes = () =>
      saveSubscription(deps, ana.user.id, { endpoint, keys, sessionId: anaSession?.sid ?? '' });
    await anaSubscribes();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      { fromUserId: beto.user.id, toUserId: ana.user.id, pushHost: new URL(endpoint).host },
      'push subscription moved to another person',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(new URL(endpoint).pathname);
    await anaSubscribes();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the allow-list', () => {
  it('takes exact hosts and *.subdomains over https only', () => {
    const hosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', 'web.push.apple.com'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.services.mozilla.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilpush.services.mozilla.com.example/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
  });

  it('takes https’s own port 443 only, unless the entry names another port', () => {
    const hosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', 'push.example.test:8443'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:22/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com:6379/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.test:8443/x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.test/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.test:8444/x', hosts)).toBe(false);
  });
});
