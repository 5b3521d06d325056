import type { FastifyRequest } from 'fastify';
import { VOICE_BYTES_MAX, VOICE_DURATION_MAX_MS, VOICE_FIELD } from '#shared/voice-notes.ts';
import { badRequest, HttpError } from '#server/plugins/errors.ts';
import { readVoiceRecording, VOICE_CONTAINERS } from './voice-containers.ts';

/** Room for a multipart body's boundaries and part headers beside the recording. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The largest multipart body read: anything larger is a recording over the limit, refused before it is read. */
export const VOICE_BODY_BYTES_MAX = VOICE_BYTES_MAX + MULTIPART_OVERHEAD_BYTES;

/** Where a voice note's participants fetch its recording (GET /api/messages/:id/audio); no public URL exists. */
export const voiceNoteUrlOf = (messageId: number) => `/api/messages/${messageId}/audio`;

export const invalidVoice = () => badRequest('validation.voiceInvalid');

/** 413 naming the limit: a recording of more than VOICE_BYTES_MAX. */
export const voiceTooLarge = () =>
  new HttpError(413, 'api.voiceTooLarge', { values: { megabytes: VOICE_BYTES_MAX / (1024 * 1024) } });

export type CheckedVoiceNote = { bytes: Buffer; durationMs: number; extension: string };

/**
 * A recording fit to send: at most VOICE_BYTES_MAX (else 413), WebM, Ogg or MP4 by its bytes (else 400) and at most
 * two minutes long as the file itself says, read to the second the player shows (else 400).
 */
export function checkedVoiceNote(audio: Uint8Array): CheckedVoiceNote {
  if (audio.byteLength > VOICE_BYTES_MAX) throw voiceTooLarge();
  const bytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
  const recording = readVoiceRecording(bytes);
  if (!recording) throw invalidVoice();
  if (Math.round(recording.durationMs / 1000) > VOICE_DURATION_MAX_MS / 1000) {
    throw badRequest('validation.voiceTooLong');
  }
  return {
    bytes,
    durationMs: recording.durationMs,
    extension: VOICE_CONTAINERS[recording.container].extension,
  };
}

/** The type a stored voice note is served as, by its name's extension. */
export const mimeTypeOfVoiceFile = (name: string): string =>
  Object.values(VOICE_CONTAINERS).find((container) => name.endsWith(`.${container.extension}`))?.mimeType ??
  'application/octet-stream';

/** 413 before a multipart body is read when it says it is larger than any recording may be. */
export async function refuseOversizedVoiceBody(request: FastifyRequest) {
  const multipart = request.headers['content-type']?.startsWith('multipart/form-data') ?? false;
  if (multipart && Number(request.headers['content-length'] ?? 0) > VOICE_BODY_BYTES_MAX)
    throw voiceTooLarge();
}

/**
 * A multipart/form-data body as the message schema reads it: a voice note, with its file's bytes from the `audio`
 * field (absent when that field is not a file: the schema refuses it).
 */
export async function voiceMessageBody(request: FastifyRequest, body: string | Buffer) {
  const contentType = request.headers['content-type'] ?? '';
  const bytes = typeof body === 'string' ? body : new Uint8Array(body);
  const form = await new Response(bytes, { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => {
      throw invalidVoice();
    });
  const audio = form.get(VOICE_FIELD);
  return {
    type: 'voice',
    audio: audio instanceof Blob ? Buffer.from(await audio.arrayBuffer()) : undefined,
  };
}
