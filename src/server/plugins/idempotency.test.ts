import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys, messages, products } from '#server/db/schema.ts';
import { translate } from '#server/i18n.ts';
import { sweepExpired } from '#server/maintenance.ts';
import { registerUser, type TestClient } from '#server/testing/test-app.ts';
import { listingInput, settleAccount } from '#server/testing/test-world.ts';
import * as insert from '#server/testing/inserts.ts';
import { registerErrorHandling } from './errors.ts';
import { registerIdempotency, WAITERS_PER_PERSON } from './idempotency.ts';
import { useTestContext } from '#server/testing/use-test-context.ts';

const ctx = useTestContext();

async function settledUser() {
  const registered = await registerUser(ctx.app);
  await settleAccount(ctx.db, registered.user.id);
  return registered;
}

/** Two people with a conversation between them; the first one writes. */
async function chat() {
  const [writer, reader] = [await settledUser(), await settledUser()];
  const conversationId = await insert.conversation(ctx.db, writer.user.id, reader.user.id);
  return { writer, conversationId };
}

function sendMessage(
  client: TestClient,
  conversationId: number,
  key: string,
  content = 'Hola, ¿sigue disponible?',
) {
  return client.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { 'idempotency-key': key, 'accept-language': 'es' },
    payload: { content, type: 'text' },
  });
}

async function messageCount(conversationId: number) {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.total ?? 0;
}

async function listing(client: TestClient, key: string) {
  const payload = await listingInput(client, {
    title: `Bicicleta ${key.slice(0, 8)}`,
    description: 'Rin 26, frenos nuevos.',
    price: 80,
    images: [],
  });
  return client.request({
    method: 'POST',
    url: '/api/products',
    headers: { 'idempotency-key': key },
    payload,
  });
}

async function productsTitled(title: string) {
  const [row] = await ctx.db.select({ total: count() }).from(products).where(eq(products.title, title));
  return row?.total ?? 0;
}

