import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSaverOn, mirrorDataSaverChoice, setDataSaver } from './data-saver.ts';
import { STORAGE_KEYS } from './storage.ts';

const COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

let stored: Map<string, string>;
let cookies: string[];

beforeEach(() => {
  stored = new Map();
  cookies = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data saver choice', () => {
  it('is stored and mirrored into a cookie the server reads, for a year, on every path', () => {
    setDataSaver(true);
    expect(stored.get(STORAGE_KEYS.dataSaver)).toBe('on');
    expect(dataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(stored.get(STORAGE_KEYS.dataSaver)).toBe('off');
    expect(dataSaverOn()).toBe(false);
    expect(cookies).toEqual([`data-saver=on; ${COOKIE_ATTRIBUTES}`, `data-saver=off; ${COOKIE_ATTRIBUTES}`]);
  });

  it('made before the cookie existed reaches it when the app starts', () => {
    stored.set(STORAGE_KEYS.dataSaver, 'on');
    mirrorDataSaverChoice();
    expect(cookies).toEqual([`data-saver=on; ${COOKIE_ATTRIBUTES}`]);
  });

  it('writes no cookie while the person has not chosen: the server then follows Save-Data', () => {
    mirrorDataSaverChoice();
    stored.set(STORAGE_KEYS.dataSaver, 'garbage');
    mirrorDataSaverChoice();
    expect(cookies).toEqual([]);
  });
});
