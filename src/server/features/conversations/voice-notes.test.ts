import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import { messages } from '#server/db/schema.ts';
import { registerUser, TestClient } from '#server/testing/test-app.ts';
import { useTestContextWithUploads } from '#server/testing/use-test-context.ts';
import { multipartBody, postVoiceNote, voiceFixture } from '#server/testing/voice-upload.ts';

const ctx = useTestContextWithUploads('voice-notes');

type Person = Awaited<ReturnType<typeof registerUser>>;

async function pair() {
  const [ana, beto] = [await registerUser(ctx.app), await registerUser(ctx.app)];
  const response = await ana.client.post('/api/conversations', { otherUserId: beto.user.id });
  return { ana, beto, conversation: response.json<Conversation>() };
}

async function sendVoice(from: Person, conversationId: number, fixture: string) {
  const response = await postVoiceNote(from.client, conversationId, voiceFixture(fixture));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}

/** The voice note files in the upload folder. */
const storedVoiceFiles = async () =>
  (await readdir(ctx.config.uploadDir).catch(() => [])).filter((name) => name.includes('.voice.'));

async function audioFileOf(messageId: number) {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, messageId));
  return row?.metadata?.audioFile ?? '';
}

const messagesOf = (conversationId: number) =>
  ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

const deleteAccount = (someone: Person) =>
  someone.client.request({
    method: 'DELETE',
    url: '/api/user/account',
    payload: { confirmation: 'eliminar', password: someone.password },
  });

