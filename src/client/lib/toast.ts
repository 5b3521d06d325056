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

/**
 * One toast at a time (a new one replaces the current), dismissed after 5 s. The same toast again does not come back
 * as a new one: it stays, and its 5 s start over.
 */
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

function sameToast(current: Toast, input: ToastInput): boolean {
  return (
    current.title === input.title &&
    current.description === input.description &&
    current.variant === (input.variant ?? 'default') &&
    current.action?.label === input.action?.label
  );
}

function show(input: ToastInput): void {
  const { title, description, variant = 'default', action } = input;
  const id = shown && sameToast(shown, input) ? shown.id : nextId++;
  publish({ id, title, description, variant, action });
  releaseToast();
}

export function toast(input: ToastInput): void {
  if (!pinned) show(input);
}

/** A toast no later one replaces: the page is about to leave (expired session), so it is the last word. */
export function pinToast(input: ToastInput): void {
  show(input);
  pinned = true;
}

/** Keeps the toast up while the person reads or handles it (pointer on it, focus in it). */
export function holdToast(): void {
  window.clearTimeout(timer);
}

/** Lets the held toast go: its 5 s start over. */
export function releaseToast(): void {
  window.clearTimeout(timer);
  if (shown) timer = window.setTimeout(dismissToast, TOAST_DURATION_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): Toast | null {
  return useSyncExternalStore(subscribe, () => shown);
}
