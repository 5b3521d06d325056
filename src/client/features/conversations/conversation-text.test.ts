import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationUser } from '#shared/conversations.ts';
import { catalogTranslations } from '#client/lib/testing/translations.ts';
import { lastMessageText, presenceText } from './conversation-text.ts';

let t: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  ({ es: t, en: tEn } = await catalogTranslations());
});

const seen = (secondsAgo: number): ConversationUser => ({
  id: 2,
  displayName: 'Ana R.',
  badges: [],
  profileImageUrl: null,
  emailVerified: false,
  confirmedSalesCount: 0,
  isOnline: false,
  lastOnline: new Date(Date.now() - secondsAgo * 1000).toISOString(),
});

describe('presenceText', () => {
  it('says "Visto ahora" under a minute, never "hace 0 min", then minutes, hours and days', () => {
    expect(presenceText(t, seen(20))).toBe('Visto ahora');
    expect(presenceText(tEn, seen(20))).toBe('Seen just now');
    expect(presenceText(t, seen(3 * 60 + 5))).toBe('Visto hace 3 min');
    expect(presenceText(t, seen(2 * 3600 + 5))).toBe('Visto hace 2 h');
    expect(presenceText(t, { ...seen(20), isOnline: true })).toBe('En línea');
    expect(presenceText(t, { ...seen(20), lastOnline: null })).toBeNull();
  });
});

const ME = 1;
const OTHER = 2;

const rowWithOffer = (senderId: number): Conversation => ({
  id: 10,
  productId: 4,
  otherUser: seen(20),
  product: null,
  lastMessage: {
    id: 30,
    content: '80.00',
    type: 'offer',
    event: 'made',
    senderId,
    createdAt: '2026-01-01T12:00:00.000Z',
  },
  lastMessageAt: '2026-01-01T12:00:00.000Z',
  unreadCount: 1,
  role: 'seller',
  createdAt: '2026-01-01T11:00:00.000Z',
});

describe('lastMessageText', () => {
  it('previews an offer with its amount as a price, in either language, marked when it is yours', () => {
    expect(lastMessageText(t, rowWithOffer(OTHER), ME)).toBe('Oferta: $80.00');
    expect(lastMessageText(tEn, rowWithOffer(OTHER), ME)).toBe('Offer: $80.00');
    expect(lastMessageText(t, rowWithOffer(ME), ME)).toBe('Tú: Oferta: $80.00');
  });

  it('previews a voice note with its duration, in either language', () => {
    const row = rowWithOffer(OTHER);
    const voice: Conversation = {
      ...row,
      lastMessage: row.lastMessage && { ...row.lastMessage, type: 'voice', event: null, content: '0:12' },
    };
    expect(lastMessageText(t, voice, ME)).toBe('🎤 Nota de voz (0:12)');
    expect(lastMessageText(tEn, voice, ME)).toBe('🎤 Voice note (0:12)');
  });
});
