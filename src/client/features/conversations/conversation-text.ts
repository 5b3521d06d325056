import type { TFunction } from 'i18next';
import type { Conversation, ConversationUser } from '#shared/conversations.ts';
import { formatChatTime, relativeTimeParts } from '#shared/format.ts';
import { ApiError } from '#client/lib/api.ts';
import { addTexts, currentLanguage, LOCALES } from '#client/lib/i18n.ts';
import { dealPreviewText } from './deal-text.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };

addTexts({ chat: chatTexts, conversations: conversationsTexts });

/**
 * The other participant's display name ("Ana M."): 'Usuario eliminado' once their account is gone, 'Usuario' when they
 * gave none.
 */
export function displayName(t: TFunction, user: Pick<ConversationUser, 'displayName'> | null): string {
  if (!user) return t('conversations.deletedUser');
  return user.displayName.trim() || t('conversations.unnamedUser');
}

/** A chat photo's name: 'Tu foto' for the reader's own, 'Foto de Ana' for the other person's. */
export function chatPhotoAlt(t: TFunction, own: boolean, sender: string): string {
  return own ? t('chat.yourPhoto') : t('chat.photoFrom', { name: sender });
}

/** 'En línea', or 'Visto hace 5 m' (in m, h or d); nothing when they were never seen. */
export function presenceText(t: TFunction, user: ConversationUser | null): string | null {
  if (!user) return null;
  if (user.isOnline) return t('conversations.online');
  if (!user.lastOnline) return null;
  const { unit, value } = relativeTimeParts(user.lastOnline);
  // Under a minute ago reads 'Visto ahora', never 'Visto hace 0 m'.
  if (unit === 'minutes' && value === 0) return t('conversations.seenNow');
  return t(`conversations.seen_${unit}`, { count: value });
}

/** A photo or a voice note by what it is ('🎤 Nota de voz (0:12)': its content is its duration), else its text. */
function writtenPreview(t: TFunction, last: NonNullable<Conversation['lastMessage']>): string {
  if (last.type === 'image') return t('conversations.photoPreview');
  if (last.type === 'voice') return t('conversations.voicePreview', { duration: last.content });
  return dealPreviewText(t, last) ?? last.content;
}

/**
 * The row's preview: the last message (yours marked so), a photo, an offer ('Oferta: $80.00'), the deal's news
 * ('Reservado', never marked: the deal tells it, not a person), or 'Conversación iniciada'.
 */
export function lastMessageText(t: TFunction, conversation: Conversation, viewerId: number): string {
  const last = conversation.lastMessage;
  if (!last) return t('conversations.started');
  if (last.type === 'deal') return dealPreviewText(t, last) ?? '';
  const text = writtenPreview(t, last);
  return last.senderId === viewerId ? t('conversations.yours', { text }) : text;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

/** Whole calendar days between a date and today (0 today, 1 yesterday), in the device's time zone. */
export function daysAgo(date: Date, now: Date = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** A row's time: hh:mm today, 'Ayer', else the day and month ('12 nov'). */
export function rowTime(t: TFunction, iso: string): string {
  const date = new Date(iso);
  const days = daysAgo(date);
  if (days <= 0) return formatChatTime(date);
  if (days === 1) return t('conversations.yesterday');
  const locale = LOCALES[currentLanguage()];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

/** The heading of a day in the chat: 'Hoy', 'Ayer', else '12 de noviembre' (with the year when not this one). */
export function dayHeading(t: TFunction, date: Date): string {
  const days = daysAgo(date);
  if (days <= 0) return t('chat.today');
  if (days === 1) return t('chat.yesterday');
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The list's error texts: signed out, the server failed, or no connection. Status codes mean nothing to people. */
export function listErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('conversations.networkError');
  return error.status === 401 ? t('conversations.notAuthenticated') : t('conversations.errorStatus');
}

/** The chat's id names no conversation of the user's (bad id, 400, or 404: the server hides others' conversations). */
export function isInvalidChat(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Chat errors: no such conversation, the server failed, or no connection. */
export function chatErrorText(t: TFunction, error: unknown): string {
  if (isInvalidChat(error)) return t('chat.invalid');
  return error instanceof ApiError ? t('chat.loadError') : t('chat.networkError');
}

/** A failed send's text: the server refused or failed, or no connection. */
export function sendErrorText(t: TFunction, error: unknown): string {
  return error instanceof ApiError ? t('chat.sendError') : t('chat.networkError');
}
