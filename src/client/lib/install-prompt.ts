import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Offering to install the app: Chromium announces it can (`beforeinstallprompt`); we keep that and offer it once the
 * person came back a second time, or right after they favourited or published something. "Ahora no" silences it for a
 * month.
 */
const VISITS_BEFORE_OFFER = 2;
const SILENCE_MS = 30 * 24 * 60 * 60 * 1000;
const VISIT_COUNTED_KEY = 'cerquita-visit-counted';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function isInstallPrompt(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

let deferred: InstallPromptEvent | null = null;
let engaged = readStorage(STORAGE_KEYS.installEngaged) === 'yes';
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function countVisit() {
  try {
    if (window.sessionStorage.getItem(VISIT_COUNTED_KEY)) return;
    window.sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
  } catch {
    return;
  }
  writeStorage(STORAGE_KEYS.visits, String(visits() + 1));
}

const visits = () => Number(readStorage(STORAGE_KEYS.visits)) || 0;

function silenced(): boolean {
  const at = Number(readStorage(STORAGE_KEYS.installDismissedAt));
  return Number.isFinite(at) && Date.now() - at < SILENCE_MS;
}

export function listenForInstallPrompt(): void {
  countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    deferred = event;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** The person favourited or published: a good moment to offer the app. */
export function noteEngagement(): void {
  if (engaged) return;
  engaged = true;
  writeStorage(STORAGE_KEYS.installEngaged, 'yes');
  changed();
}

export async function install(): Promise<void> {
  const prompt = deferred;
  deferred = null;
  changed();
  await prompt?.prompt();
}

export function dismissInstall(): void {
  writeStorage(STORAGE_KEYS.installDismissedAt, String(Date.now()));
  changed();
}

const offered = () => deferred !== null && !silenced() && (engaged || visits() >= VISITS_BEFORE_OFFER);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, offered);
}
