import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '#shared/constants.ts';

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast that takes back what was just done (e.g. 'Deshacer'); the toast closes when pressed. */
export interface ToastAction {
  /** Already translated. */
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

/** One toast at a time (a new one replaces the current), dismissed after 5 s. */
let shown: Toast | null = null;
let pinned = false;
let nextId = 1;
let timer: number | undefined;
const listeners = new Set<() => void>();

function publish(next: Toast | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  window.clearTimeout(timer);
  publish(null);
}

function show({ title, description, variant = 'default', action }: ToastInput): void {
  window.clearTimeout(timer);
  publish({ id: nextId++, title, description, variant, action });
  timer = window.setTimeout(dismissToast, TOAST_DURATION_MS);
}

export function toast(input: ToastInput): void {
  if (!pinned) show(input);
}

/** A toast no later one replaces: the page is about to leave (expired session), so it is the last word. */
export function pinToast(input: ToastInput): void {
  show(input);
  pinned = true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): Toast | null {
  return useSyncExternalStore(subscribe, () => shown);
}
