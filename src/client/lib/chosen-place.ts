import { useSyncExternalStore } from 'react';
import type { Place } from '#shared/places/places.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** A municipality the person chose by hand: where they browse from when the device gives no position. */
export type ChosenPlace = Pick<Place, 'name' | 'department' | 'latitude' | 'longitude'>;

const listeners = new Set<() => void>();
/** The stored text and what it was read as, so every read of unchanged storage gives the same object. */
let cache: { raw: string | null; place: ChosenPlace | null } = { raw: null, place: null };
/** This page's choice, for when storage refuses to keep it (private browsing): it still applies until a reload. */
let chosenHere: ChosenPlace | null = null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Storage is the phone's, not ours: anything that is not a complete place reads as no choice. */
export function parseChosenPlace(raw: string | null): ChosenPlace | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { name, department, latitude, longitude } = value;
  if (typeof name !== 'string' || !name || typeof department !== 'string' || !department) return null;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  return { name, department, latitude, longitude };
}

function readChosenPlace(): ChosenPlace | null {
  const raw = readStorage(STORAGE_KEYS.chosenPlace);
  if (raw !== cache.raw) cache = { raw, place: parseChosenPlace(raw) };
  return cache.place ?? chosenHere;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Remembers the municipality on this phone (across visits) and tells every screen. */
export function choosePlace({ name, department, latitude, longitude }: ChosenPlace): void {
  chosenHere = { name, department, latitude, longitude };
  writeStorage(STORAGE_KEYS.chosenPlace, JSON.stringify(chosenHere));
  for (const listener of listeners) listener();
}

/** The municipality chosen on this phone, or null. */
export function useChosenPlace(): ChosenPlace | null {
  return useSyncExternalStore(subscribe, readChosenPlace);
}
