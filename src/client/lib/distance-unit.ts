import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE_UNITS, LANGUAGE_DISTANCE_UNITS, type DistanceUnit } from '#shared/format.ts';
import { currentLanguage } from './i18n.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The unit distances are shown in: the person's choice (kept on this device), else their language's. */

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
  return chosen ?? LANGUAGE_DISTANCE_UNITS[currentLanguage()];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unit in use, re-rendering when the person chooses another or, without a choice, changes language. */
export function useDistanceUnit(): DistanceUnit {
  useTranslation();
  const choice = useSyncExternalStore(subscribe, () => chosen);
  return choice ?? LANGUAGE_DISTANCE_UNITS[currentLanguage()];
}
