import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import { translate } from '#server/i18n.ts';
import { messages } from '#server/db/schema.ts';
import { registerUser } from '#server/testing/test-app.ts';
import { uploadPhoto } from '#server/testing/test-world.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';

const ctx = useTestContextWithUploads('messages');

type Person = Awaited<ReturnType<typeof registerUser>>;

async function pair() {
  const [ana, beto] = [await registerUser(ctx.app), await registerUser(ctx.app)];
  const response = await ana.client.post('/api/conversations', { otherUserId: beto.user.id });
  return { ana, beto, conversation: response.json<Conversation>() };
}

/** What a message of text alone carries besides its text: no photo, deal event, offer or warning. */
const TEXT_ALONE = { type: 'text', metadata: null, event: null, offer: null, meetup: null, warnings: [] };

const messagesUrl = (conversationId: number) => `/api/conversations/${conversationId}/messages`;

async function send(from: Person, conversationId: number, body: object) {
  const response = await from.client.post(messagesUrl(conversationId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}

async function read(someone: Person, conversationId: number, query = '') {
  const response = await someone.client.get(`${messagesUrl(conversationId)}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ChatMessage[]>();
}

describe('POST /api/conversations/:id/messages', () => {
  it('stores a trimmed text message and answers it (201)', async () => {
    const { ana, beto, conversation } = await pair();
    const message = await send(ana, conversation.id, { content: '  Hola, ¿sigue disponible?  ' });
    expect(message).toEqual({
      id: expect.any(Number),
      conversationId: conversation.id,
      senderId: ana.user.id,
      content: 'Hola, ¿sigue disponible?',
      ...TEXT_ALONE,
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(await read(beto, conversation.id)).toEqual([{ ...message, isRead: true }]);
  });

  it('sends a photo: an upload of ours, with or without a caption, metadata as an object or as JSON text', async () => {
    const { ana, beto, conversation } = await pair();
    const photo = await uploadPhoto(ana.client);
    const bare = await send(ana, conversation.id, { type: 'image', metadata: { imageUrl: photo } });
    expect(bare).toMatchObject({ type: 'image', content: '📷', metadata: { imageUrl: photo } });
    const captioned = await send(beto, conversation.id, {
      content: 'La foto del rin',
      type: 'image',
      metadata: JSON.stringify({ imageUrl: photo }),
    });
    expect(captioned).toMatchObject({
      type: 'image',
      content: 'La foto del rin',
      metadata: { imageUrl: photo },
    });
    const [last] = (await ana.client.get('/api/conversations')).json<Conversation[]>();
    expect(last?.lastMessage).toMatchObject({ type: 'image', content: 'La foto del rin' });
  });

  it.each([
    ['a blank text', { content: '   ' }, 'content', 'Escribe un mensaje'],
    ['a missing content', {}, 'content', 'Escribe un mensaje'],
    ['invisible characters only', { content: '\u200b\u200d ' }, 'content', 'Escribe un mensaje'],
    ['a number as content', { content: 42 }, 'content', 'Escribe un mensaje'],
    [
      'a text over 2000 characters',
      { content: 'a'.repeat(2001) },
      'content',
      'El mensaje puede tener hasta 2000 caracteres',
    ],
    ['a NUL character', { content: 'hola\u0000' }, 'content', 'Revisa este dato'],
    ['an unknown type', { content: 'hola', type: 'video' }, 'type', 'Revisa este dato'],
    ['an image without a URL', { type: 'image' }, 'metadata.imageUrl', 'Elige un archivo de imagen'],
    [
      'an image from another site',
      { type: 'image', metadata: { imageUrl: 'https://evil.example/x.jpg' } },
      'metadata.imageUrl',
      'Elige un archivo de imagen',
    ],
    [
      'metadata that is not JSON',
      { type: 'image', metadata: '{oops' },
      'metadata',
      'Elige un archivo de imagen',
    ],
  ])('refuses %s (400 with its message) and stores nothing', async (_label, body, field, message) => {
    const { ana, conversation } = await pair();
    const response = await ana.client.post(messagesUrl(conversation.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual(
      [],
    );
  });

  it('accepts exactly 2000 characters and answers validation in English when asked', async () => {
    const { ana, conversation } = await pair();
    await send(ana, conversation.id, { content: 'a'.repeat(2000) });
    const english = await ana.client.post(
      messagesUrl(conversation.id),
      { content: '' },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('Write a message');
  });

  it('refuses a photo URL of ours whose file was never uploaded', async () => {
    const { ana, conversation } = await pair();
    const response = await ana.client.post(messagesUrl(conversation.id), {
      type: 'image',
      metadata: { imageUrl: `/uploads/${'c'.repeat(64)}.jpg` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Elige un archivo de imagen');
  });

  it('answers 404 to an outsider or an unknown conversation and stores nothing', async () => {
    const { conversation } = await pair();
    const outsider = await registerUser(ctx.app);
    const response = await outsider.client.post(messagesUrl(conversation.id), { content: 'Hola' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(translate('es', 'api.conversationNotFound'));
    expect((await outsider.client.post(messagesUrl(2_000_000_000), { content: 'Hola' })).statusCode).toBe(
      404,
    );
    expect(await ctx.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual(
      [],
    );
  });

  it('throttles one sender after 60 messages in a minute, storing nothing more; the other side still sends', async () => {
    const { ana, beto, conversation } = await pair();
    for (let index = 0; index < 60; index += 1)
      await send(ana, conversation.id, { content: `Hola ${index}` });
    const refused = await ana.client.post(messagesUrl(conversation.id), { content: 'Uno más' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: translate('es', 'api.tooManyRequests', { count: 1 }),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const [stored] = await ctx.db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, ana.user.id)));
    expect(stored?.total).toBe(60);
    expect((await send(beto, conversation.id, { content: 'Tranquila' })).content).toBe('Tranquila');
  });
  it('gives the recipient, never the sender, the scam and off-platform warnings the message raised', async () => {
    const { ana, beto, conversation } = await pair();
    const sent = await send(ana, conversation.id, {
      content:
        'Deposíteme el anticipo a mi cuenta de Agrícola y le mando el comprobante, o escríbame al 7123-4567',
    });
    expect(sent.warnings).toEqual([]);
    const calm = await send(ana, conversation.id, { content: 'Se lo dejo en $80, nos vemos en Metrocentro' });
    const [received, receivedCalm] = (await read(beto, conversation.id)).slice(-2);
    expect(received?.warnings).toEqual(['advance_payment', 'bank_transfer', 'phone_number', 'payment_proof']);
    expect(receivedCalm).toMatchObject({ id: calm.id, warnings: [] });
    expect((await read(ana, conversation.id)).at(-2)?.warnings).toEqual([]);
  });
});

describe('GET /api/conversations/:id/messages', () => {
  it('answers the messages oldest first and marks only the reader’s incoming ones read', async () => {
    const { ana, beto, conversation } = await pair();
    const first = await send(ana, conversation.id, { content: 'uno' });
    const second = await send(beto, conversation.id, { content: 'dos' });
    const third = await send(ana, conversation.id, { content: 'tres' });

    const byAna = await read(ana, conversation.id);
    expect(byAna.map((message) => [message.id, message.isRead])).toEqual([
      [first.id, false],
      [second.id, true],
      [third.id, false],
    ]);
    const byBeto = await read(beto, conversation.id);
    expect(byBeto.map((message) => message.isRead)).toEqual([true, true, true]);
  });

  it('pages back with before and limit', async () => {
    const { ana, conversation } = await pair();
    const sent: ChatMessage[] = [];
    for (const content of ['a', 'b', 'c', 'd', 'e']) sent.push(await send(ana, conversation.id, { content }));
    const latest = await read(ana, conversation.id, '?limit=2');
    expect(latest.map((message) => message.content)).toEqual(['d', 'e']);
    const earlier = await read(ana, conversation.id, `?limit=2&before=${latest[0]?.id}`);
    expect(earlier.map((message) => message.content)).toEqual(['b', 'c']);
    const rest = await read(ana, conversation.id, `?before=${earlier[0]?.id}`);
    expect(rest.map((message) => message.content)).toEqual(['a']);
    // An anchor from another conversation pages nothing.
    const other = await pair();
    const foreign = await send(other.ana, other.conversation.id, { content: 'x' });
    expect(await read(ana, conversation.id, `?before=${foreign.id}`)).toEqual([]);
  });

  it('refuses a malformed paging query (400) and an outsider (404)', async () => {
    const { ana, conversation } = await pair();
    for (const query of ['?limit=0', '?limit=201', '?limit=abc', '?before=-1', '?before=x']) {
      expect((await ana.client.get(`${messagesUrl(conversation.id)}${query}`)).statusCode, query).toBe(400);
    }
    const outsider = await registerUser(ctx.app);
    const response = await outsider.client.get(messagesUrl(conversation.id));
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/messages/:id', () => {
  it('deletes a message for its sender only: the other participant still sees it', async () => {
    const { ana, beto, conversation } = await pair();
    const kept = await send(ana, conversation.id, { content: 'Primero' });
    const removed = await send(ana, conversation.id, { content: 'Me equivoqué' });
    const response = await ana.client.request({ method: 'DELETE', url: `/api/messages/${removed.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await read(ana, conversation.id)).map((message) => message.id)).toEqual([kept.id]);
    expect((await read(beto, conversation.id)).map((message) => message.id)).toEqual([kept.id, removed.id]);
    const [anasRow] = (await ana.client.get('/api/conversations')).json<Conversation[]>();
    expect(anasRow?.lastMessage?.id).toBe(kept.id);
    const [betosRow] = (await beto.client.get('/api/conversations')).json<Conversation[]>();
    expect(betosRow?.lastMessage?.id).toBe(removed.id);

    const again = await ana.client.request({ method: 'DELETE', url: `/api/messages/${removed.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses the other participant (403) and an outsider (404), changing nothing', async () => {
    const { ana, beto, conversation } = await pair();
    const message = await send(ana, conversation.id, { content: 'Mío' });
    const byRecipient = await beto.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` });
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().message).toBe(translate('es', 'api.notYourMessage'));
    const outsider = await registerUser(ctx.app);
    const byOutsider = await outsider.client.request({
      method: 'DELETE',
      url: `/api/messages/${message.id}`,
    });
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().message).toBe(translate('es', 'api.messageNotFound'));
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.deletedByUsers).toEqual([]);
    expect((await ana.client.request({ method: 'DELETE', url: '/api/messages/abc' })).statusCode).toBe(400);
    expect((await ana.client.request({ method: 'DELETE', url: '/api/messages/2000000000' })).statusCode).toBe(
      404,
    );
  });
});
