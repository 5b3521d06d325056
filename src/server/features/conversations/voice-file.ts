import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { conversations, messages } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { notFound } from '#server/plugins/errors.ts';
import { isParticipant, notDeletedBy } from './queries.ts';
import { mimeTypeOfVoiceFile } from './voice-notes.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A voice note's file as its message names it: the sender's own name is never trusted from a URL. */
const messageAudioFile = sql<string | null>`(${messages.metadata}->>'audioFile')`;

/**
 * `GET /api/messages/:id/audio`: a voice note's recording, for the two participants only (404 to anyone else, as for
 * every message call, and for a note moderation hid). Behind the auth guard: visitors get 401. Cached by the
 * participant's browser only (`private`): the file never changes, and the client keeps it to play offline.
 */
export async function serveVoiceNote(
  { db, uploads }: Pick<AppDeps, 'db' | 'uploads'>,
  userId: number,
  messageId: number,
  reply: FastifyReply,
) {
  const [row] = await db
    .select({ audioFile: messageAudioFile })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.type, 'voice'),
        isNull(messages.hiddenAt),
        isParticipant(userId),
        notDeletedBy(userId),
      ),
    );
  const file = row?.audioFile ? await uploads.openVoice(row.audioFile) : undefined;
  if (!row?.audioFile || !file) throw notFound('api.messageNotFound');
  return reply
    .headers({
      'content-type': mimeTypeOfVoiceFile(row.audioFile),
      'content-length': file.size,
      'cache-control': `private, max-age=${YEAR_SECONDS}, immutable`,
      'x-content-type-options': 'nosniff',
    })
    .send(file.stream);
}
