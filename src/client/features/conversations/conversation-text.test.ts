import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationUser } from '#shared/conversations.ts';
import { catalogTranslations } from '#client/lib/testing/translations.ts';
import { presenceText } from './conversation-text.ts';

let t: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  ({ es: t, en: tEn } = await catalogTranslations());
});

const seen = (secondsAgo: number): ConversationUser => ({
  id: 2,
  firstName: 'Ana',
  lastName: 'Rivas',
  profileImageUrl: null,
  emailVerified: false,
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
