import { readFileSync } from 'node:fs';
import type { TestClient } from './test-app.ts';

/** One of the recordings in testing/voice-notes/, made with ffmpeg (see that folder's README). */
export const voiceFixture = (name: string): Buffer =>
  readFileSync(new URL(`./voice-notes/${name}`, import.meta.url));

/** A multipart/form-data body as a browser's FormData makes it, with `bytes` as the file in `field`. */
export async function multipartBody(
  bytes: Uint8Array,
  { field = 'audio', fileName = 'nota.webm', type = 'audio/webm' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Sends a voice note as the chat does: POST /api/conversations/:id/messages with the recording in `audio`. */
export async function postVoiceNote(
  client: TestClient,
  conversationId: number,
  bytes: Uint8Array,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const { payload, headers } = await multipartBody(bytes, options);
  return client.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload,
    headers,
  });
}