describe('Idempotency-Key on POST /api/conversations/:id/messages', () => {
  it('answers a retry with the first answer and stores the message once', async () => {
    const { writer, conversationId } = await chat();
    const key = randomUUID();
    const first = await sendMessage(writer.client, conversationId, key);
    const retry = await sendMessage(writer.client, conversationId, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('stores once when the same key arrives several times at once', async () => {
    const { writer, conversationId } = await chat();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendMessage(writer.client, conversationId, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('sends again without a key, and with a new key', async () => {
    const { writer, conversationId } = await chat();
    await writer.client.post(`/api/conversations/${conversationId}/messages`, {
      content: 'Uno',
      type: 'text',
    });
    await writer.client.post(`/api/conversations/${conversationId}/messages`, {
      content: 'Uno',
      type: 'text',
    });
    await sendMessage(writer.client, conversationId, randomUUID(), 'Uno');
    expect(await messageCount(conversationId)).toBe(3);
  });

  it('answers 422 in the caller’s language when the key comes back with another message', async () => {
    const { writer, conversationId } = await chat();
    const key = randomUUID();
    await sendMessage(writer.client, conversationId, key, 'Primero');
    const reused = await sendMessage(writer.client, conversationId, key, 'Segundo');
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ message: string }>().message).toBe(translate('es', 'api.idempotencyKeyReused'));
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('answers 400 to a key that is not a UUID, and sends nothing', async () => {
    const { writer, conversationId } = await chat();
    const answer = await sendMessage(writer.client, conversationId, 'mensaje-1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(translate('es', 'api.idempotencyKeyInvalid'));
    expect(await messageCount(conversationId)).toBe(0);
  });

  it('takes over a claim left pending by a process that died before answering', async () => {
    const { writer, conversationId } = await chat();
    const key = randomUUID();
    await ctx.db.insert(idempotencyKeys).values({
      userId: writer.user.id,
      key,
      requestHash: 'a'.repeat(64),
      statusCode: 0,
      body: {},
      createdAt: sql`now() - interval '3 minutes'`,
    });
    expect((await sendMessage(writer.client, conversationId, key)).statusCode).toBe(201);
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('frees the key after a failure, so the retry does the work', async () => {
    const { writer, conversationId } = await chat();
    const outsider = await settledUser();
    const key = randomUUID();
    expect((await sendMessage(outsider.client, conversationId, key)).statusCode).toBe(404);
    expect((await sendMessage(writer.client, conversationId, key)).statusCode).toBe(201);
    expect(await messageCount(conversationId)).toBe(1);
  });
  it('answers 201 when a duty after the commit fails, and replays that answer to the retry', async () => {
    const { writer, conversationId } = await chat();
    const key = randomUUID();
    const publish = vi
      .spyOn(ctx.deps.realtime, 'publish')
      .mockRejectedValueOnce(new Error('socket bus down'));
    try {
      const first = await sendMessage(writer.client, conversationId, key);
      const retry = await sendMessage(writer.client, conversationId, key);
      expect(first.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await messageCount(conversationId)).toBe(1);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('Idempotency-Key on POST /api/products', () => {
  it('creates one listing for a retry and for concurrent duplicates', async () => {
    const seller = await settledUser();
    const key = randomUUID();
    const answers = await Promise.all([listing(seller.client, key), listing(seller.client, key)]);
    const retry = await listing(seller.client, key);
    for (const answer of [...answers, retry]) expect(answer.statusCode).toBe(201);
    expect(retry.json()).toEqual(answers[0]?.json());
    expect(await productsTitled(`Bicicleta ${key.slice(0, 8)}`)).toBe(1);
  });

  it('keeps each person’s keys apart: another person with the same key gets their own listing', async () => {
    const [first, second] = [await settledUser(), await settledUser()];
    const key = randomUUID();
    const mine = await listing(first.client, key);
    const theirs = await listing(second.client, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
    expect(theirs.json<{ seller: { id: number } }>().seller.id).toBe(second.user.id);
    expect(await productsTitled(`Bicicleta ${key.slice(0, 8)}`)).toBe(2);
  });

  it('forgets an answer after a day: the maintenance sweep removes it and the key works again', async () => {
    const seller = await settledUser();
    const key = randomUUID();
    await listing(seller.client, key);
    const ofThisKey = eq(idempotencyKeys.key, key);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(ofThisKey);
    const [kept] = await ctx.db.select({ total: count() }).from(idempotencyKeys).where(ofThisKey);
    expect(kept?.total).toBe(1);

    await sweepExpired(ctx.db, ctx.deps.uploads);

    const [swept] = await ctx.db.select({ total: count() }).from(idempotencyKeys).where(ofThisKey);
    expect(swept?.total).toBe(0);
    expect((await listing(seller.client, key)).statusCode).toBe(201);
    expect(await productsTitled(`Bicicleta ${key.slice(0, 8)}`)).toBe(2);
  });

  it('does not replay an answer older than a day that the sweep has not reached yet', async () => {
    const seller = await settledUser();
    const key = randomUUID();
    const first = await listing(seller.client, key);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await listing(seller.client, key);
    expect(later.statusCode).toBe(201);
    expect(later.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
  });
});

/** The statements the plugin sends through `db`, counted: each query builder it starts is one. */
function countingDatabase(db: Database) {
  const counted = { statements: 0 };
  const database = new Proxy(db, {
    get(target, property, receiver) {
      if (['select', 'insert', 'update', 'delete', 'execute'].includes(String(property)))
        counted.statements += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { database, counted };
}

/**
 * The plugin alone in a small app, on a counting database: one idempotent route whose work runs until the test lets it
 * answer, the caller named by the `x-person` header (people registered for the purpose, since keys belong to one).
 */
async function heldOpenApp() {
  const { database, counted } = countingDatabase(ctx.db);
  const app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    request.userId = Number(request.headers['x-person']);
  });
  registerIdempotency(app, database);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running = 0;
  app.post('/held', { config: { idempotent: true } }, async (_request, reply) => {
    running += 1;
    await released;
    return reply.code(201).send({ done: true });
  });
  await app.ready();
  const send = (person: number, key: string) =>
    app.inject({
      method: 'POST',
      url: '/held',
      headers: { 'idempotency-key': key, 'x-person': String(person), 'accept-language': 'es' },
      payload: { content: 'Hola' },
    });
  return { app, counted, send, release, running: () => running };
}

const PENDING_MESSAGE = translate('es', 'api.idempotencyKeyPending');

describe('a retry while the first request with its key still runs', () => {
  it('looks at the claim at most ten times, backing off, then answers 409 with Retry-After', async () => {
    const { user } = await settledUser();
    const held = await heldOpenApp();
    const key = randomUUID();
    const original = held.send(user.id, key);
    await vi.waitFor(() => expect(held.running()).toBe(1));
    held.counted.statements = 0;

    const retry = await held.send(user.id, key);
    expect(retry.statusCode).toBe(409);
    expect(Number(retry.headers['retry-after'])).toBeGreaterThan(0);
    expect(retry.json()).toEqual({ message: PENDING_MESSAGE });
    expect(held.counted.statements).toBeLessThanOrEqual(10);

    held.release();
    expect((await original).statusCode).toBe(201);
    const later = await held.send(user.id, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(held.running()).toBe(1);
    await held.app.close();
  });

  it('gets the first answer as soon as it is stored', async () => {
    const { user } = await settledUser();
    const held = await heldOpenApp();
    const key = randomUUID();
    const original = held.send(user.id, key);
    await vi.waitFor(() => expect(held.running()).toBe(1));
    const retry = held.send(user.id, key);
    setTimeout(held.release, 300);
    expect((await original).statusCode).toBe(201);
    const answered = await retry;
    expect(answered.statusCode).toBe(201);
    expect(answered.headers['idempotent-replayed']).toBe('true');
    expect(held.running()).toBe(1);
    await held.app.close();
  });

  it(`lets one person wait on ${WAITERS_PER_PERSON} retries at once; one more is refused at once, another person not`, async () => {
    const [first, second] = [await settledUser(), await settledUser()];
    const held = await heldOpenApp();
    const key = randomUUID();
    const originals = [held.send(first.user.id, key), held.send(second.user.id, key)];
    await vi.waitFor(() => expect(held.running()).toBe(2));
    const waiting = Array.from({ length: WAITERS_PER_PERSON }, () => held.send(first.user.id, key));
    // Each waiter has tried to claim and looked at the claim once before its first pause.
    await vi.waitFor(() => expect(held.counted.statements).toBeGreaterThanOrEqual(2 * WAITERS_PER_PERSON));

    const started = Date.now();
    const oneMore = await held.send(first.user.id, key);
    expect(oneMore.statusCode).toBe(409);
    expect(Number(oneMore.headers['retry-after'])).toBeGreaterThan(0);
    expect(oneMore.json()).toEqual({ message: PENDING_MESSAGE });
    expect(Date.now() - started).toBeLessThan(1000);
    const otherPerson = held.send(second.user.id, key);

    held.release();
    for (const answer of await Promise.all([...originals, ...waiting, otherPerson])) {
      expect(answer.statusCode).toBe(201);
    }
    expect(held.running()).toBe(2);
    await held.app.close();
  });
});
