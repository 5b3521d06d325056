import { STORAGE_KEYS } from '../../shared/constants.ts';

export { STORAGE_KEYS };

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private browsing, disabled storage): preferences then simply are not remembered. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
