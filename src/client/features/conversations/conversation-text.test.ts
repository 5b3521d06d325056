import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationUser } from '#shared/conversations.ts';
import en from '#shared/locales/en.json' with { type: 'json' };
import es from '#shared/locales/es.json' with { type: 'json' };
import { presenceText } from './conversation-text.ts';

let t: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT('es');
  tEn = instance.getFixedT('en');
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
  it('says "Visto ahora" under a minute, never "hace 0 m", then minutes, hours and days', () => {
    expect(presenceText(t, seen(20))).toBe('Visto ahora');
    expect(presenceText(tEn, seen(20))).toBe('Seen just now');
    expect(presenceText(t, seen(3 * 60 + 5))).toBe('Visto hace 3 m');
    expect(presenceText(t, seen(2 * 3600 + 5))).toBe('Visto hace 2 h');
    expect(presenceText(t, { ...seen(20), isOnline: true })).toBe('En línea');
    expect(presenceText(t, { ...seen(20), lastOnline: null })).toBeNull();
  });
});
