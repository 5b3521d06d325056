import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE } from '#shared/constants.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * The data saver: photos as their thumbnails instead of the full picture, and maps without tiles until the person
 * asks. Without a choice of theirs it is on when the phone asks to save data or the connection is 2G, as the Network
 * Information API reports them (Chromium on Android; elsewhere it stays off unless chosen).
 */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function networkInformation(): NetworkInformation | undefined {
  if (!('connection' in navigator)) return undefined;
  const connection: unknown = navigator.connection;
  return typeof connection === 'object' && connection !== null ? connection : undefined;
}

function slowOrSaving(): boolean {
  const connection = networkInformation();
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

export function dataSaverOn(): boolean {
  const chosen = readStorage(STORAGE_KEYS.dataSaver);
  return chosen === null ? slowOrSaving() : chosen === 'on';
}

const listeners = new Set<() => void>();

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The choice as a cookie too: the server preloads a listing's first photo in the size this page will show. */
function writeChoiceCookie(choice: 'on' | 'off') {
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export function setDataSaver(on: boolean): void {
  const choice = on ? 'on' : 'off';
  writeStorage(STORAGE_KEYS.dataSaver, choice);
  writeChoiceCookie(choice);
  for (const listener of listeners) listener();
}

/** Rewrites the cookie of a stored choice at start: one made before the cookie existed, or one about to expire. */
export function mirrorDataSaverChoice(): void {
  const chosen = readStorage(STORAGE_KEYS.dataSaver);
  if (chosen === 'on' || chosen === 'off') writeChoiceCookie(chosen);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn);
}
