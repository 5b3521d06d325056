import { useSyncExternalStore } from 'react';
import { DEFAULT_DISTANCE_UNIT, DISTANCE_UNITS, type DistanceUnit } from '#shared/format.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The unit distances are shown in: the person's choice (kept on this device), else km. */

const listeners = new Set<() => void>();
let chosen: DistanceUnit | null = readChosenUnit();

function readChosenUnit(): DistanceUnit | null {
  const stored = readStorage(STORAGE_KEYS.distanceUnit);
  return DISTANCE_UNITS.find((unit) => unit === stored) ?? null;
}

export function setDistanceUnit(unit: DistanceUnit): void {
  chosen = unit;
  writeStorage(STORAGE_KEYS.distanceUnit, unit);
  for (const listener of listeners) listener();
}

/** For texts made outside a render that follows the choice (a map popup, a card's distance). */
export function currentDistanceUnit(): DistanceUnit {
  return chosen ?? DEFAULT_DISTANCE_UNIT;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unit in use, re-rendering when the person chooses another. */
export function useDistanceUnit(): DistanceUnit {
  return useSyncExternalStore(subscribe, () => chosen) ?? DEFAULT_DISTANCE_UNIT;
}
