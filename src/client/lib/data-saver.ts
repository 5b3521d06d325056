import { useSyncExternalStore } from 'react';
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

export function setDataSaver(on: boolean): void {
  writeStorage(STORAGE_KEYS.dataSaver, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn);
}
