import { STORAGE_KEYS } from '#shared/constants.ts';

export { STORAGE_KEYS };

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** `local` lasts across visits; `session` until the browser tab's session ends. */
type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea) => (area === 'local' ? window.localStorage : window.sessionStorage);

/** Web storage can throw (private browsing, disabled storage): preferences then simply are not remembered. */
export function readStorage(key: StorageKey, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area).setItem(key, value);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}

export function removeStorage(key: StorageKey, area: StorageArea = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Nothing was remembered.
  }
}
