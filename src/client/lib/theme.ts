import { useSyncExternalStore } from 'react';
import { THEMES, type Theme } from '#shared/constants.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

type ResolvedTheme = Exclude<Theme, 'system'>;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const BACKGROUND: Record<ResolvedTheme, string> = { light: '#fffaf5', dark: '#141110' };

const listeners = new Set<() => void>();
let current: Theme = readStoredTheme();

function isTheme(value: string | null): value is Theme {
  return THEMES.some((theme) => theme === value);
}

function readStoredTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'system';
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function resolve(theme: Theme): ResolvedTheme {
  return theme === 'system' ? systemTheme() : theme;
}

function applyTheme(): void {
  const resolved = resolve(current);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', BACKGROUND[resolved]);
  }
  for (const listener of listeners) listener();
}

/** Runs before React renders (main.tsx) so the first paint already has the right theme; 'system' follows the device live. */
export function initTheme(): void {
  applyTheme();
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (current === 'system') applyTheme();
  });
}

export function setTheme(theme: Theme): void {
  current = theme;
  writeStorage(STORAGE_KEYS.theme, theme);
  applyTheme();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's choice (light, dark or system), re-rendering when it changes. */
export function useThemeChoice(): Theme {
  return useSyncExternalStore(subscribe, () => current);
}

/** The theme actually shown (light or dark), re-rendering when it changes. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, () => resolve(current));
}