describe('voice notes: POST /api/conversations/:id/messages with an `audio` file', () => {
  it.each([
    ['WebM/Opus', 'opus-2s.webm', 'audio/webm', 2000],
    [
      'WebM/Opus without a Duration element, as MediaRecorder writes it',
      'opus-2s-no-duration.webm',
      'audio/webm',
      2000,
    ],
    ['Ogg/Opus', 'opus-2s.ogg', 'audio/ogg', 2000],
    ['Ogg/Vorbis', 'vorbis-3s.ogg', 'audio/ogg', 3000],
    ['MP4/AAC', 'aac-2s.m4a', 'audio/mp4', 2000],
    ['fragmented MP4/AAC, as Safari records', 'aac-2s-fragmented.m4a', 'audio/mp4', 2000],
  ])(
    'takes %s, reads its duration from the file and serves it to both participants',
    async (_label, fixture, type, ms) => {
      const { ana, beto, conversation } = await pair();
      const sent = await sendVoice(ana, conversation.id, fixture);
      expect(sent).toMatchObject({
        type: 'voice',
        senderId: ana.user.id,
        metadata: { audioUrl: `/api/messages/${sent.id}/audio` },
        warnings: [],
      });
      expect(Math.abs((sent.metadata?.durationMs ?? 0) - ms)).toBeLessThanOrEqual(60);
      expect(sent.content).toBe(`0:0${ms / 1000}`);

      const [received] = (await beto.client.get(`/api/conversations/${conversation.id}/messages`)).json<
        ChatMessage[]
      >();
      expect(received).toMatchObject({ id: sent.id, type: 'voice', metadata: sent.metadata });
      const [row] = (await beto.client.get('/api/conversations')).json<Conversation[]>();
      expect(row?.lastMessage).toMatchObject({ type: 'voice', content: sent.content });

      for (const participant of [ana, beto]) {
        const audio = await participant.client.get(`/api/messages/${sent.id}/audio`, {
          'accept-encoding': 'gzip, deflate, br, zstd',
        });
        expect(audio.statusCode).toBe(200);
        expect(audio.headers['content-type']).toBe(type);
        expect(audio.headers['cache-control']).toMatch(/^private,/);
        expect(audio.rawPayload.equals(voiceFixture(fixture))).toBe(true);
      }
    },
  );

  it.each([
    ['an MP3', 'mp3-2s.mp3', 'audio/mpeg'],
    ['Matroska audio (not WebM)', 'opus-2s.mkv', 'audio/webm'],
  ])('refuses %s with 400 and stores nothing', async (_label, fixture, type) => {
    const { ana, conversation } = await pair();
    const before = await storedVoiceFiles();
    const response = await postVoiceNote(ana.client, conversation.id, voiceFixture(fixture), { type });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Esa grabación no se puede enviar/);
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(await storedVoiceFiles()).toEqual(before);
  });

  it.each([
    ['random bytes named .webm', Buffer.alloc(3000, 0x5a)],
    ['a WAV header', Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000')],
    ['a PNG renamed .webm', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['an empty file', Buffer.alloc(0)],
    ['an Ogg recording cut short', voiceFixture('opus-2s.ogg').subarray(0, 1000)],
  ])('refuses %s with 400', async (_label, bytes) => {
    const { ana, conversation } = await pair();
    const response = await postVoiceNote(ana.client, conversation.id, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Esa grabación no se puede enviar/);
  });

  it('refuses a form without an `audio` file, and `type: "voice"` as JSON, with 400', async () => {
    const { ana, conversation } = await pair();
    const otherField = await postVoiceNote(ana.client, conversation.id, voiceFixture('opus-2s.webm'), {
      field: 'file',
    });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors.audio).toMatch(/^Esa grabación no se puede enviar/);
    const json = await ana.client.post(`/api/conversations/${conversation.id}/messages`, { type: 'voice' });
    expect(json.statusCode).toBe(400);
    const broken = await ana.client.request({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      payload: 'no es un formulario',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await messagesOf(conversation.id)).toEqual([]);
  });

  it('refuses a recording over two minutes with 400, in Spanish and English', async () => {
    const { ana, conversation } = await pair();
    const long = voiceFixture('opus-125s.webm');
    const spanish = await postVoiceNote(ana.client, conversation.id, long);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe('La nota de voz dura más de 2 minutos. Graba una más corta.');
    const { payload, headers } = await multipartBody(long);
    const english = await ana.client.request({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      payload,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('The voice note is longer than 2 minutes. Record a shorter one.');
    expect(await messagesOf(conversation.id)).toEqual([]);
  });

  it('refuses a file over 1 MB with 413, whether just over or far over the limit', async () => {
    const { ana, conversation } = await pair();
    const recording = voiceFixture('opus-2s.webm');
    const justOver = Buffer.concat([recording, Buffer.alloc(1024 * 1024 + 1 - recording.length)]);
    const response = await postVoiceNote(ana.client, conversation.id, justOver);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La nota de voz pesa más de 1 MB. Graba una más corta.');
    const farOver = await postVoiceNote(ana.client, conversation.id, Buffer.alloc(3 * 1024 * 1024));
    expect(farOver.statusCode).toBe(413);
    expect(await messagesOf(conversation.id)).toEqual([]);
  });

  it('is refused to someone outside the conversation (404, nothing stored) and to visitors (401)', async () => {
    const { conversation } = await pair();
    const outsider = await registerUser(ctx.app);
    const before = await storedVoiceFiles();
    const response = await postVoiceNote(outsider.client, conversation.id, voiceFixture('opus-2s.webm'));
    expect(response.statusCode).toBe(404);
    const visitor = await postVoiceNote(
      new TestClient(ctx.app),
      conversation.id,
      voiceFixture('opus-2s.webm'),
    );
    expect(visitor.statusCode).toBe(401);
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(await storedVoiceFiles()).toEqual(before);
  });
});

describe('GET /api/messages/:id/audio', () => {
  it('answers 404 to anyone outside the conversation and 401 to visitors; no public URL serves the file', async () => {
    const { ana, conversation } = await pair();
    const sent = await sendVoice(ana, conversation.id, 'opus-2s.webm');
    const outsider = await registerUser(ctx.app);
    expect((await outsider.client.get(`/api/messages/${sent.id}/audio`)).statusCode).toBe(404);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get(`/api/messages/${sent.id}/audio`)).statusCode).toBe(401);
    const file = await audioFileOf(sent.id);
    expect(file).toMatch(/\.voice\.webm$/);
    expect((await visitor.get(`/uploads/${file}`)).statusCode).toBe(404);
    expect((await ana.client.get(`/uploads/${file}`)).statusCode).toBe(404);
  });

  it('answers 404 for a message that is not a voice note, or that does not exist', async () => {
    const { ana, conversation } = await pair();
    const text = await ana.client.post(`/api/conversations/${conversation.id}/messages`, { content: 'Hola' });
    expect((await ana.client.get(`/api/messages/${text.json().id}/audio`)).statusCode).toBe(404);
    expect((await ana.client.get('/api/messages/999999999/audio')).statusCode).toBe(404);
    expect((await ana.client.get('/api/messages/abc/audio')).statusCode).toBe(400);
  });
});

describe('voice notes and deletion', () => {
  it('go with their sender’s account, files too; the other side’s notes stay until the chat has nobody', async () => {
    const { ana, beto, conversation } = await pair();
    const fromAna = await sendVoice(ana, conversation.id, 'opus-2s.webm');
    const fromBeto = await sendVoice(beto, conversation.id, 'aac-2s.m4a');
    const [anasFile, betosFile] = [await audioFileOf(fromAna.id), await audioFileOf(fromBeto.id)];
    expect(await storedVoiceFiles()).toEqual(expect.arrayContaining([anasFile, betosFile]));

    expect((await deleteAccount(ana)).statusCode).toBe(200);
    expect(await storedVoiceFiles()).not.toContain(anasFile);
    expect(await storedVoiceFiles()).toContain(betosFile);
    const left = (await beto.client.get(`/api/conversations/${conversation.id}/messages`)).json<
      ChatMessage[]
    >();
    expect(left.map((message) => message.id)).toEqual([fromBeto.id]);
    expect((await beto.client.get(`/api/messages/${fromAna.id}/audio`)).statusCode).toBe(404);

    expect((await deleteAccount(beto)).statusCode).toBe(200);
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(await storedVoiceFiles()).not.toContain(betosFile);
  });
});
